"""The bots' estimate of a Metropolys position (`gamekit.bots`): for a greedy move when the score is flat (most bids
change nothing until the auction ends) and for a search cut short. It reads a full state, which a bot has only as a
sample of what its seat cannot know.

The estimate of a seat's final points: its sheet as the city stands, with its own secret cards counted (M-GEND-2),
plus half of what it would gain or lose if the auction under way ended now (the high bid constructed and its token
taken, M-AEND-2, M-AEND-3: the high bid may still be beaten), plus a little for the numbers in hand once the other
bids are back (M-AEND-4): high numbers win later auctions (M-AUCTION-4), so spending a 13 where a 3 would do costs
something.
"""

from __future__ import annotations

import functools
from typing import NamedTuple

from gamekit.metropolys.rules import RULES, State, construct, hand

SCALE = 5.0  # points that make a clear lead (the search's rewards)
DEPTH = 6  # random moves a search plays before it estimates: random bids to the end tell little (measured)
EXPLORATION = 0.3  # the search's UCB constant: estimates close together, so explore less (measured)
HAND_WEIGHT = 0.15  # points per number held: a 13 in hand is worth about 2 points
# the share of the auction's outcome counted before it ends: a bot that played by this estimate alone won about half
# of its games against Greedy with 0.5, a quarter with 1 (the whole gain, as if the high bid could not be beaten)
PENDING_WEIGHT = 0.5


class Estimate(NamedTuple):
    """Each seat's total now, its total if the auction ended now, and the numbers it would then hold."""

    now: tuple[int, ...]
    ended: tuple[int, ...]
    held: tuple[int, ...]


def heuristic(state: State, seat: int) -> float:
    found = estimate(state)
    now = found.now[seat]
    return now + PENDING_WEIGHT * (found.ended[seat] - now) + HAND_WEIGHT * found.held[seat]


@functools.lru_cache(maxsize=4)
def estimate(state: State) -> Estimate:
    """The sheets of `state`, once for all its seats: every seat's row counts only its own cards, so the revealed
    sheet is the one each seat would see of itself."""
    seats = range(state.players)
    now = RULES.score(state, None, reveal=True)
    ended_state = state
    if state.auction.bids and not state.over:
        ended_state = construct(state, state.hands, state.auction.bids, 1)
    ended = RULES.score(ended_state, None, reveal=True) if ended_state is not state else now
    return Estimate(
        tuple(now.total(s) for s in seats),
        tuple(ended.total(s) for s in seats),
        tuple(sum(hand(ended_state, s)) for s in seats),
    )
