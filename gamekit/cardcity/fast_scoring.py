"""The score sheets of many cities one card away from the same city, fast: the bots' hot loop (a Greedy move, and
the order in which a Search tries its moves, weigh every card of the hand at every legal place, both ways up).

`sheets_after(cells, moves, goals, variant, hard_kind)` gives, for each (card, x, y, turned), the row that
`score_city` (gamekit/cardcity/scoring.py) gives the city with that card laid: the same numbers, worked out from the
base city once a move, once per legal place and once per card there (gamekit/cardcity/fast_city.py for districts
and roads, gamekit/cardcity/fast_goals.py for the goal cards). `score_city` stays the reference for boards and
lessons; tests/cardcity/test_cardcity_fast_scoring.py checks the two agree row by row on thousands of cities, for
every goal card and variant.

Why a second way (measured 2026-11-26 on the 2-core lab machine, shared with other work): a Greedy move weighs ~300
cities, and `score_city` spends ~0.12 ms on each (87% of a Greedy game, in networkx graphs for the districts and
roads, then the goals): ~35 ms a move, and 0.64-0.69 s a Greedy-against-Greedy game (`gamekit.lab.tournament`,
serial), so 1,000 games on 2 cores took about 320 s against the lab's target of 60 s. `sheets_after` weighs the same
cities in ~2.9 ms a move: 0.061 s a game serial (200 games), and 200 games in 6.6 s with joblib on 2 workers
(1,000 in about 33 s), with the same moves and the same tables.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from gamekit.cardcity.cards import CARDS
from gamekit.cardcity.city import KINDS, City
from gamekit.cardcity.fast_city import Base, Roads, face_of
from gamekit.cardcity.fast_goals import FAST_GOALS, ROAD_GOALS
from gamekit.cardcity.fast_hole import Hole, Rate

NO_ROADS: Roads = (0, 0, 0, 0, 0, 0)
CARD_FACES = {(card, turned): face_of(card, turned) for card in CARDS for turned in (False, True)}


def sheets_after(
    cells: City,
    moves: Iterable[tuple[int, int, int, bool]],
    goals: Sequence[int] = (),
    variant: str = "normal",
    hard_kind: str | None = None,
) -> list[tuple[int, ...]]:
    """For each (card, x, y, turned) of `moves`, the sheet's row of `score_city(grown, goals, variant, hard_kind)`,
    where `grown` is `cells` with that card laid there (a legal place of a city that is not empty)."""
    roads_count = variant != "easy" or not ROAD_GOALS.isdisjoint(goals)
    base = Base(cells, roads_count, 14 in goals)
    ready = [FAST_GOALS[number](base) for number in goals]
    holes: dict[tuple[int, int], tuple[Hole, list[Rate]]] = {}
    hard, easy = variant == "hard", variant == "easy"
    scoring = KINDS.index(hard_kind) if hard_kind else None
    rows = []
    for card, x, y, turned in moves:
        found = holes.get((x, y))
        if found is None:
            hole = Hole(base, x, y)
            found = holes[x, y] = hole, [at(hole) for at in ready]
        hole, rates = found
        face = CARD_FACES[card, turned]
        a, b, c, d = face.spots
        table = hole.sizes
        sizes = table[a][0], table[b][1], table[c][2], table[d][3]
        roads = hole.roads(face) if roads_count else NO_ROADS
        if hard:  # as score_city: only the chosen kind, or the first kind with the largest district
            k = sizes.index(max(sizes)) if scoring is None else scoring
            row = [0, 0, 0, 0]
            row[k] = sizes[k]
        else:
            row = list(sizes)
        row.append(0 if easy else -roads[0])
        for rate in rates:
            row.append(rate(face, sizes, roads))
        rows.append(tuple(row))
    return rows
