"""The game of Metropolys as a pure rules object over frozen states: set-up, the turn of auctions, the constructed
building and its token, and the end. M-SETUP-1, M-SETUP-2, M-SETUP-3, M-SETUP-4, M-SETUP-5, M-SETUP-6, M-SETUP-7,
M-SETUP-8, M-TURN-1, M-TURN-2, M-TURN-3, M-AEND-2, M-AEND-3, M-AEND-4, M-AEND-5, M-TOKEN-1, M-GEND-1, M-GEND-2,
M-ADV-1, M-ADV-4, M-ADV-5, M-PC-1, M-GAP-7, M-GAP-14, M-GAP-16.

Set-up: the tokens (Welcome or random layout) and the districts in play, and each seat's secret cards, all from the
seed; every seat holds buildings 1-13; the first player opens the first auction (chosen, or drawn from the seed). A
hand is kept as a bit mask: bit v is set while building v is in hand, neither constructed nor bidding on the board.
When an auction ends, the winning bid is constructed and takes its neighbourhood's token, the other bids go back to
their owners, and the winner opens the next auction. The game ends when a seat constructs its last building
(M-GAP-7), or when no empty neighbourhood is left to open an auction in (M-GAP-14).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from gamekit.core import IllegalMove, Match, Score, check_choice, check_seed, rng
from gamekit.core import playout as core_playout
from gamekit.i18n import _
from gamekit.metropolys.auction import (
    ENDINGS,
    VALUES,
    Auction,
    Bid,
    Offer,
    Pass,
    Result,
    next_bidder,
    open_places,
    problem,
)
from gamekit.metropolys.city import CITY, play_neighbours
from gamekit.metropolys.goals import VARIANTS, deal_goals, redeal_goals
from gamekit.metropolys.scoring import Building, score_city
from gamekit.metropolys.tokens import LAYOUTS, TOKEN_KINDS, Counts, gain, token_layout, unused_districts
from gamekit.metropolys.words import COLOURS, seat_name

PLAYER_COUNTS = (2, 3, 4)  # M-COMP-9
FULL_HAND = sum(1 << v for v in VALUES)  # 13 buildings each, whatever the player count (M-SETUP-7, M-PC-1)
BIDS = {n: (None, *(Bid(n, v) for v in VALUES)) for n in CITY}  # BIDS[n][v]: shared, immutable moves
PASS = Pass()


@dataclass(frozen=True, slots=True)
class Setup:
    """What stays fixed through a game: options, districts left out, the starting tokens, secret cards."""

    players: int
    seed: int
    variant: str
    layout: str
    first: int  # the seat that opens the first auction (M-SETUP-8, M-GAP-16)
    unused: tuple[str, ...]  # peripheral districts not in play (M-PC-2, M-PC-3)
    tokens: tuple[tuple[str, str], ...]  # (neighbourhood, token kind) at the start, sorted
    goals: tuple[tuple[str, ...], ...]  # each seat's secret cards (goals.py)
    neighbours: Mapping[str, tuple[str, ...]] = field(compare=False, repr=False)  # the play area's graph
    token_at: Mapping[str, str] = field(compare=False, repr=False)  # dict(tokens)


@dataclass(frozen=True, slots=True)
class State:
    """One moment of a game. `taken` (neighbourhoods with a constructed building) is `built`, as a set;
    `gained` counts each seat's tokens in TOKEN_KINDS order; `last` tells how the last auction ended."""

    setup: Setup
    hands: tuple[int, ...]  # bit masks, see the module docstring
    built: tuple[Building, ...]  # in the order constructed
    taken: frozenset[str]
    gained: tuple[Counts, ...]
    metro_card: int | None
    archaeology_card: int | None
    auction: Auction
    last: Result | None
    over: bool

    @property
    def players(self) -> int:
        return self.setup.players

    @property
    def tokens(self) -> dict[str, str]:
        """Neighbourhood → token kind, for the tokens still on the board."""
        return {n: kind for n, kind in self.setup.tokens if n not in self.taken}


def hand(state: State, seat: int) -> tuple[int, ...]:
    """The numbers of the buildings `seat` holds: neither constructed nor bidding now."""
    mask = state.hands[seat]
    return tuple(v for v in VALUES if mask >> v & 1)


def auction_targets(state: State) -> tuple[str, ...]:
    """Where the current player may bid now: any empty neighbourhood in play when opening, else the empty
    neighbourhoods next to the high bid (M-AUCTION-1, M-AUCTION-5, M-AUCTION-6, M-AUCTION-7). Empty when the game
    is over."""
    if state.over:
        return ()
    auction, neighbours = state.auction, state.setup.neighbours
    if not auction.bids:
        return tuple(n for n in neighbours if n not in state.taken)
    return tuple(open_places(neighbours[auction.bids[-1].neighbourhood], state.taken, auction.bids))


def bid_values(state: State) -> tuple[int, ...]:
    """The numbers the current player may bid now: any in hand when opening, else higher than the high
    bid (M-AUCTION-1, M-AUCTION-4)."""
    if state.over:
        return ()
    auction = state.auction
    floor = auction.bids[-1].value if auction.bids else 0
    return tuple(v for v in hand(state, auction.active) if v > floor)


def construct(state: State, hands: tuple[int, ...], bids: tuple[Offer, ...], ended_by: int) -> State:
    """End the auction: the last bid is constructed and takes its token, the other bids go back, and the
    winner opens the next auction. One turn, one building (M-TURN-1, M-TURN-2)."""
    setup = state.setup
    n, winner, value = bids[-1]
    back = list(hands)
    for offer in bids[:-1]:  # M-AEND-4, M-AUCTION-9: the other bids stood until now, and go back now
        back[offer.seat] |= 1 << offer.value
    building = Building(n, winner, value)  # M-AEND-2: the last bid is flipped and stays
    token = setup.token_at.get(n)  # M-AEND-3, M-TOKEN-1: only the winner's neighbourhood gives its token
    gained, metro_card, archaeology_card = state.gained, state.metro_card, state.archaeology_card
    if token is not None:
        gained, metro_card, archaeology_card = gain(gained, metro_card, archaeology_card, winner, token)  # M-SPEC-1
    taken = state.taken | {n}
    # M-TURN-3, M-GEND-1, M-ADV-5, M-GAP-7: a seat constructed its last building; M-GAP-14: no place to open
    over = not back[winner] or len(taken) == len(setup.neighbours)
    return State(
        setup,
        tuple(back),
        state.built + (building,),
        taken,
        gained,
        metro_card,
        archaeology_card,
        Auction(winner, winner),
        Result(building, token, ended_by, bids),
        over,
    )  # M-AEND-5: winner opens


class MetropolysRules:
    name = "metropolys"
    moves = {"Bid": Bid, "Pass": Pass}
    move_rule = "M-AUCTION-3"  # what a move of the wrong shape breaks: a turn is a bid or a pass

    def initial_state(
        self, players: int, seed: int, variant: str = "family", layout: str = "welcome", first_player: int | None = None
    ) -> State:
        unused = unused_districts(CITY, players, seed, layout)
        tokens = token_layout(CITY, players, seed, layout, unused)
        first = draw_first_player(players, seed) if first_player is None else first_player  # M-SETUP-8
        setup = Setup(
            players,
            seed,
            variant,
            layout,
            first,
            unused,
            tuple(sorted(tokens.items())),  # M-SETUP-2
            deal_goals(players, seed, variant),
            play_neighbours(unused),
            MappingProxyType(tokens),
        )
        # M-SETUP-5: the Metro and Archaeological site cards start beside the board, held by nobody (None)
        return State(
            setup,
            (FULL_HAND,) * players,
            (),
            frozenset(),
            ((0, 0, 0),) * players,
            None,
            None,
            Auction(first, first),
            None,
            False,
        )

    def current_player(self, state: State) -> int:
        return state.auction.active

    def is_over(self, state: State) -> bool:
        return state.over

    def why_illegal(self, state: State, move) -> IllegalMove | None:
        return problem(state, move)

    def legal_moves(self, state: State) -> list:
        if state.over:
            return []
        values = bid_values(state)
        moves = [BIDS[n][v] for n in auction_targets(state) for v in values]
        return moves + [PASS] if state.auction.bids else moves

    def candidate_moves(self, state: State) -> list:
        """Every bid of every number on every neighbourhood, passes, and a few malformed moves: legal and
        illegal alike (for the conformance tests)."""
        malformed: Callable[..., Bid] = Bid  # fields of the wrong type, on purpose: why_illegal must refuse them
        odd = [Bid("Z9", 5), Bid("C1", 0), Bid("C1", 14), malformed("C1", "7"), malformed(("C1",), 3)]
        return [bid for row in BIDS.values() for bid in row[1:]] + [PASS, *odd, malformed("C1", 2.5)]

    def apply(self, state: State, move) -> State:
        """The state after `move` (the fast path: no check)."""
        setup, auction = state.setup, state.auction
        seat, hands = auction.active, state.hands
        if type(move) is Pass:
            bids, passed = auction.bids, auction.passed | {seat}
        else:
            hands = hands[:seat] + (hands[seat] & ~(1 << move.value),) + hands[seat + 1 :]
            bids, passed = auction.bids + (Offer(move.neighbourhood, seat, move.value),), auction.passed
        high = bids[-1]
        can_place = bool(open_places(setup.neighbours[high.neighbourhood], state.taken, bids))
        active, passed, forced = next_bidder(setup.players, hands, high, passed, auction.forced, seat, can_place)
        if active is None:  # M-AEND-1: 1 after a pass; after a bid, 2 or 3
            return construct(state, hands, bids, 1 if type(move) is Pass else 3 if can_place else 2)
        return State(
            setup,
            hands,
            state.built,
            state.taken,
            state.gained,
            state.metro_card,
            state.archaeology_card,
            Auction(auction.opener, active, bids, passed, forced),
            state.last,
            False,
        )

    def random_move(self, state: State, rnd: random.Random):
        """A legal move chosen uniformly at random, without listing them all."""
        auction, taken = state.auction, state.taken
        mask = state.hands[auction.active]
        if not auction.bids:
            places = [n for n in state.setup.neighbours if n not in taken]
            return BIDS[rnd.choice(places)][rnd.choice([v for v in VALUES if mask >> v & 1])]
        high = auction.bids[-1]
        places = open_places(state.setup.neighbours[high.neighbourhood], taken, auction.bids)
        values = [v for v in range(high.value + 1, 14) if mask >> v & 1]
        k = rnd.randrange(len(places) * len(values) + 1)
        return PASS if k == 0 else BIDS[places[(k - 1) // len(values)]][values[(k - 1) % len(values)]]

    def score(self, state: State, seat: int | None = None, reveal: bool | None = None) -> Score:
        """The sheet as `seat` may see it (None: a spectator). The secret cards are revealed and scored when
        the game is over (M-GEND-2), or when `reveal` says so; a preview passes reveal=False. Unrevealed, the
        objective rows count only `seat`'s own cards, as they stand now, and are 0 for everyone else, so the
        sheet tells no one another seat's cards."""
        setup = state.setup
        if state.over if reveal is None else reveal:  # M-GEND-2: the cards are revealed and scored
            return score_city(
                setup.variant, state.built, state.gained, state.metro_card, state.archaeology_card, setup.goals
            )
        goals = tuple(cards if s == seat else () for s, cards in enumerate(setup.goals))
        score = score_city(setup.variant, state.built, state.gained, state.metro_card, state.archaeology_card, goals)
        if seat is None:
            return replace(score, notes=(_("The secret objectives are scored when the game ends (M-GEND-2)."),))
        mine = _(
            "{seat}'s objective points are {colour}'s own secret cards counted as the city stands now; they are"
            " scored for real when the game ends (M-GEND-2)."
        ).format(seat=seat_name(seat), colour=seat_name(seat).lower())
        return replace(
            score,
            notes=(
                mine,
                _("Other players' secret objectives are scored when the game ends, and show 0 until then (M-GEND-2)."),
            ),
        )

    def resample(self, state: State, seat: int, rnd: random.Random) -> State:
        """The same state with every other seat's secret cards dealt again from the cards `seat` has not
        seen (M-SETUP-6, M-ADV-4); everything else is on the table. Once the game is over all cards are
        revealed (M-GEND-2), so nothing changes."""
        if state.over:
            return state
        return replace(
            state, setup=replace(state.setup, goals=redeal_goals(state.setup.goals, state.setup.variant, seat, rnd))
        )

    def view(self, state: State, seat: int) -> dict:
        """What `seat` may see: everything on the table, its own secret cards, and everyone's once the game
        is over (M-GEND-2)."""
        setup, auction, last = state.setup, state.auction, state.last
        bidding = [[o.value for o in auction.bids if o.seat == s] for s in range(setup.players)]
        return {
            "players": setup.players,
            "variant": setup.variant,
            "layout": setup.layout,
            "first_player": setup.first,
            "unused_districts": list(setup.unused),
            "current": auction.active,
            "over": state.over,
            "built": [list(b) for b in state.built],
            "tokens": state.tokens,
            "auction": {
                "opener": auction.opener,
                "bids": [list(o) for o in auction.bids],  # M-AUCTION-2: every bid's number is public
                "high": list(auction.bids[-1]) if auction.bids else None,
                "passed": sorted(auction.passed),
                "forced": sorted(auction.forced),
                "targets": list(auction_targets(state)),
            },
            "last_auction": None
            if last is None
            else {
                "winner": last.winner,
                "neighbourhood": last.building.neighbourhood,
                "value": last.building.value,
                "token": last.token,
                "ended_by": last.ended_by,
                "why": ENDINGS[last.ended_by],  # in the language shown
            },
            "metro_card": state.metro_card,
            "archaeology_card": state.archaeology_card,
            "seats": [
                {
                    "colour": COLOURS[s],
                    "hand": list(hand(state, s)),
                    "bidding": bidding[s],
                    "built": sum(b.owner == s for b in state.built),
                    "tokens": dict(zip(TOKEN_KINDS, state.gained[s])),
                    "goals": list(setup.goals[s]) if s == seat or state.over else None,
                }
                for s in range(setup.players)
            ],
        }

    def secrets(self, state: State, seat: int) -> dict:
        return {"goals": list(state.setup.goals[seat])}


RULES = MetropolysRules()


def draw_first_player(players: int, seed: int) -> int:
    """The seat that opens the first auction when the players leave it to chance: drawn from the seed
    (M-GAP-16), so the same seed always gives the same first player."""
    return rng(seed, "first player").randrange(players)


def new_game(
    *,
    players: int = 4,
    seed: int = 0,
    variant: str = "family",
    layout: str = "welcome",
    first_player: int | None = None,
) -> Match:
    """A new game for 2-4 players: the Family or Advanced game (M-ADV-1), with the first game's Welcome
    token layout or a random one (M-SETUP-2, M-SETUP-3). The players choose who starts (M-SETUP-8): pass their
    seat as `first_player`, or leave it None to draw it from the seed (M-GAP-16). The save file keeps the
    seat either way, in the options."""
    return Match(RULES, players, seed, _options(players, seed, variant, layout, first_player))


def playout(
    *,
    players: int = 4,
    seed: int = 0,
    variant: str = "family",
    layout: str = "welcome",
    first_player: int | None = None,
) -> State:
    """A random full game of `new_game(...)`'s set-up through the fast path (`gamekit.core.playout`); returns
    the final state. For benchmarks, bots and the lab."""
    return core_playout(RULES, players, seed, _options(players, seed, variant, layout, first_player))


def _options(players, seed, variant, layout, first_player) -> dict:
    check_choice("players", players, PLAYER_COUNTS)
    check_seed(seed)
    check_choice("variant", variant, VARIANTS)
    check_choice("layout", layout, LAYOUTS)
    if first_player is None:
        first_player = draw_first_player(players, seed)
    check_choice("first_player", first_player, tuple(range(players)))
    return {"variant": variant, "layout": layout, "first_player": first_player}
