"""A free city to build by hand (no hands, turns or pile), for the rulebook's worked examples, the goal cards
and exercises. Placement follows the game's building code (city.py) and scoring is the game's own `score_city`,
with the same variants."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from gamekit.cardcity.cards import CARDS, Block, Card, check_card
from gamekit.cardcity.city import KINDS, Cell, all_districts, city_text, placement_problem, position_problem, road_cells
from gamekit.cardcity.scoring import check_options, score_city
from gamekit.core import IllegalMove, Score, check_choice


class Sandbox:
    """An editable city: `place` cards (the first goes anywhere), then look at it and score it.

    city = Sandbox().place(1, 0, 0).place(5, 2, 0, turned=True)
    city.score(goals=(2, 7, 14)).rows(0)
    """

    def __init__(self) -> None:
        self._cells: dict[Cell, Block] = {}
        self.placed: list[tuple[int, int, int, bool]] = []  # (card, x, y, turned), in order

    def __str__(self) -> str:
        return city_text(self._cells)

    @property
    def cells(self) -> Mapping[Cell, Block]:
        """(x, y) → the visible Block (a copy: later placements do not change it)."""
        return dict(self._cells)

    def place(self, card: int | Card, x: int, y: int, turned: bool = False, portrait: bool = False) -> Sandbox:
        """Lay a card (a number 1-18, or a Card of your own) with its top-left block at (x, y), turned by 180°
        if `turned`. Raises IllegalMove, and changes nothing, if the building code forbids it, as it always
        does for a card turned by 90° (`portrait`, C-PLACE-4)."""
        if isinstance(card, Card):
            if CARDS.get(card.number) != card:
                check_card(card)  # a card of your own must still be a valid card (raises DeckError)
        elif type(card) is int and card in CARDS:
            card = CARDS[card]
        else:
            raise IllegalMove(f"There is no card {card!r}: the cards are numbered 1 to 18.", "C-COMP-1")
        problem = position_problem(x, y, turned, portrait) or placement_problem(self._cells, x, y)
        if problem is not None:
            raise problem
        self._cells.update(card.cells(x, y, turned))
        self.placed.append((card.number, x, y, turned))
        return self

    def roads(self) -> int:
        """The number of roads (each a maximal connected run, C-CARD-3, C-GAP-5)."""
        return len(road_cells(self._cells))

    def road_cells(self) -> list[set[Cell]]:
        """Each road as the set of cells it runs through."""
        return road_cells(self._cells)

    def districts(self, kind: str) -> list[set[Cell]]:
        """The districts of one kind as cell sets, largest first (C-SCORE-3)."""
        check_choice("kind", kind, KINDS)
        return all_districts(self._cells)[kind]

    def score(self, goals: Sequence[int] | None = (), variant: str = "normal", hard_kind: str | None = None) -> Score:
        """The score sheet, exactly as at the end of a game; goals=(a, b, c) adds the goal cards and a target."""
        check_options(variant, hard_kind, goals or None)
        return score_city(self._cells, tuple(goals or ()), variant, hard_kind)
