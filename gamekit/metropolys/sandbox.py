"""A city to build by hand (no auctions, turns or hands), for the rulebook's examples, the secret cards and
exercises. It checks only what physically fits: the board, the seats, each colour's 13 buildings, one building per
neighbourhood and the tokens in play for its player count (M-COMP-2, M-COMP-4, M-COMP-8, M-COMP-9, M-AUCTION-6,
M-PC-2, M-PC-3). It scores with the game's own score_city, and tokens move the special cards as in a game."""

from __future__ import annotations

from collections.abc import Sequence

from gamekit.core import IllegalMove, Score, check_choice
from gamekit.metropolys.auction import VALUES, seat_name
from gamekit.metropolys.city import CITY
from gamekit.metropolys.goals import ADVANCED_AREA, FAMILY_AREA, VARIANTS, check_goals
from gamekit.metropolys.scoring import Building, area_groups, score_city
from gamekit.metropolys.tokens import ARCHAEOLOGY_CARD, METRO_CARD, TOKEN_KINDS, gain, supply


class Sandbox:
    """An editable city for `players` seats (seat 0 is Blue, then Grey, Red, White):

    city = Sandbox(players=4, variant="advanced").build("C1", 0, 12).build("C2", 0, 3).give("metro", 1)
    city.score(goals=[("park", "chains"), ("industry", "lakes"), ...]).rows(0)
    """

    def __init__(self, players: int = 4, variant: str = "family") -> None:
        check_choice("players", players, (2, 3, 4))
        check_choice("variant", variant, VARIANTS)
        self.players, self.variant = players, variant
        self.built: list[Building] = []
        self.gained: tuple[tuple[int, ...], ...] = ((0, 0, 0),) * players
        self.metro_card: int | None = None
        self.archaeology_card: int | None = None

    def _check_seat(self, owner: object) -> None:
        if type(owner) is not int or not 0 <= owner < self.players:
            raise IllegalMove(f"There is no seat {owner!r}: the seats are 0 to {self.players - 1}.", "M-COMP-9")

    def build(self, neighbourhood: str, owner: int, value: int) -> Sandbox:
        """Construct `owner`'s building `value` in `neighbourhood` (flipped, as after winning an auction)."""
        if type(neighbourhood) is not str or neighbourhood not in CITY:
            raise IllegalMove(f"There is no neighbourhood {neighbourhood!r} on the board.", "M-COMP-8")
        self._check_seat(owner)
        if type(value) is not int or value not in VALUES:
            raise IllegalMove(f"There is no building {value!r}: buildings are numbered 1 to 13.", "M-COMP-2")
        for b in self.built:
            if b.neighbourhood == neighbourhood:
                raise IllegalMove(f"{neighbourhood} already has a building.", "M-AUCTION-6")
            if (b.owner, b.value) == (owner, value):
                raise IllegalMove(f"{seat_name(owner)} has one building {value}, and it is already built.", "M-COMP-2")
        self.built.append(Building(neighbourhood, owner, value))
        return self

    def give(self, token_or_card: str, owner: int) -> Sandbox:
        """Give `owner` a token ("fashionable", "metro", "archaeology": the special cards then follow their
        rules, as in a game) or hand them a special card directly ("metro_card", "archaeology_card")."""
        self._check_seat(owner)
        if token_or_card == METRO_CARD:
            self.metro_card = owner
        elif token_or_card == ARCHAEOLOGY_CARD:
            self.archaeology_card = owner
        elif token_or_card in TOKEN_KINDS:
            index, count = TOKEN_KINDS.index(token_or_card), supply(self.players)[token_or_card]
            if sum(g[index] for g in self.gained) == count:
                rule = {4: "M-COMP-4", 3: "M-PC-2", 2: "M-PC-3"}[self.players]
                raise IllegalMove(f"A {self.players}-player game uses only {count} {token_or_card} tokens.", rule)
            self.gained, self.metro_card, self.archaeology_card = gain(
                self.gained, self.metro_card, self.archaeology_card, owner, token_or_card
            )
        else:
            names = ", ".join([*TOKEN_KINDS, METRO_CARD, ARCHAEOLOGY_CARD])
            raise IllegalMove(f"There is no token or card {token_or_card!r}; give one of {names}.", "M-COMP-4")
        return self

    def owned(self, owner: int) -> list[str]:
        """The neighbourhoods where `owner` has built."""
        return [b.neighbourhood for b in self.built if b.owner == owner]

    def area_groups(self, owner: int, card: str) -> list[tuple[str, ...]]:
        """The groups of `owner`'s buildings that would score Area card `card` (to show on a map)."""
        check_choice("card", card, FAMILY_AREA if self.variant == "family" else ADVANCED_AREA)
        return area_groups(self.owned(owner), card, self.variant)

    def score(self, goals: Sequence[object] | None = None) -> Score:
        """The score sheet, exactly as at the end of a game. goals: one entry per seat, a Family Area card
        ("lakes") or an Advanced pair ("park", "chains"); without goals the objective rows are 0."""
        cards = check_goals(goals, self.players, self.variant) if goals is not None else ((),) * self.players
        return score_city(self.variant, self.built, self.gained, self.metro_card, self.archaeology_card, cards)
