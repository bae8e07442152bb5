"""The card-city deck file (gamekit/cardcity/data/cards.toml, our reconstruction of the card faces, C-GAP-1). A block
is written as text, a kind letter then the sides its road leaves by ("P NS"); the loader reads each block and checks
each card (one block of each kind, roads that meet) and the deck (cards 1 to 18, each once) after the schema."""

from __future__ import annotations

from typing import Annotated

from msgspec import Meta, Struct

Block = Annotated[str, Meta(description='A block: C, P, I or R, then a space and its road sides, e.g. "P NS".')]
Row = Annotated[list[Block], Meta(min_length=2, max_length=2, extra={"rule": "C-CARD-1"})]


class Card(Struct, forbid_unknown_fields=True):
    """A city card (C-COMP-1, C-CARD-1): its number and its 2 × 2 blocks, row by row."""

    number: Annotated[int, Meta(ge=1, le=18, extra={"rule": "C-COMP-1"})]
    blocks: Annotated[list[Row], Meta(min_length=2, max_length=2, extra={"rule": "C-CARD-1"})]


class DeckFile(Struct, forbid_unknown_fields=True):
    """cards.toml: the 18 cards' fronts."""

    card: list[Card]
