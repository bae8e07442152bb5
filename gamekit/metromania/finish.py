"""Where a line may end: on the half of the city opposite its start, unless that is no longer possible
(MM-END-2, MM-GAP-11). "No longer possible" is decided exactly, by a search for a real way there.

A line may end on an end arrow of its own half (its start side or the two next to it) only when no sequence
of legal segments takes it, from where it stands now, to a free end arrow on the far half. The search tries
segments on the Dig itself (`Dig.segments`, `take`, `undo`), so every step obeys the very rules of play:
no acute turn without a station (stations made on the way count), the line never touching itself, room
for each tunnel's marker, no foreign arrow, the tunnel markers left, and a location marker from the
player's hand for each spot dug (used up once laid). The board is taken as it stands: what others may
build later is not guessed. The way may take several moves, so one location marker a move (MM-LOC-2) is
no limit here, and how the player splits its 3 tunnels a move between its lines is not looked at.

    blocked corner:   a line dug into the corner (-5, 5) can only turn back at an acute angle, so it can
                      never reach the far half, and it may end on a black arrow of its own half.
"""

from __future__ import annotations

import functools

import networkx as nx

from gamekit.metromania.city import City
from gamekit.metromania.lines import TUNNELS

CACHE_SIZE = 1024  # answers kept, by board (board_key)
QUICK_STEPS = 300  # segments the quick search may try
_answers: dict[tuple, bool] = {}


def far_half(work, k: int) -> tuple[int, int, int]:
    """The sides facing line k's start side (MM-END-2)."""
    city = work.city
    return city.opposite_half(city.arrow_side[work.paths[k][0]])


def far_end(work, k: int, b: int) -> bool:
    """Is end arrow b on the far half for line k?"""
    return work.city.arrow_side[b] in far_half(work, k)


def may_end(work, k: int, b: int) -> bool:
    """MM-END-2: may line k end on end arrow b? On the far half always; elsewhere only when it can no longer
    get to a free end arrow on the far half."""
    return far_end(work, k, b) or not finish_in_reach(work, k)


@functools.lru_cache(maxsize=1024)
def nearest(city: City, targets: tuple[int, ...]) -> tuple[int, ...]:
    """Vertex id → the fewest edges to one of the vertex ids `targets`, on an open lattice."""
    return tuple(map(min, zip(*(city.steps[t] for t in targets))))


def finish_in_reach(work, k: int) -> bool:
    """Is there a sequence of legal segments taking line k from its tip to a free end arrow on the far half,
    within the tunnel markers it has left (MM-LINE-6)? A quick search guided by the distance on an open
    lattice first; if it has not decided after a few hundred steps, a search guided by the distance over
    the edges still open to the line, turning only where it may (`distances`)."""
    city, path = work.city, work.paths[k]
    half = far_half(work, k)
    targets = tuple(v for v in city.end_arrows if city.arrow_side[v] in half and not work.arrow_taken >> v & 1)
    budget = TUNNELS + 1 - len(path)
    if not targets or min(city.steps[path[-1]][t] for t in targets) > budget:
        return False
    key = (k, board_key(work))
    found = _answers.get(key)
    if found is None:
        laid, work.marker_laid = work.marker_laid, False
        near = nearest(city, targets)
        found = _search(work, k, frozenset(targets), lambda b, d: near[b], budget, [QUICK_STEPS])
        if found is None:
            ends = frozenset(targets)
            left = distances(work, k, ends)
            unbounded = _search(work, k, ends, lambda b, d: 0 if b in ends else left.get((b, d), budget), budget, [-1])
            found = bool(unbounded)  # with no step limit the search never gives up (None)
        work.marker_laid = laid
        if len(_answers) >= CACHE_SIZE:
            _answers.clear()
        _answers[key] = found
    return found


def board_key(work) -> tuple:
    """Everything on a Dig's board that decides which segments are legal, as one hashable value."""
    return (
        work.setup,
        work.sandbox,
        work.seat,
        work.markers,
        work.dug,
        work.station_mask,
        work.stations_left,
        tuple(map(tuple, work.paths)),
        tuple(work.load),
    )


def _search(work, k: int, targets: frozenset[int], bound, budget: int, steps_left: list[int]) -> bool | None:
    """Depth first, nearest first: can line k reach one of `targets` in at most `budget` segments? `bound(b,
    d)` is a lower bound on the segments from vertex b entered in direction d; None once `steps_left`
    (counted down, unless negative) runs out."""
    if steps_left[0] == 0:
        return None
    steps_left[0] -= 1
    work.marker_laid = False  # the next tunnel may come in a move of its own (MM-LOC-2)
    city = work.city
    colour, hops = city.arrow_colour, city.hops
    steps = sorted(
        ((bound(step.b, hops[step.a, step.b][1]), step) for step in work.segments((k,), every_letter=True, ends=False)),
        key=lambda item: item[0],
    )
    for left, step in steps:
        b = step.b
        if colour[b] == 2:
            if b in targets:
                return True
            continue  # an end arrow elsewhere would end the line here
        if left >= budget:
            break
        token = work.take(step)
        found = _search(work, k, targets, bound, budget - 1, steps_left)
        work.undo(token)
        if found is not False:
            return found
    return False


def distances(work, k: int, targets: frozenset[int]) -> dict[tuple[int, int], int]:
    """For each (vertex b, direction d the line entered it by), the fewest segments from there to one of
    `targets` (missing: never), on the board as it stands, in a networkx graph of those states: along edges
    that could ever take the line's tunnel, never onto the line itself nor a foreign arrow, and turning at an
    acute angle only at a station or where one could appear (another line passes). The tip of a line not
    dug yet has direction -1. It leaves out only what the line's own new tunnels would change, so it never
    counts more segments than a real way takes: a lower bound for the search."""
    city, at, kbit, tip = work.city, work.at, 1 << k, work.paths[k][-1]
    graph: nx.DiGraph[tuple[int, int] | str] = nx.DiGraph()
    for (a, b), (_, d_out, _, _) in city.hops.items():
        if a != tip and (at[a] & kbit or city.arrow_colour[a]):
            continue
        after: tuple[int, int] | str
        if b in targets:
            after = "end"
        elif at[b] & kbit or city.arrow_colour[b]:
            continue
        else:
            after = (b, d_out)
        if not _may_ever_fit(work, k, a, b):
            continue
        acute = work.station_mask >> a & 1 or (work.stations_left and at[a] & ~kbit)
        for d_in in range(-1, 6) if a == tip else range(6):
            turn = (d_out - d_in) % 6
            if d_in < 0 or turn in (0, 1, 5) or (turn in (2, 4) and acute):
                graph.add_edge((a, d_in), after)
    if "end" not in graph:
        return {}
    return nx.single_source_shortest_path_length(graph.reverse(copy=False), "end")


def _may_ever_fit(work, k: int, a: int, b: int) -> bool:
    """Could a tunnel of line k ever lie along a-b, whatever the line digs first? Only if the lines already
    along that edge leave one of its triangles for it: a plain one, or a free spot the player could dig.
    (Whether a plain triangle is free now is not enough to say no: the line's own new tunnels may
    link its group of triangles to one with room to spare, see lines.Room.)"""
    plain, spots = work.sides(work.city.hops[a, b][0])
    usable = spots if work.sandbox else {step.spot for step in work.placings(k, a, b, False) if step.spot}
    return work.along[work.city.hops[a, b][0]].bit_count() < len(plain) + len(usable)
