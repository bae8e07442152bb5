"""MM-END-2's search: can a line still get to a free end arrow on the half of the city opposite its start?
"Linia metra musi się kończyć na przeciwległej połowie planszy względem krawędzi startu, chyba że nie ma już
takiej możliwości." The answer must be exact: sharp turns, location markers and the room for tunnels all
count (the corner case is in test_metromania_lines.py, random games in test_metromania_random_games.py)."""

import dataclasses
import random

import networkx as nx
from mm_helpers import dig, exhaustive, play, position, refused

from gamekit.metromania import TUNNELS, Sandbox, finish
from gamekit.metromania.dig import Dig
from gamekit.metromania.rules import RULES

# Seed 0's city: seat 0's line from side 0 has its tip at (-4, 1), next to the far end arrow (-5, 1). The
# two other lines take the plain triangle beside that last edge, so the only room left is spot res-2.
TO_RES_2 = [(2, 3), (2, 2), (2, 1), (1, 1), (0, 1), (-1, 1), (-2, 1), (-3, 1), (-4, 1)]
CROWD = [
    [(-4, -1), (-3, -1), (-3, 0), (-4, 1), (-4, 2)],
    [(-1, 5), (0, 4), (0, 3), (-1, 3), (-2, 3), (-3, 3), (-4, 3), (-4, 2), (-4, 1), (-4, 0)],
]


def in_reach(state, k):
    return finish.finish_in_reach(Dig(state, state.lines[k].owner, fresh=True), k)


def test_MM_END_2_a_way_over_a_spot_needs_a_location_marker_of_its_type():
    """ "chyba że nie ma już takiej możliwości": the last tunnel to the far half can only lie on spot res-2,
    and "gracz nie może zbudować linii na trójkącie planszy z główną lokalizacją, jeśli nie posiada
    odpowiedniego znacznika"."""
    state = position(Sandbox(seed=0).line(0, TO_RES_2).line(1, CROWD[0]).line(1, CROWD[1]))
    assert {m.letter for m in state.markers if m.holder == 0 and m.kind == "residential"} == {"A", "F"}
    assert in_reach(state, 0)
    refused(state, dig(0, (-4, 1), (-5, 1)), "MM-LOC-1")  # not without a marker
    assert play(state, dig(0, (-4, 1), (-5, 1), spot="res-2", letter="A")).lines[0].finished
    no_residential = dataclasses.replace(
        state,
        markers=tuple(
            dataclasses.replace(m, holder=1) if m.holder == 0 and m.kind == "residential" else m for m in state.markers
        ),
    )
    assert not in_reach(no_residential, 0)


def test_MM_END_2_the_tunnels_around_can_leave_no_room_for_the_way():
    """ "chyba że nie ma już takiej możliwości": every edge out of (-3, 0) has lines beside it on both sides'
    triangles (each tunnel needs a triangle of its own), so the line can never reach the far half, though
    no edge is closed by the park, the lake or two lines along it."""
    crowded = Sandbox(seed=0).line(
        1, [(4, 1), (4, 0), (3, 0), (2, 0), (1, 0), (0, 0), (-1, 0), (-2, 0), (-3, 0), (-4, 0)]
    )
    crowded.line(0, [(-4, -1), (-4, 0), (-4, 1)]).line(
        1, [(-2, -3), (-1, -3), (-1, -2), (-2, -1), (-2, 0), (-3, 1), (-4, 1), (-3, 0), (-3, -1), (-2, -2)]
    )
    state = play(position(crowded), dig(0, (-4, 1), (-3, 0)))
    assert open_edges_reach(Dig(state, 0, fresh=True), 0)  # on open edges alone there would be a way
    assert not in_reach(state, 0)
    assert "no room" in refused(state, dig(0, (-3, 0), (-2, 0)), "MM-GAP-2")


def open_edges_reach(work, k):
    """A looser question, asked of networkx: a path within the tunnels left along edges outside the park and
    the lake that carry fewer lines than they have sides, avoiding the line itself and foreign arrows. It
    leaves out sharp turns, markers and the room each tunnel takes."""
    city, path = work.city, work.paths[k]
    half = finish.far_half(work, k)
    targets = {v for v in city.end_arrows if city.arrow_side[v] in half and not work.arrow_taken >> v & 1}
    graph = nx.Graph()
    for (a, b), (edge, *_) in city.hops.items():
        sides = len(city.open_sides[edge])
        ends_ok = all(
            v == path[-1] or v in targets or (not city.arrow_colour[v] and not work.at[v] >> k & 1) for v in (a, b)
        )
        if sides and work.along[edge].bit_count() < sides and ends_ok and not {a, b} <= targets:
            graph.add_edge(a, b)
    if path[-1] not in graph:
        return False
    lengths = nx.single_source_shortest_path_length(graph, path[-1], cutoff=TUNNELS + 1 - len(path))
    return any(v in lengths for v in targets)


def test_MM_END_2_the_search_agrees_with_an_exhaustive_one_and_never_beats_open_edges(monkeypatch):
    """ "chyba że nie ma już takiej możliwości", decided exactly: the search's second phase (guided by the
    networkx distances) answers as a search of every legal way does, it never finds a way where open edges
    alone have none, and it does find none where open edges would have one."""
    monkeypatch.setattr(finish, "QUICK_STEPS", 1)  # every question goes to the second phase
    answers = []
    for seed in range(8):
        state, rnd = RULES.initial_state(2 + seed % 3, seed), random.Random(seed)
        while not state.over:
            for k, line in enumerate(state.lines):
                if line.path and not line.finished:
                    work = Dig(state, line.owner, fresh=True)
                    answer = finish.finish_in_reach(work, k)
                    assert answer == exhaustive(Dig(state, line.owner, fresh=True), k)
                    looser = open_edges_reach(work, k)
                    assert looser or not answer
                    answers.append((answer, looser))
            state = RULES.apply(state, RULES.random_move(state, rnd))
    assert len(answers) > 100 and {(True, True), (False, False), (False, True)} <= set(answers)
