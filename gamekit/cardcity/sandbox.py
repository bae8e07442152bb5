"""A free city to build by hand (no hands, turns or pile), for the rulebook's worked examples, the goal cards and
exercises, on the one sandbox model of `gamekit.sandbox`: the pure rules object `RULES` checks and applies the edits
of `sandbox_moves` (StartCity, PlaceCard, PlaceOwnCard) to a frozen `SandboxState`, and the façade `Sandbox` plays
them through its `match` (undo, redo, subscribe, preview and saves come with it). Placement follows the game's
building code (C-SETUP-7, C-PLACE-1, C-PLACE-4, C-PLACE-6, C-GAP-3, C-GAP-4, in city.py) and scoring is the game's
own `score_city`, with the same variants.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Self

from gamekit import sandbox
from gamekit.cardcity.cards import CARDS, Card, DeckError, block_texts, check_card, faces, read_card
from gamekit.cardcity.city import (
    KINDS,
    Block,
    Cell,
    City,
    all_districts,
    city_text,
    laid,
    placement_problem,
    position_problem,
    road_cells,
)
from gamekit.cardcity.sandbox_moves import MOVES, Edit, PlaceCard, PlaceOwnCard, StartCity
from gamekit.cardcity.scoring import check_options, score_city
from gamekit.core import IllegalMove, Score, check_choice
from gamekit.i18n import _
from gamekit.moveshape import refusal, show

ORIGIN = (0, 0)  # where legal_moves offers the starting card: the middle of the table, as in the game (C-SETUP-7)
SPARE = 3  # candidate_moves tries every position up to this many cells beyond the city


@dataclass(frozen=True, slots=True)
class SandboxState:
    """The city on the table: the edits that laid its cards (in order), the visible block of every cell, and the
    legal places of a next card (top-left positions, in the order they opened, and as a set)."""

    placed: tuple[Edit, ...]
    cells: City = field(hash=False)  # a read-only view
    anchors: tuple[Cell, ...]
    anchor_set: frozenset[Cell] = field(compare=False, hash=False, repr=False)


class SandboxRules(sandbox.SandboxRules):
    """The sandbox as a pure rules object over `SandboxState`: `why_illegal` is the one check, `apply` the fast
    path (no check), and the sheet is `score_city`'s, with no goal cards (the façade's `score` adds them)."""

    name = "cardcity-sandbox"
    moves = {cls.__name__: cls for cls in MOVES}
    move_rule = "C-COMP-1"  # what an edit of the wrong shape breaks: it lays one of the cards
    unlisted = (StartCity, PlaceOwnCard)  # the starting card goes anywhere; a card of your own may be any card

    def initial_state(self, players: int, seed: int) -> SandboxState:
        check_choice("players", players, (1,))  # the city has no seats: one person at the keyboard
        return SandboxState((), MappingProxyType({}), (), frozenset())

    def legal_moves(self, state: SandboxState) -> list[Edit]:
        """Every card of the deck at every legal place, both ways up. On the empty table the starting card may go
        anywhere (StartCity is unlisted, its choices being endless): the list offers it at the middle of the table,
        (0, 0), where the game lays it (C-SETUP-7)."""
        if not state.cells:
            return [StartCity(card, *ORIGIN, turned) for card in CARDS for turned in (False, True)]
        places = sorted(state.anchors)
        return [PlaceCard(card, x, y, turned) for card in CARDS for x, y in places for turned in (False, True)]

    def candidate_moves(self, state: SandboxState) -> list[Edit]:
        """Edits of the right shape, legal or not (for the conformance harness): a few cards of the deck and two
        numbers beyond it, started or placed at every position up to SPARE cells beyond the city, both ways up,
        lying or upright; a card of your own there too, and two broken ones."""
        xs, ys = [x for x, _ in state.cells] or [0], [y for _, y in state.cells] or [0]
        spots = [
            (x, y) for x in range(min(xs) - SPARE, max(xs) + SPARE) for y in range(min(ys) - SPARE, max(ys) + SPARE)
        ]
        ways = [(turned, portrait) for turned in (False, True) for portrait in (False, True)]
        mine = ("P E", "C W", "I", "R")
        moves: list[Edit] = [
            kind(card, x, y, *way)
            for kind in (StartCity, PlaceCard)
            for card in (0, 1, 9, 18, 19)
            for x, y in spots
            for way in ways
        ]
        moves += [PlaceOwnCard(19, mine, x, y) for x, y in spots]
        return moves + [PlaceOwnCard(20, ("P", "P", "I", "R"), 0, 0), PlaceOwnCard(21, mine[:3], 0, 0)]

    def why_illegal(self, state: SandboxState, move: object) -> IllegalMove | None:
        """Why this edit is not allowed now (the reason and the rule), or None; never raises, whatever the edit's
        fields hold (`gamekit.moveshape.refusal`)."""
        return refusal(move, MOVES, _("the card-city sandbox"), self.move_rule, lambda: self._problem(state, move))

    def _problem(self, state: SandboxState, move: object) -> IllegalMove | None:
        if not isinstance(move, MOVES):
            return None  # not an edit: refused by its shape
        if isinstance(move, PlaceOwnCard):
            try:
                read_card(move.card, move.blocks)
            except DeckError as err:
                return IllegalMove(_("Your {problem}.").format(problem=err), err.rule)
        elif type(move.card) is not int or move.card not in CARDS:
            return IllegalMove(
                _("There is no card {card}: the cards are numbered 1 to 18.").format(card=show(move.card)), "C-COMP-1"
            )
        problem = position_problem(move.x, move.y, move.turned, move.portrait)
        if problem is not None:
            return problem
        if isinstance(move, StartCity) and state.cells:
            return IllegalMove(
                _("The city has its starting card already: lay the next card next to the city or on it (PlaceCard)."),
                "C-SETUP-7",
            )
        if isinstance(move, PlaceCard) and not state.cells:
            return IllegalMove(
                _("The table is empty: the first card is the city's starting card, which may go anywhere (StartCity)."),
                "C-SETUP-7",
            )
        return placement_problem(state.cells, move.x, move.y)  # the first card goes anywhere

    def apply(self, state: SandboxState, move: Edit) -> SandboxState:
        card = read_card(move.card, move.blocks) if isinstance(move, PlaceOwnCard) else CARDS[move.card]
        face = faces(card, move.turned)
        return SandboxState(
            state.placed + (move,), *laid(state.cells, state.anchors, state.anchor_set, move.x, move.y, face)
        )

    def score(self, state: SandboxState, seat: int | None = None, reveal: bool | None = None) -> Score:
        """The sheet of the city as it stands, with no goal cards: the same for everyone (nothing is hidden)."""
        return score_city(state.cells)


RULES = SandboxRules()


class Sandbox(sandbox.Sandbox):
    """An editable city: `place` cards (the first goes anywhere), then look at it and score it. Every refused edit
    raises IllegalMove and changes nothing; `undo`, `redo`, `subscribe` and `to_json` come with it.

        city = Sandbox().place(1, 0, 0).place(5, 2, 0, turned=True)
        city.score(goals=(2, 7, 14)).rows(0)
    """

    rules = RULES

    def __init__(self) -> None:
        super().__init__(players=1)

    def __str__(self) -> str:
        return city_text(self.state.cells)

    @property
    def cells(self) -> dict[Cell, Block]:
        """(x, y) → the visible Block (a copy: later placements do not change it)."""
        return dict(self.state.cells)

    @property
    def placed(self) -> list[tuple[int, int, int, bool]]:
        """(card, x, y, turned) of every card laid, in order."""
        return [(edit.card, edit.x, edit.y, edit.turned) for edit in self.state.placed]

    def place(self, card: int | Card, x: int, y: int, turned: bool = False, portrait: bool = False) -> Self:
        """Lay a card (a number 1-18, or a Card of your own) with its top-left block at (x, y), turned by 180° if
        `turned`. Raises IllegalMove, and changes nothing, if the building code forbids it, as it always does for a
        card turned by 90° (`portrait`, C-PLACE-4); a Card of your own that is not a valid card raises DeckError."""
        self.match.play(self.edit(card, x, y, turned, portrait))
        return self

    def edit(self, card: int | Card, x: int, y: int, turned: bool = False, portrait: bool = False) -> Edit:
        """The edit `place` plays: StartCity on the empty table, else PlaceCard, or PlaceOwnCard for a Card of your
        own (checked here, raising DeckError if it is not a valid card)."""
        if isinstance(card, Card):
            if CARDS.get(card.number) != card:
                check_card(card)
                return PlaceOwnCard(card.number, block_texts(card), x, y, turned, portrait)
            card = card.number
        return (PlaceCard if self.state.cells else StartCity)(card, x, y, turned, portrait)

    def roads(self) -> int:
        """The number of roads (each a maximal connected run, C-CARD-3, C-GAP-5)."""
        return len(road_cells(self.state.cells))

    def road_cells(self) -> list[set[Cell]]:
        """Each road as the set of cells it runs through."""
        return road_cells(self.state.cells)

    def districts(self, kind: str) -> list[set[Cell]]:
        """The districts of one kind as cell sets, largest first (C-SCORE-3)."""
        check_choice("kind", kind, KINDS)
        return all_districts(self.state.cells)[kind]

    def score(self, goals: Sequence[int] | None = (), variant: str = "normal", hard_kind: str | None = None) -> Score:
        """The score sheet, exactly as at the end of a game; goals=(a, b, c) adds the goal cards and a target."""
        check_options(variant, hard_kind, goals or None)
        return score_city(self.state.cells, tuple(goals or ()), variant, hard_kind)
