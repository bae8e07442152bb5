"""The edits of the card-city sandbox, as small frozen dataclasses (their type hints are the save file's schema):
StartCity lays the starting card (C-SETUP-7) anywhere on the empty table, PlaceCard lays one of the 18 cards
(C-COMP-1) by the building code (C-PLACE-1), and PlaceOwnCard lays a card of your own design. They may be built with
fields of any type: the sandbox's `why_illegal` refuses a malformed one, and `str()` never raises.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamekit.cardcity.rules import laying
from gamekit.i18n import _
from gamekit.moveshape import show


@dataclass(frozen=True, slots=True)
class StartCity:
    """Lay card `card` (1-18) on the empty table with its top-left block at (x, y), turned by 180° if `turned`: the
    starting card of the city (karta początkowa, C-SETUP-7). `portrait` (turned by 90°) is always refused."""

    card: int
    x: int
    y: int
    turned: bool = False
    portrait: bool = False

    def __str__(self) -> str:
        return _("start the city with {card}").format(card=_laid(self))


@dataclass(frozen=True, slots=True)
class PlaceCard:
    """Lay card `card` (1-18) with its top-left block at (x, y), next to the city or on it (C-PLACE-1)."""

    card: int
    x: int
    y: int
    turned: bool = False
    portrait: bool = False

    def __str__(self) -> str:
        return _laid(self)


@dataclass(frozen=True, slots=True)
class PlaceOwnCard:
    """Lay a card of your own: number `card`, its 4 `blocks` in reading order written as in data/cards.toml
    ("P NS": a kind letter, then the road sides), with its top-left block at (x, y). It starts the city on an empty
    table, else it follows the building code, and it must be a valid card (C-CARD-1, C-CARD-2)."""

    card: int
    blocks: tuple[str, ...]
    x: int
    y: int
    turned: bool = False
    portrait: bool = False

    def __str__(self) -> str:
        return _("{card} (your own: {blocks})").format(card=_laid(self), blocks=show(self.blocks))


Edit = StartCity | PlaceCard | PlaceOwnCard
MOVES = (StartCity, PlaceCard, PlaceOwnCard)


def _laid(edit: Edit) -> str:
    return laying(edit.card, edit.x, edit.y, edit.turned, edit.portrait)
