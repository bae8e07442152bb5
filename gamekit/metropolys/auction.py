"""One auction (przetarg) per turn: the moves Bid and Pass, and the auction rules M-TURN-1, M-TURN-2, M-TURN-3,
M-AUCTION-1, M-AUCTION-2, M-AUCTION-3, M-AUCTION-4, M-AUCTION-5, M-AUCTION-6, M-AUCTION-7, M-AUCTION-8, M-AUCTION-9,
M-AUCTION-10, M-AUCTION-11, M-AEND-1, M-AEND-2, M-AEND-3, M-AEND-4, M-AEND-5, M-GAP-17, M-GAP-18.

The opener puts any of their buildings, number up, in any empty neighbourhood in play. Then, clockwise,
each seat that has not passed outbids (a higher number, in an empty neighbourhood next to the last bid) or
passes. Passing is final: a seat that passed is never the current player again in this auction
(M-AUCTION-8), so moves need not name a seat. A seat that cannot outbid, for want of a higher building or
of an empty neighbourhood next to the last bid, passes automatically (M-AUCTION-10, M-GAP-18), so the
current player always has a bid to make. The last bid wins when no one else is left to outbid it.

Seats sit clockwise in COLOURS order, as in the rulebook's example (Blue, Grey, Red, White).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from gamekit.core import IllegalMove
from gamekit.i18n import N_, _
from gamekit.metropolys.city import CITY, DISTRICTS, RIVER, across_water
from gamekit.metropolys.scoring import Building
from gamekit.metropolys.words import Names, seat_name

if TYPE_CHECKING:
    from gamekit.metropolys.rules import State

VALUES = tuple(range(1, 14))  # each seat's buildings (M-COMP-2, M-SETUP-7)
_ENDINGS = {  # M-AEND-1
    1: N_("all the other players passed"),
    2: N_("no empty neighbourhood was next to the last bid, so nobody could place a building"),
    3: N_("nobody could outbid the last bid"),
}


def _endings() -> dict[int, str]:
    return {k: _(why) for k, why in _ENDINGS.items()}


ENDINGS = Names(_endings)  # in the language shown now


@dataclass(frozen=True, slots=True)
class Bid:
    """The current player puts their building `value`, number up, in `neighbourhood`: an opening bid
    (M-AUCTION-1) or an outbid (M-AUCTION-3, M-AUCTION-4, M-AUCTION-5, M-AUCTION-6, M-AUCTION-7)."""

    neighbourhood: str
    value: int

    def __str__(self) -> str:
        return _("bid {value} on {neighbourhood}").format(value=self.value, neighbourhood=self.neighbourhood)


@dataclass(frozen=True, slots=True)
class Pass:
    """The current player drops out of this auction for good (M-AUCTION-3, M-AUCTION-8)."""

    def __str__(self) -> str:
        return _("pass")


class Offer(NamedTuple):
    """A bid standing on the board during an auction, its number up for all to see (M-AUCTION-2)."""

    neighbourhood: str
    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class Auction:
    """The auction under way: who opened it, whose turn it is, the bids in order (the last one is the
    high bid), and the seats that passed; `forced` are those that passed because they could not outbid."""

    opener: int
    active: int
    bids: tuple[Offer, ...] = ()
    passed: frozenset[int] = frozenset()
    forced: frozenset[int] = frozenset()

    @property
    def high(self) -> Offer | None:
        return self.bids[-1] if self.bids else None


@dataclass(frozen=True, slots=True)
class Result:
    """How an auction ended: the building constructed, the token taken with it, which of the three ways
    it ended (M-AEND-1: see ENDINGS) and all its bids."""

    building: Building
    token: str | None
    ended_by: int
    bids: tuple[Offer, ...]

    @property
    def winner(self) -> int:
        return self.building.owner


def open_places(neighbours: tuple[str, ...], taken: frozenset[str], bids: tuple[Offer, ...]) -> list[str]:
    """The empty neighbourhoods among `neighbours`: no constructed building and no bid (M-AUCTION-6, M-AUCTION-9)."""
    bidding = {b.neighbourhood for b in bids}
    return [n for n in neighbours if n not in taken and n not in bidding]


def next_bidder(
    players: int,
    hands: tuple[int, ...],
    high: Offer,
    passed: frozenset[int],
    forced: frozenset[int],
    after: int,
    can_place: bool,
) -> tuple[int | None, frozenset[int], frozenset[int]]:
    """The next seat clockwise after `after` that has not passed (M-AUCTION-3, M-AUCTION-11). A seat with no higher
    building, or facing a last bid with no empty neighbour, passes automatically (M-AUCTION-10, M-GAP-18).
    Returns (that seat, or None when the auction is over, passed, forced); the high bidder is never asked
    to outbid themselves (M-GAP-17)."""
    shift = high.value + 1  # hands[seat] >> shift is non-zero when the seat holds a higher building
    seat = after
    while True:
        seat = seat + 1 if seat + 1 < players else 0
        if seat == high.seat:  # back to the high bidder: the others all passed (M-AEND-1, M-GAP-17)
            return None, passed, forced
        if seat in passed:  # M-AUCTION-8: a seat that passed may not bid again in this auction
            continue  # M-AUCTION-11: round and round, skipping those who passed
        if can_place and hands[seat] >> shift:
            return seat, passed, forced
        passed, forced = passed | {seat}, forced | {seat}  # M-AUCTION-10: must pass


def problem(state: State, move: object) -> IllegalMove | None:
    """Why `move` is not allowed now, or None: the one legality check of the game (rules.why_illegal)."""
    setup, auction = state.setup, state.auction
    if state.over:
        return IllegalMove(_("The game is over: a player has constructed their last building."), "M-GEND-1")
    seat = auction.active
    opening = not auction.bids
    if type(move) is Pass:  # M-AUCTION-3: outbid or pass
        if opening:
            return IllegalMove(
                _("The starting player must open the auction with a bid: passing is not allowed here."), "M-AUCTION-1"
            )
        return None
    if type(move) is not Bid:
        return IllegalMove(
            _("{move} is not a move of Metropolys: bid with Bid(neighbourhood, value) or pass with Pass().").format(
                move=repr(move)
            ),
            "M-AUCTION-3",
        )
    n, value = move.neighbourhood, move.value
    if type(n) is not str or n not in CITY:
        return IllegalMove(
            _("There is no neighbourhood {name} on the board: neighbourhoods are named like C7 or N3.").format(
                name=repr(n)
            ),
            "M-COMP-8",
        )
    if n not in setup.neighbours:
        district = DISTRICTS[CITY.nodes[n]["district"]]
        return IllegalMove(
            _("The {district} district is not used in a {players}-player game, so nobody may build in {n}.").format(
                district=district, players=setup.players, n=n
            ),
            "M-PC-2" if setup.players == 3 else "M-PC-3",
        )
    if n in state.taken:
        return IllegalMove(
            _("{n} already has a constructed building: bid in an empty neighbourhood.").format(n=n),
            "M-AUCTION-1" if opening else "M-AUCTION-6",
        )
    for offer in auction.bids:  # bids stay on the board until the auction ends (M-AUCTION-9), so not empty
        if offer.neighbourhood == n:
            return IllegalMove(
                _(
                    "{n} holds {seat}'s bid of {value}, which stays there until this auction ends: outbid in an"
                    " empty neighbourhood next to {high}."
                ).format(n=n, seat=seat_name(offer.seat), value=offer.value, high=auction.bids[-1].neighbourhood),
                "M-AUCTION-6",
            )
    if type(value) is not int or value not in VALUES:
        return IllegalMove(
            _("There is no building {value}: each player's buildings are numbered 1 to 13.").format(value=repr(value)),
            "M-COMP-2",
        )
    if not opening:
        high = auction.bids[-1]
        if n not in setup.neighbours[high.neighbourhood]:
            water = across_water(n, high.neighbourhood)
            if water is not None:
                across = (
                    _(
                        "{n} is across the river from {high}, where the bid to outbid stands: bids may cross bridges,"
                        " but not lakes or the river."
                    )
                    if water == RIVER
                    else _(
                        "{n} is across lake {lake} from {high}, where the bid to outbid stands: bids may cross bridges,"
                        " but not lakes or the river."
                    )
                )
                lake = water.removeprefix("lake ")
                return IllegalMove(across.format(n=n, high=high.neighbourhood, lake=lake), "M-AUCTION-7")
            return IllegalMove(
                _(
                    "{n} is not next to {high}, where the bid to outbid stands: an outbid goes in an empty"
                    " neighbourhood next to it."
                ).format(n=n, high=high.neighbourhood),
                "M-AUCTION-5",
            )
        if value <= high.value:
            return IllegalMove(
                _("A bid of {value} does not outbid {high}: the value must exceed {high}.").format(
                    value=value, high=high.value
                ),
                "M-AUCTION-4",
            )
    if not state.hands[seat] >> value & 1:  # a building bidding now is lower than the high bid: caught above
        return IllegalMove(
            _(
                "{seat}'s building {value} is already constructed, and it stays on the board: bid with a building"
                " still in hand."
            ).format(seat=seat_name(seat), value=value),
            "M-AEND-2",
        )
    return None
