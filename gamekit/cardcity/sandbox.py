"""A free city to build by hand (no hands, turns or pile): for the rulebook's examples, the goal cards and
exercises. Placement follows the same building code (C-PLACE-*) and scoring is the game's own."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from gamekit.cardcity.cards import CARDS, Block, Card
from gamekit.cardcity.city import Cell, districts, placement_problem, roads
from gamekit.cardcity.scoring import check_options, score_city
from gamekit.core import IllegalMove, Score


class Sandbox:
    """An editable city: `place` cards (the first goes anywhere), then look at it and score it."""

    def __init__(self) -> None:
        self._cells: dict[Cell, Block] = {}
        self.placed: list[tuple[int, int, int, bool]] = []

    @property
    def cells(self) -> Mapping[Cell, Block]:
        """(x, y) → the visible Block."""
        return dict(self._cells)

    def place(self, card: int | Card, x: int, y: int, turned: bool = False) -> Sandbox:
        """Lay a card with its top-left block at (x, y); raises IllegalMove and changes nothing if not allowed."""
        card = card if isinstance(card, Card) else CARDS.get(card) if type(card) is int else None
        if card is None:
            raise IllegalMove("There is no such card: cards are numbered 1 to 18.", "C-COMP-1")
        if type(x) is not int or type(y) is not int:
            raise IllegalMove("A card must sit on whole grid cells: x and y are whole numbers.", "C-GAP-3")
        problem = placement_problem(self._cells, x, y)
        if problem is not None:
            raise problem
        self._cells.update(card.cells(x, y, turned))
        self.placed.append((card.number, x, y, turned))
        return self

    def roads(self) -> int:
        """The number of roads (each a maximal connected run, C-CARD-3)."""
        return len(roads(self._cells))

    def road_cells(self) -> list[set[Cell]]:
        return roads(self._cells)

    def districts(self, kind: str) -> list[set[Cell]]:
        """The districts of one kind, largest first."""
        return districts(self._cells, kind)

    def score(self, goals: Sequence[int] = (), variant: str = "normal", hard_kind: str | None = None) -> Score:
        check_options(variant, hard_kind, tuple(goals) if goals else None)
        return score_city(self._cells, tuple(goals), variant, hard_kind)
