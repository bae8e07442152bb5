"""The bots' estimate of a card-city position (`gamekit.bots`): for a greedy move where two ways of laying a card
score the same, and for a search cut short. It reads a full state, which a bot has only as a sample of what its
seat cannot know.

The estimate of the team's final points: the shared sheet as the city stands (C-SCORE-1), less a little for every
legal place on its edge: a compact city keeps its districts and roads easy to join (C-SCORE-2, C-SCORE-6).

`margins_after` gives Greedy its two measures for all the moves of a turn at once (the hook of `gamekit.bots.base`):
the sheets from `gamekit.cardcity.fast_scoring.sheets_after`, the same numbers as `score_city`'s, ~10 times faster.
"""

from __future__ import annotations

from collections.abc import Sequence

from gamekit.cardcity.city import anchors_after
from gamekit.cardcity.fast_scoring import sheets_after
from gamekit.cardcity.rules import RULES, PlayCard, State

SCALE = 3.0  # points that tell two cities apart (the search's co-op reward)
DEPTH = 0  # searches estimate where their tree ends: cards laid at random spoil a city (measured)
EDGE_WEIGHT = 0.02  # points per legal place on the city's edge


def heuristic(state: State, seat: int) -> float:
    return RULES.score(state, seat, reveal=False).total(0) - EDGE_WEIGHT * len(state.anchors)


def margins_after(state: State, moves: Sequence[PlayCard], seat: int) -> tuple[list[float], list[float]]:
    """For Greedy (`gamekit.bots.greedy`), the team's total after each move and the estimate after it (`heuristic`),
    all at once. Every row of the sheet is public, so `state` may be a sample; the legal places a move opens are
    those of `anchors_after` not yet known (`gamekit.cardcity.city.laid`)."""
    rows = sheets_after(
        state.cells, [(m.card, m.x, m.y, m.turned) for m in moves], state.goals, state.variant, state.hard_kind
    )
    places: dict[tuple[int, int], int] = {}
    margins: list[float] = []
    leads: list[float] = []
    for move, row in zip(moves, rows):
        total = sum(row)
        opened = places.get((move.x, move.y))
        if opened is None:
            known = state.anchor_set
            opened = places[move.x, move.y] = sum(a not in known for a in anchors_after(move.x, move.y))
        margins.append(total)
        leads.append(total - EDGE_WEIGHT * (len(state.anchors) + opened))
    return margins, leads
