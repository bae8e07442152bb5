"""The bots' estimate of a Metropolys position (`gamekit.bots`): for a greedy move when the score is flat (most bids
change nothing until the auction ends) and for a search cut short. It reads a full state, which a bot has only as a
sample of what its seat cannot know.

The estimate of a seat's final points: its sheet as it would stand if the auction under way ended now (the high bid
constructed and its token taken, M-AEND-2, M-AEND-3; the other bids back in hand, M-AEND-4), with its own secret
cards counted (M-GEND-2), plus a little for the numbers still in hand: high numbers win later auctions
(M-AUCTION-4), so spending a 13 where a 3 would do costs something.
"""

from __future__ import annotations

import functools
from typing import NamedTuple

from gamekit.core import Score
from gamekit.metropolys.rules import RULES, State, construct, hand

SCALE = 5.0  # points that make a clear lead (the search's rewards)
DEPTH = 6  # random moves a search plays before it estimates: random bids to the end tell little (measured)
EXPLORATION = 0.3  # the search's UCB constant: estimates close together, so explore less (measured)
HAND_WEIGHT = 0.15  # points per number held: a 13 in hand is worth about 2 points


def heuristic(state: State, seat: int) -> float:
    ended = settled(state)
    return ended.score.total(seat) + HAND_WEIGHT * sum(hand(ended.state, seat))


class Settled(NamedTuple):
    state: State
    score: Score


@functools.lru_cache(maxsize=4)
def settled(state: State) -> Settled:
    """The state as if the auction under way ended now, and its sheet with every seat's own cards (each seat's row
    counts only its own cards, so it is the sheet that seat would see): once per state, for all its seats."""
    if state.auction.bids and not state.over:
        state = construct(state, state.hands, state.auction.bids, 1)
    return Settled(state, RULES.score(state, None, reveal=True))
