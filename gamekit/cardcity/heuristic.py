"""The bots' estimate of a card-city position (`gamekit.bots`): for a greedy move where two ways of laying a card
score the same, and for a search cut short. It reads a full state, which a bot has only as a sample of what its
seat cannot know.

The estimate of the team's final points: the shared sheet as the city stands (C-SCORE-1), less a little for every
legal place on its edge: a compact city keeps its districts and roads easy to join (C-SCORE-2, C-SCORE-6).
"""

from __future__ import annotations

from gamekit.cardcity.rules import RULES, State

SCALE = 3.0  # points that tell two cities apart (the search's co-op reward)
DEPTH = 0  # searches estimate where their tree ends: cards laid at random spoil a city (measured)
EDGE_WEIGHT = 0.02  # points per legal place on the city's edge


def heuristic(state: State, seat: int) -> float:
    return RULES.score(state, seat, reveal=False).total(0) - EDGE_WEIGHT * len(state.anchors)
