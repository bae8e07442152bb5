"""The 18 city cards (C-COMP-1, C-CARD-1..5): blocks, roads, turning by 180°, and the checked deck.

A card is 2x2 blocks (rejon): `blocks[row][col]` is a kind, `roads[row][col]` the frozenset of sides
("N", "E", "S", "W") that the road (droga) in that block touches. The faces are our reconstruction, kept
in data/cards.toml and checked when loaded.
"""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass
from importlib import resources

import networkx as nx

from gamekit.cardcity.city import road_graph
from gamekit.geometry.squaregrid import OPPOSITE, SIDES

KINDS = ("commercial", "park", "industrial", "residential")
LETTERS = {"C": "commercial", "P": "park", "I": "industrial", "R": "residential"}
POLISH = {"commercial": "handlowy", "park": "park", "industrial": "przemysłowy", "residential": "mieszkalny"}
TURN = {"N": "S", "S": "N", "E": "W", "W": "E"}  # a 180° turn maps each side to its opposite

Grid = tuple[tuple, tuple]


@dataclass(frozen=True, slots=True)
class Block:
    """One visible block of the city: its kind, its road sides, and the number of the card it belongs to."""

    kind: str
    roads: frozenset[str]
    card: int


@dataclass(frozen=True, slots=True)
class Card:
    """A city card: `blocks[row][col]` is a kind and `roads[row][col]` a frozenset of sides (row 0 on top)."""

    number: int
    blocks: Grid
    roads: Grid

    def turned(self) -> Card:
        """The same card turned by 180° (C-PLACE-4): block (row, col) moves to (1 - row, 1 - col)."""
        return Card(
            self.number,
            tuple(tuple(self.blocks[1 - r][1 - c] for c in range(2)) for r in range(2)),
            tuple(tuple(frozenset(TURN[s] for s in self.roads[1 - r][1 - c]) for c in range(2)) for r in range(2)),
        )

    def cells(self, x: int, y: int, turned: bool = False) -> tuple[tuple[tuple[int, int], Block], ...]:
        """The four ((x, y), Block) pairs this card covers when its top-left block is at (x, y)."""
        return tuple(((x + dx, y + dy), block) for (dx, dy), block in _faces(self, turned))

    def road_count(self) -> int:
        """How many separate roads the card shows on its own."""
        return nx.number_connected_components(road_graph(dict(self.cells(0, 0))))


@functools.lru_cache(maxsize=None)
def _faces(card: Card, turned: bool) -> tuple[tuple[tuple[int, int], Block], ...]:
    """A card's four blocks by offset from its top-left corner (worked out once per card and way up)."""
    face = card.turned() if turned else card
    return tuple(((c, r), Block(face.blocks[r][c], face.roads[r][c], card.number)) for r in range(2) for c in range(2))


class DeckError(ValueError):
    """The card data breaks a rule of the deck (say which card and what)."""


def parse_block(text: str, number: int) -> tuple[str, frozenset[str]]:
    letter, _, sides = text.partition(" ")
    if letter not in LETTERS:
        raise DeckError(f"card {number}: {letter!r} is not a block kind (use C, P, I or R)")
    if set(sides) - set(SIDES) or len(set(sides)) != len(sides):
        raise DeckError(f"card {number}: road sides {sides!r} must be distinct letters from N, E, S, W")
    return LETTERS[letter], frozenset(sides)


def check_card(card: Card) -> None:
    """Raise DeckError unless the card has one block of each kind (C-CARD-1), 1-2 roads (C-CARD-2), and
    every road side that faces another block of the card is matched by that block."""
    kinds = sorted(k for row in card.blocks for k in row)
    if kinds != sorted(KINDS):
        raise DeckError(f"card {card.number} must have one block of each kind, not {kinds}")
    for (x, y), block in card.cells(0, 0):
        for side in block.roads:
            dx, dy = SIDES[side]
            if 0 <= x + dx <= 1 and 0 <= y + dy <= 1 and OPPOSITE[side] not in card.roads[y + dy][x + dx]:
                raise DeckError(f"card {card.number}: the road leaving block ({x}, {y}) by {side} meets no road")
    if not 1 <= card.road_count() <= 2:
        raise DeckError(f"card {card.number} must have 1 or 2 roads, not {card.road_count()}")


def load_deck(text: str) -> dict[int, Card]:
    """Read and check a deck in the cards.toml format: numbers 1-18, each once, each card valid."""
    deck = {}
    for entry in tomllib.loads(text).get("card", []):
        number = entry["number"]
        rows = [[parse_block(b, number) for b in row] for row in entry["blocks"]]
        if len(rows) != 2 or any(len(row) != 2 for row in rows):
            raise DeckError(f"card {number} must be 2 blocks wide and 2 high")
        card = Card(number, tuple(tuple(k for k, _ in row) for row in rows), tuple(tuple(r for _, r in row) for row in rows))
        check_card(card)
        if number in deck:
            raise DeckError(f"card number {number} appears twice")
        deck[number] = card
    if sorted(deck) != list(range(1, 19)):
        raise DeckError(f"the deck must hold cards 1 to 18 once each, not {sorted(deck)}")
    return deck


CARDS: dict[int, Card] = load_deck(resources.files(__package__).joinpath("data/cards.toml").read_text("utf-8"))
