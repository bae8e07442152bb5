"""The fast path (`RULES.random_move` + `RULES.apply`, issue 15 point 10) keeps every game exact: its shortcuts
agree with the full checks on states of random games, and `random_move` draws the same moves as when it built
every list and drew from it with `rnd.choice`, so a seed plays the same game and the moves keep their odds."""

import random
from dataclasses import FrozenInstanceError, replace
from itertools import product

import pytest

from gamekit.core import rng
from gamekit.warsaw import KINDS, MAP, RULES, STYLES, EndRealisation, Pass
from gamekit.warsaw.bridges import bridge_problem, legal_bridges
from gamekit.warsaw.functions import usable
from gamekit.warsaw.map import ends
from gamekit.warsaw.metro import ALL_EDGES, legal_segments, metro_network, metro_problem, network
from gamekit.warsaw.placement import ZONES, building_problem, legal_hexes
from gamekit.warsaw.planning import legal_foundations, random_delegation
from gamekit.warsaw.playouts import pick
from gamekit.warsaw.realisation import legal_bridge_moves, legal_builds, legal_metro
from gamekit.warsaw.state import evolve


def reference_random_move(state, rnd):
    """`random_move` as it was drawn before the fast path learnt to draw without listing: each kind's full list
    of legal moves, then `rnd.choice` from it."""
    if state.window or state.discarding is not None or state.phase == "norms":
        return rnd.choice(RULES.legal_moves(state))
    if rnd.random() < 5 / 6:
        if state.phase == "planning":
            makers = [legal_foundations, usable, lambda s: [m for m in [random_delegation(s, rnd)] if m]]
        else:
            makers = [legal_builds, usable, legal_metro, legal_bridge_moves]
        start = 0 if rnd.random() < 0.6 else 1
        for make in makers[start:] + makers[:start]:
            moves = make(state)
            if moves:
                return rnd.choice(moves)
    return Pass() if state.phase == "planning" else EndRealisation()


def random_states(games, every):
    """Every `every`-th state of `games` random fast-path games, 3, 4 and 5 players in turn."""
    for number in range(games):
        players = (3, 4, 5)[number % 3]
        state, rnd = RULES.initial_state(players, number), rng(number, "playout")
        for step in range(10**4):
            if RULES.is_over(state):
                break
            if step % every == 0:
                yield state
            state = RULES.apply(state, RULES.random_move(state, rnd))


def test_random_move_draws_as_from_the_full_lists_and_only_legal_moves():
    """Same seed, same moves: at every step the fast path's move is the one the full lists give (so the odds
    of each move are unchanged), and it is legal."""
    for number in range(9):
        players = (3, 4, 5)[number % 3]
        state, fast, listed = RULES.initial_state(players, number), rng(number, "x"), rng(number, "x")
        while not RULES.is_over(state):
            move = RULES.random_move(state, fast)
            assert move == reference_random_move(state, listed)
            assert RULES.why_illegal(state, move) is None, move
            state = RULES.apply(state, move)
        assert fast.getstate() == listed.getstate()


def test_pick_draws_as_choice_from_the_flat_list():
    groups_of = [[], [("a", [])], [("a", [1, 2, 3])], [("a", []), ("b", [1]), ("c", [2, 3, 4, 5]), ("d", [])]]
    for seed, groups in product(range(40), groups_of):
        flat = [(key, item) for key, items in groups for item in items]
        one, other = random.Random(seed), random.Random(seed)
        assert pick(one, groups) == (other.choice(flat) if flat else None)
        assert one.getstate() == other.getstate()


def test_the_shortcuts_agree_with_the_full_checks_on_random_games():
    """The metro's corner degrees and lines are the networkx graph's; `legal_hexes`, `legal_bridges` and
    `legal_segments` are exactly where `building_problem`, `bridge_problem` and `metro_problem` allow."""
    seen = []
    for state in random_states(games=6, every=25):
        board, players, stage = state.board, state.players, state.stage
        graph, net = network(board), metro_network(board)
        assert dict(net.degree) == dict(graph.degree)
        assert net.lines == (1 + sum(d == 3 for _, d in graph.degree) if graph else 0)
        for owner in range(players):
            for kind, style, zone in product(KINDS, (None, *STYLES), (None, *ZONES)):
                allowed = {
                    h for h in MAP.hexes if building_problem(board, players, stage, h, kind, owner, style, zone) is None
                }
                assert legal_hexes(board, players, stage, kind, owner, style, zone) == allowed
            bridges = {e for e in MAP.river_edges if bridge_problem(board, players, *ends(e), owner) is None}
            assert legal_bridges(board, players, owner) == bridges
            segments = legal_segments(board, players, stage, owner)
            for edge in ALL_EDGES:
                tunnels = [None, *(ends(river) for river in MAP.river_edges)]
                works = {t for t in tunnels if metro_problem(board, players, stage, *ends(edge), owner, t) is None}
                assert works == ({*map(ends, segments[edge])} or {None} if edge in segments else set()), edge
        seen.append((net.lines, board.tunnel is not None))
    assert len(seen) > 30 and {(2, True), (1, False), (0, False)} <= set(seen)  # a branch, a tunnel, no metro


def test_evolve_makes_what_replace_makes():
    state = RULES.initial_state(4, 2)
    changed, seat = evolve(state, active=3, extra=True), evolve(state.seats[1], fund=2, hand=(6,))
    assert changed == replace(state, active=3, extra=True) and hash(changed) == hash(replace(changed))
    assert seat == replace(state.seats[1], fund=2, hand=(6,)) and (state.active, state.seats[1].fund) != (3, 2)
    with pytest.raises(TypeError, match="no field activ"):
        evolve(state, activ=3)
    with pytest.raises(FrozenInstanceError):
        changed.active = 1
