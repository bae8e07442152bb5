"""A city to build by hand (no auctions, turns or hands), for the rulebook's examples, the secret cards and
exercises. It checks only what physically fits: the board, the seats, each colour's 13 buildings, one building per
neighbourhood and the tokens in play for its player count (M-COMP-1, M-COMP-2, M-COMP-4, M-COMP-8, M-COMP-9,
M-AUCTION-6, M-PC-2, M-PC-3). It scores with the game's own score_city, and tokens move the special cards as in a
game (M-SPEC-1).

Each edit (sandbox_moves: Build, Give) is applied by the pure rules object `RULES` to a frozen `SandboxState`;
`Sandbox` holds a `core.Match` of it (`sandbox.match`: undo, redo, subscribe, preview and saves), and its methods
are a friendly façade over `match.play`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from gamekit import sandbox
from gamekit.core import IllegalMove, Score, check_choice
from gamekit.i18n import _, ngettext
from gamekit.metropolys.auction import VALUES
from gamekit.metropolys.city import CITY
from gamekit.metropolys.goals import ADVANCED_AREA, FAMILY_AREA, VARIANTS, check_goals
from gamekit.metropolys.rules import PLAYER_COUNTS
from gamekit.metropolys.sandbox_moves import EDITS, Build, Give
from gamekit.metropolys.scoring import Building, area_groups, score_city
from gamekit.metropolys.tokens import ARCHAEOLOGY_CARD, METRO_CARD, TOKEN_KINDS, Counts, gain, supply
from gamekit.metropolys.words import TOKENS_OF, seat_name
from gamekit.moveshape import refusal, show

CARDS = (METRO_CARD, ARCHAEOLOGY_CARD)
SUPPLY_RULE = {4: "M-COMP-4", 3: "M-PC-2", 2: "M-PC-3"}  # the tokens in play, by player count


@dataclass(frozen=True, slots=True)
class SandboxState:
    """The city at one moment: the player count and game, the buildings in the order built, each seat's tokens
    (TOKEN_KINDS order) and the holders of the two special cards (None: beside the board)."""

    players: int
    variant: str
    built: tuple[Building, ...]
    gained: tuple[Counts, ...]
    metro_card: int | None = None
    archaeology_card: int | None = None


class SandboxRules(sandbox.SandboxRules):
    """The sandbox as a pure rules object over `SandboxState`: `why_illegal` is the one check, `apply` the fast
    path, and `score` the game's own scoring."""

    name = "metropolys-sandbox"
    moves = {cls.__name__: cls for cls in EDITS}
    move_rule = "M-COMP-1"  # what an edit of the wrong shape breaks: a sandbox edit builds on the one board

    def initial_state(self, players: int, seed: int, variant: str = "family") -> SandboxState:
        """An empty city for `players` seats, in the Family or Advanced game (the seed draws nothing here)."""
        check_choice("players", players, PLAYER_COUNTS)
        check_choice("variant", variant, VARIANTS)
        return SandboxState(players, variant, (), ((0, 0, 0),) * players)

    def why_illegal(self, state: SandboxState, move: object) -> IllegalMove | None:
        """Why this edit does not fit (the reason and the rule), or None; never raises, whatever its fields hold."""
        return refusal(move, EDITS, _("the Metropolys sandbox"), self.move_rule, lambda: self._problem(state, move))

    def _problem(self, state: SandboxState, move: object) -> IllegalMove | None:
        if isinstance(move, Build):
            return build_problem(state, move.neighbourhood, move.owner, move.value)
        if isinstance(move, Give):
            return give_problem(state, move.item, move.owner)
        return None  # not an edit: refused by its shape

    def apply(self, state: SandboxState, move: Build | Give) -> SandboxState:
        if isinstance(move, Build):  # M-AEND-2: the building is constructed and stays
            return replace(state, built=state.built + (Building(move.neighbourhood, move.owner, move.value),))
        if move.item == METRO_CARD:
            return replace(state, metro_card=move.owner)
        if move.item == ARCHAEOLOGY_CARD:
            return replace(state, archaeology_card=move.owner)
        gained, metro_card, archaeology_card = gain(
            state.gained, state.metro_card, state.archaeology_card, move.owner, move.item
        )  # M-SPEC-1: a token may move a special card
        return replace(state, gained=gained, metro_card=metro_card, archaeology_card=archaeology_card)

    def legal_moves(self, state: SandboxState) -> list:
        """Every building that fits, every token still in play and both cards, for every seat."""
        taken = {b.neighbourhood for b in state.built}
        built = {(b.owner, b.value) for b in state.built}
        seats = range(state.players)
        moves: list = [
            Build(n, o, v) for n in CITY if n not in taken for o in seats for v in VALUES if (o, v) not in built
        ]
        left = supply(state.players)
        moves += [Give(kind, o) for i, kind in enumerate(TOKEN_KINDS) if given(state, i) < left[kind] for o in seats]
        return moves + [Give(card, o) for card in CARDS for o in seats]

    def candidate_moves(self, state: SandboxState) -> list:
        """Edits of the right shape, legal or not (for the conformance harness): every building of every seat and
        one seat too many on every neighbourhood, numbers and places that do not exist, and every token and card."""
        owners = range(state.players + 1)
        moves: list = [Build(n, o, v) for n in CITY for o in owners for v in VALUES]
        moves += [Build("Z9", 0, 1), Build("C1", 0, 0), Build("C1", 0, 14), Build("C1", -1, 1)]
        return moves + [Give(item, o) for item in (*TOKEN_KINDS, *CARDS, "gold") for o in owners]

    def score(
        self,
        state: SandboxState,
        seat: int | None = None,
        reveal: bool | None = None,
        *,
        goals: Sequence[object] | None = None,
    ) -> Score:
        """The sheet exactly as at the end of a game, the same for every seat (a sandbox keeps no secret). goals:
        one entry per seat, a Family Area card ("lakes") or an Advanced pair ("park", "chains"); without goals the
        objective rows are 0."""
        cards = check_goals(goals, state.players, state.variant) if goals is not None else ((),) * state.players
        return score_city(state.variant, state.built, state.gained, state.metro_card, state.archaeology_card, cards)


def check_owner(state: SandboxState, owner: object) -> IllegalMove | None:
    if type(owner) is not int or not 0 <= owner < state.players:
        return IllegalMove(
            _("There is no seat {seat}: the seats are 0 to {last}.").format(seat=show(owner), last=state.players - 1),
            "M-COMP-9",
        )
    return None


def build_problem(state: SandboxState, neighbourhood: object, owner: object, value: object) -> IllegalMove | None:
    """Why this building does not fit in the city, or None."""
    if type(neighbourhood) is not str or neighbourhood not in CITY:
        return IllegalMove(
            _("There is no neighbourhood {name} on the board.").format(name=show(neighbourhood)), "M-COMP-8"
        )
    if (err := check_owner(state, owner)) is not None:
        return err
    if type(value) is not int or value not in VALUES:
        return IllegalMove(
            _("There is no building {value}: buildings are numbered 1 to 13.").format(value=show(value)), "M-COMP-2"
        )
    for b in state.built:
        if b.neighbourhood == neighbourhood:
            return IllegalMove(_("{n} already has a building.").format(n=neighbourhood), "M-AUCTION-6")
        if (b.owner, b.value) == (owner, value):
            return IllegalMove(
                _("{seat} has one building {value}, and it is already built.").format(
                    seat=seat_name(b.owner), value=value
                ),
                "M-COMP-2",
            )
    return None


def give_problem(state: SandboxState, item: object, owner: object) -> IllegalMove | None:
    """Why this token or card cannot go to `owner`, or None."""
    if (err := check_owner(state, owner)) is not None:
        return err
    if item in CARDS:
        return None
    if item in TOKEN_KINDS and type(item) is str:
        count = supply(state.players)[item]
        if given(state, TOKEN_KINDS.index(item)) == count:
            return IllegalMove(
                ngettext(
                    "A {players}-player game uses only {count} {item} token.",
                    "A {players}-player game uses only {count} {item} tokens.",
                    count,
                ).format(players=state.players, count=count, item=TOKENS_OF[item]),
                SUPPLY_RULE[state.players],
            )
        return None
    names = ", ".join([*TOKEN_KINDS, *CARDS])  # the names to type: they stay as they are
    return IllegalMove(
        _("There is no token or card {item}; give one of {names}.").format(item=show(item), names=names), "M-COMP-4"
    )


def given(state: SandboxState, index: int) -> int:
    """How many tokens of kind TOKEN_KINDS[index] the seats hold."""
    return sum(counts[index] for counts in state.gained)


RULES = SandboxRules()


class Sandbox(sandbox.Sandbox):
    """An editable city for `players` seats (seat 0 is Blue, then Grey, Red, White); every refused edit raises
    IllegalMove and changes nothing:

    city = Sandbox(players=4, variant="advanced").build("C1", 0, 12).build("C2", 0, 3).give("metro", 1)
    city.score(goals=[("park", "chains"), ("industry", "lakes"), ...]).rows(0)
    city.undo()                                         # and redo, subscribe, to_json: see gamekit.sandbox
    """

    rules = RULES

    def __init__(self, players: int = 4, variant: str = "family") -> None:
        super().__init__(players=players, variant=variant)

    @property
    def variant(self) -> str:
        return self.state.variant

    @property
    def built(self) -> list[Building]:
        """The buildings constructed, in the order built."""
        return list(self.state.built)

    @property
    def gained(self) -> tuple[Counts, ...]:
        """Each seat's tokens: (fashionable, metro, archaeology)."""
        return self.state.gained

    @property
    def metro_card(self) -> int | None:
        return self.state.metro_card

    @property
    def archaeology_card(self) -> int | None:
        return self.state.archaeology_card

    def build(self, neighbourhood: str, owner: int, value: int) -> Sandbox:
        """Construct `owner`'s building `value` in `neighbourhood` (flipped, as after winning an auction)."""
        self.match.play(Build(neighbourhood, owner, value))
        return self

    def give(self, token_or_card: str, owner: int) -> Sandbox:
        """Give `owner` a token ("fashionable", "metro", "archaeology": the special cards then follow their
        rules, as in a game) or hand them a special card directly ("metro_card", "archaeology_card")."""
        self.match.play(Give(token_or_card, owner))
        return self

    def owned(self, owner: int) -> list[str]:
        """The neighbourhoods where `owner` has built."""
        return [b.neighbourhood for b in self.state.built if b.owner == owner]

    def area_groups(self, owner: int, card: str) -> list[tuple[str, ...]]:
        """The groups of `owner`'s buildings that would score Area card `card` (to show on a map)."""
        check_choice("card", card, FAMILY_AREA if self.variant == "family" else ADVANCED_AREA)
        return area_groups(self.owned(owner), card, self.variant)

    def score(self, goals: Sequence[object] | None = None) -> Score:
        """The score sheet, exactly as at the end of a game. goals: one entry per seat, a Family Area card
        ("lakes") or an Advanced pair ("park", "chains"); without goals the objective rows are 0."""
        return RULES.score(self.state, goals=goals)
