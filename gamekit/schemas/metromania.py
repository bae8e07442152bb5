"""The Metromania city file (gamekit/metromania/data/city.toml, our reconstruction of the board the rulebook does not
print, MM-GAP-1). What ties the parts together (the arrows of a side, the two-player columns splitting each pair, the
pieces' spots inside their triangles, one park and one lake) is checked by the loader after the schema."""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta, Struct

SpotKind = Annotated[Literal["residential", "commercial", "entertainment"], Meta(extra={"rule": "MM-COMP-2"})]
Vertex = tuple[int, int]  # [x, y] in piece coordinates


class Board(Struct, forbid_unknown_fields=True):
    """The hexagonal city: its side in small triangles, and the arrows along each side (MM-COMP-3: white starts a
    line, black ends one)."""

    side: Annotated[int, Meta(ge=3, le=8)]
    arrows: Annotated[list[Literal["white", "black"]], Meta(extra={"rule": "MM-COMP-3"})]


class Pairs(Struct, forbid_unknown_fields=True):
    """The two location markers of each letter (MM-COMP-9): the types of the two locations a trip joins."""

    A: tuple[SpotKind, SpotKind]
    B: tuple[SpotKind, SpotKind]
    C: tuple[SpotKind, SpotKind]
    D: tuple[SpotKind, SpotKind]
    E: tuple[SpotKind, SpotKind]
    F: tuple[SpotKind, SpotKind]


class Column(Struct, forbid_unknown_fields=True):
    """One column of the two-player markers (MM-MARK-5): the type of its marker of each letter."""

    A: SpotKind
    B: SpotKind
    C: SpotKind
    D: SpotKind
    E: SpotKind
    F: SpotKind


class TwoPlayers(Struct, forbid_unknown_fields=True):
    """The two-player game's split of the markers (MM-MARK-5)."""

    left: Column
    right: Column


Corners = Annotated[list[Vertex], Meta(min_length=3, max_length=3)]


class Piece(Struct, forbid_unknown_fields=True):
    """A triangular city piece (MM-COMP-1): its location spots, each a small triangle given by its 3 corners, and its
    park or lake, given by the inner vertex the 6 small triangles surround (MM-COMP-2)."""

    name: Annotated[str, Meta(min_length=1, pattern=r"\S")]
    residential: Corners | None = None
    commercial: Corners | None = None
    entertainment: Corners | None = None
    park: Vertex | None = None
    lake: Vertex | None = None


class CityFile(Struct, forbid_unknown_fields=True):
    """city.toml: the board, the marker pairs, the two-player columns and the 6 pieces."""

    board: Board
    pairs: Pairs
    two_players: TwoPlayers
    piece: list[Piece]
