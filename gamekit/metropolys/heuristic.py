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

from gamekit.metropolys.auction import VALUES
from gamekit.metropolys.rules import RULES, State, construct
from gamekit.metropolys.scoring import HEIGHTS, Building

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


def estimate(state: State) -> Estimate:
    """The sheets of `state`, once for all its seats: every seat's row counts only its own cards, so the revealed
    sheet is the one each seat would see of itself. A bot asks for every seat of one position in turn, so the last
    answer is kept with the very state it was made from."""
    last = _LAST_ESTIMATE[0]
    if last[0] is state:
        return last[1]
    now = totals(state)
    ended_state = state
    if state.auction.bids and not state.over:
        ended_state = construct(state, state.hands, state.auction.bids, 1)
    ended = totals(ended_state) if ended_state is not state else now
    found = Estimate(now, ended, tuple(held(mask) for mask in ended_state.hands))
    _LAST_ESTIMATE[0] = state, found
    return found


_LAST_ESTIMATE: list[tuple[State | None, Estimate]] = [(None, Estimate((), (), ()))]


@functools.cache
def held(mask: int) -> int:
    """The sum of the numbers in a hand (`State.hands`: bit v set while building v is held)."""
    return sum(v for v in VALUES if mask >> v & 1)


def totals(state: State) -> tuple[int, ...]:
    """Every seat's total on the revealed sheet, worked out once for each different sheet (a bid that ends
    nothing leaves the sheets as they were)."""
    key = (state.setup.variant, state.setup.goals, sheet_key(state))
    found = _TOTALS.get(key)
    if found is None:
        if len(_TOTALS) >= KEPT:
            _TOTALS.clear()
        score = RULES.score(state, None, reveal=True)
        found = _TOTALS[key] = tuple(score.total(s) for s in range(state.players))
    return found


_TOTALS: dict[tuple, tuple[int, ...]] = {}
KEPT = 4096  # sheets (and buildings) remembered: a game sees a few thousand


def sheet_key(state: State) -> tuple:
    """What every sheet of `state` depends on, its variant and secret cards aside: each building's place, owner
    and height (its number counts only as a height, and only in the Advanced game: M-ADV-2), the tokens and the two
    special cards. A seat's own sheet shows no other seat's secret cards (M-GEND-2), so the bots may preview on a
    sample."""
    return buildings(state.built, state.setup.variant), state.gained, state.metro_card, state.archaeology_card


def buildings(built: tuple[Building, ...], variant: str) -> tuple[tuple[str, int, int], ...]:
    """Each building's place, owner and height (0 in the Family game, where a building's number never counts).
    Most positions a bot weighs share their buildings with the one before (a bid constructs nothing), so recent
    answers are kept with the very tuples they were made from; and an auction's end adds one building to the
    last buildings asked for, so only that one is looked at."""
    last = _LAST_BUILDINGS.get(id(built))
    if last is None or last[0] is not built or last[1] != variant:
        if len(_LAST_BUILDINGS) >= KEPT:
            _LAST_BUILDINGS.clear()
        heights = HEIGHTS if variant == "advanced" else NO_HEIGHTS
        before = _RECENT[0]
        if before[1] == variant and len(built) == len(before[0]) + 1 and built[:-1] == before[0]:
            new = built[-1]
            found = (*before[2], (new.neighbourhood, new.owner, heights[new.value]))
        else:
            found = tuple((b.neighbourhood, b.owner, heights[b.value]) for b in built)
        last = _LAST_BUILDINGS[id(built)] = built, variant, found  # the tuple is kept: its id names no other
    _RECENT[0] = last
    return last[2]


NO_HEIGHTS = dict.fromkeys(HEIGHTS, 0)
Projected = tuple[tuple[Building, ...], str, tuple[tuple[str, int, int], ...]]  # buildings, variant, projection
_LAST_BUILDINGS: dict[int, Projected] = {}
_RECENT: list[Projected] = [((), "", ())]  # the last buildings asked for
