"""The 18 city cards (C-COMP-1, C-CARD-1, C-CARD-2, C-CARD-3, C-CARD-4, C-CARD-5, C-PLACE-4, C-GAP-1, C-GAP-3,
C-GAP-11): blocks, roads, turning by 180°, and the deck, read from data/cards.toml and checked when loaded.

A card is 2x2 blocks (rejon): `blocks[row][col]` is a kind, `roads[row][col]` the frozenset of sides
("N", "E", "S", "W") that the road (droga) in that block touches; row 0 is on top, col 0 on the left.
All road sides in one block join; a block with one road side holds a dead end. The faces are our own
reconstruction (the rulebook prints none).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib import resources

from gamekit.cardcity.city import KINDS, Block, kind_name, road_cells
from gamekit.geometry.squaregrid import OPPOSITE, SIDES
from gamekit.i18n import _

LETTERS = {"C": "commercial", "P": "park", "I": "industrial", "R": "residential"}
KIND_LETTERS = {kind: letter for letter, kind in LETTERS.items()}
POLISH = {"commercial": "handlowy", "park": "park", "industrial": "przemysłowy", "residential": "mieszkalny"}
DECK_SIZE = 18


@dataclass(frozen=True, slots=True, init=False)
class Card:
    """A city card: `blocks[row][col]` is a kind and `roads[row][col]` a frozenset of sides (row 0 on top).

    Lists and sets are accepted and stored as tuples and frozensets, so a card is hashable.
    """

    number: int
    blocks: tuple[tuple[str, ...], ...]
    roads: tuple[tuple[frozenset[str], ...], ...]

    def __init__(self, number: int, blocks: Iterable[Iterable[str]], roads: Iterable[Iterable[Iterable[str]]]) -> None:
        object.__setattr__(self, "number", number)
        object.__setattr__(self, "blocks", tuple(tuple(row) for row in blocks))
        object.__setattr__(self, "roads", tuple(tuple(frozenset(sides) for sides in row) for row in roads))

    def __str__(self) -> str:
        return _("card {number}").format(number=self.number)

    def turned(self) -> Card:
        """The same card turned by 180° (C-PLACE-4, C-GAP-3): block (row, col) moves to (1 - row, 1 - col)
        and each road side to the opposite side."""
        return Card(
            self.number,
            tuple(tuple(self.blocks[1 - r][1 - c] for c in range(2)) for r in range(2)),
            tuple(tuple(frozenset(OPPOSITE[s] for s in self.roads[1 - r][1 - c]) for c in range(2)) for r in range(2)),
        )

    def cells(self, x: int, y: int, turned: bool = False) -> tuple[tuple[tuple[int, int], Block], ...]:
        """The four ((x, y), Block) pairs this card covers when its top-left block is at (x, y)."""
        return tuple(((x + dx, y + dy), block) for (dx, dy), block in faces(self, turned))

    def road_count(self) -> int:
        """How many separate roads the card shows on its own (C-CARD-2)."""
        return len(road_cells(dict(self.cells(0, 0))))


@functools.cache
def faces(card: Card, turned: bool) -> tuple[tuple[tuple[int, int], Block], ...]:
    """A card's four blocks by offset (dx, dy) from its top-left corner, worked out once per card and way up."""
    face = card.turned() if turned else card
    return tuple(((c, r), Block(face.blocks[r][c], face.roads[r][c], card.number)) for r in range(2) for c in range(2))


class DeckError(ValueError):
    """The card data breaks a rule of the deck; the message says which card and what, `rule` which rule."""

    def __init__(self, message: str, rule: str = "C-GAP-1") -> None:
        super().__init__(message)
        self.rule = rule


def check_card(card: Card) -> None:
    """Raise DeckError unless the card is 2x2, has one block of each kind (C-CARD-1, C-GAP-11), 1 or 2 roads
    (C-CARD-2), only the sides N, E, S, W, and every road side facing another block of the card is matched."""
    if len(card.blocks) != 2 or any(len(row) != 2 for row in (*card.blocks, *card.roads)) or len(card.roads) != 2:
        raise DeckError(_("card {number} must be 2 blocks wide and 2 high").format(number=card.number), "C-CARD-1")
    kinds = sorted(map(str, (k for row in card.blocks for k in row)))
    if kinds != sorted(KINDS):
        raise DeckError(
            _("card {number} must have one block of each kind ({kinds}), not {found}").format(
                number=card.number, kinds=", ".join(map(kind_name, KINDS)), found=kinds
            ),
            "C-CARD-1",
        )
    for r in range(2):
        for c in range(2):
            sides = card.roads[r][c]
            if not sides <= set(SIDES):
                raise DeckError(
                    _("card {number}: road sides must be N, E, S or W, not {sides}").format(
                        number=card.number, sides=sorted(map(str, sides))
                    ),
                    "C-GAP-5",
                )
            for side in sides:
                dx, dy = SIDES[side]
                if 0 <= c + dx <= 1 and 0 <= r + dy <= 1 and OPPOSITE[side] not in card.roads[r + dy][c + dx]:
                    raise DeckError(
                        _(
                            "card {number}: the road leaving block (row {row}, col {col}) by {side} meets no road on"
                            " the next block"
                        ).format(number=card.number, row=r, col=c, side=side),
                        "C-GAP-5",
                    )
    count = card.road_count()
    if not 1 <= count <= 2:
        raise DeckError(
            _("card {number} must have 1 or 2 roads, not {count}").format(number=card.number, count=count), "C-CARD-2"
        )


def parse_block(text: object, number: object) -> tuple[str, frozenset[str]]:
    """One block of cards.toml: a kind letter, then optionally a space and the road sides ("C", "P NS")."""
    if not isinstance(text, str):
        raise DeckError(
            _('card {number}: a block is written as text like "P NS", not {text}').format(
                number=number, text=repr(text)
            )
        )
    letter, _space, sides = text.partition(" ")
    if letter not in LETTERS:
        raise DeckError(
            _("card {number}: {letter} is not a block kind (use C, P, I or R)").format(
                number=number, letter=repr(letter)
            ),
            "C-CARD-1",
        )
    if set(sides) - set(SIDES) or len(set(sides)) != len(sides):
        raise DeckError(
            _("card {number}: road sides {sides} must be distinct letters from N, E, S, W").format(
                number=number, sides=repr(sides)
            ),
            "C-GAP-5",
        )
    return LETTERS[letter], frozenset(sides)


def read_card(number: int, blocks: Sequence[object]) -> Card:
    """A card from its 4 blocks in reading order, each written as in cards.toml ("P NS"); raises DeckError, with
    the rule it breaks, unless it is a valid card (`check_card`)."""
    if len(blocks) != 4:
        raise DeckError(
            _("card {number} must be 2 blocks wide and 2 high: give its 4 blocks in reading order, not {count}").format(
                number=number, count=len(blocks)
            ),
            "C-CARD-1",
        )
    parsed = [parse_block(block, number) for block in blocks]
    card = Card(
        number, [[k for k, _ in parsed[i : i + 2]] for i in (0, 2)], [[r for _, r in parsed[i : i + 2]] for i in (0, 2)]
    )
    check_card(card)
    return card


def block_texts(card: Card) -> tuple[str, ...]:
    """A card's 4 blocks in reading order, written as in cards.toml ("P NS"): what `read_card` reads back."""
    return tuple(
        " ".join(filter(None, (KIND_LETTERS[kind], "".join(s for s in SIDES if s in sides))))
        for kinds, roads in zip(card.blocks, card.roads)
        for kind, sides in zip(kinds, roads)
    )


def load_deck(text: str) -> dict[int, Card]:
    """Read a deck in the cards.toml format, checked against its schema (gamekit/schemas/cardcity.py), then each
    card and the deck: cards numbered 1-18, each once, each card valid."""
    from gamekit.schemas import read_toml
    from gamekit.schemas.cardcity import DeckFile

    deck = {}
    for entry in read_toml(text, DeckFile, _("the card file"), DeckError).card:
        card = read_card(entry.number, [block for row in entry.blocks for block in row])
        if entry.number in deck:
            raise DeckError(_("card number {number} appears twice").format(number=entry.number), "C-COMP-1")
        deck[entry.number] = card
    if sorted(deck) != list(range(1, DECK_SIZE + 1)):
        missing = sorted(set(range(1, DECK_SIZE + 1)) - set(deck))
        raise DeckError(
            _("the deck must hold cards 1 to {size} once each; missing: {missing}").format(
                size=DECK_SIZE, missing=missing
            ),
            "C-COMP-1",
        )
    return deck


DECK_TEXT = resources.files(__package__).joinpath("data/cards.toml").read_text("utf-8")
CARDS: dict[int, Card] = load_deck(DECK_TEXT)
