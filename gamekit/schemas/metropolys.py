"""The Metropolys city file (gamekit/metropolys/data/city.toml, our reconstruction of the board, M-GAP-1). What ties
the parts together (each cell used once, districts in one piece, bridges across one river cell, monuments where three
neighbourhoods meet, the Welcome layout keeping the token rules) is checked by the loader after the schema."""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta, Struct

Cell = tuple[int, int]  # axial [q, r]
Peripheral = Literal["N", "E", "S", "W"]
Hood = Annotated[str, Meta(description="A neighbourhood's id: its district's letter and a number, e.g. C7.")]


class Neighbourhood(Struct, forbid_unknown_fields=True):
    """A neighbourhood (a board space): its id (its district's letter C, N, E, S or W, then a number), its cell and its
    kind (the Advanced game's neighbourhood cards, M-ADV-3)."""

    id: Annotated[str, Meta(pattern=r"^[CNESW][0-9]{1,2}$")]
    hex: Cell
    kind: Literal["industry", "park", "residential", "commercial", "administration"]


class Districts(Struct, forbid_unknown_fields=True):
    """The five districts (M-COMP-8)."""

    C: Annotated[Literal["Central"], Meta(extra={"rule": "M-COMP-8"})]
    N: Annotated[Literal["North"], Meta(extra={"rule": "M-COMP-8"})]
    E: Annotated[Literal["East"], Meta(extra={"rule": "M-COMP-8"})]
    S: Annotated[Literal["South"], Meta(extra={"rule": "M-COMP-8"})]
    W: Annotated[Literal["West"], Meta(extra={"rule": "M-COMP-8"})]


class Welcome(Struct, forbid_unknown_fields=True):
    """The Welcome layout of the tokens (M-SETUP-2), and the districts it leaves out with 3 and 2 players."""

    fashionable: list[Hood]
    metro: list[Hood]
    archaeology: list[Hood]
    unused_with_3_players: list[Peripheral]
    unused_with_2_players: list[Peripheral]


class CityFile(Struct, forbid_unknown_fields=True):
    """city.toml: the neighbourhoods, the river and lake cells, the districts, the bridges and monuments by name,
    and the Welcome layout."""

    neighbourhoods: list[Neighbourhood]
    river: list[Cell]
    districts: Districts
    lakes: dict[str, Annotated[list[Cell], Meta(min_length=1)]]
    bridges: dict[str, tuple[Hood, Hood]]
    monuments: dict[str, tuple[Hood, Hood, Hood]]
    welcome: Welcome
