"""The city file: the board data in data/city.toml (our reconstruction of what the rulebook does not print), read
and checked when it loads, and the names of its parts. MM-COMP-1, MM-COMP-2, MM-COMP-3, MM-COMP-4, MM-COMP-9,
MM-MARK-5, MM-GAP-1, MM-GAP-4.

A piece is a triangle of side `side` in piece coordinates: its location spots are small triangles (three
corners), its park or lake the 6 small triangles around an inner vertex. city.py lays the pieces out.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from types import MappingProxyType
from typing import TYPE_CHECKING

from gamekit.geometry import tri_triangle
from gamekit.i18n import _

if TYPE_CHECKING:
    from gamekit.schemas import metromania as schema

Vertex = tuple[int, int]
Triangle = frozenset[Vertex]

SPOT_KINDS = ("residential", "commercial", "entertainment")  # MM-COMP-2 (mieszkaniowe, handlowe, rozrywkowe)
LEISURE = ("park", "lake")  # MM-COMP-2, MM-GAP-25 (ośrodki wypoczynku)
ARROW_COLOURS = ("white", "black")  # MM-COMP-3: white starts a line, black ends one
LETTERS = ("A", "B", "C", "D", "E", "F")  # MM-COMP-9


class CityError(ValueError):
    """The city data breaks a rule of the board; the message says which part and what."""


@dataclass(frozen=True, slots=True)
class Piece:
    """One triangular city piece, in piece coordinates (see data/city.toml)."""

    name: str
    spots: tuple[tuple[str, Triangle], ...]  # (type, small triangle)
    leisure: tuple[tuple[str, Vertex], ...]  # ("park" or "lake", centre vertex)


@dataclass(frozen=True, slots=True)
class Data:
    """The checked contents of a city file."""

    side: int
    arrows: tuple[str, ...]  # colours along each side
    pairs: Mapping[str, tuple[str, str]]  # letter → the types of its two markers
    two_players: tuple[Mapping[str, str], Mapping[str, str]]  # left and right column: letter → type
    pieces: tuple[Piece, ...]


def load_data(text: str) -> Data:
    """Read a city in the city.toml format, checked against its schema (gamekit/schemas/metromania.py), then the
    city as a whole (raises CityError saying what is wrong)."""
    import msgspec

    from gamekit.schemas import read_toml
    from gamekit.schemas.metromania import CityFile

    data = read_toml(text, CityFile, "the city file", CityError)
    side, arrows = data.board.side, data.board.arrows
    if len(arrows) != side - 1 or set(arrows) != set(ARROW_COLOURS):
        raise CityError(
            _(
                "[board] arrows lists the {n} arrows of a side, white or black, both used (MM-COMP-3), not {arrows}"
            ).format(n=side - 1, arrows=repr(arrows))
        )
    pairs: dict[str, tuple[str, str]] = msgspec.structs.asdict(data.pairs)
    for letter, kinds in pairs.items():
        if kinds[0] == kinds[1]:
            raise CityError(
                _("[pairs] {letter}: a pair joins two locations of different types (MM-COMP-9)").format(letter=letter)
            )
    per_kind = {kind: sum(kind in kinds for kinds in pairs.values()) for kind in SPOT_KINDS}
    left, right = msgspec.structs.asdict(data.two_players.left), msgspec.structs.asdict(data.two_players.right)
    for letter, kinds in pairs.items():
        if sorted((left[letter], right[letter])) != sorted(kinds):
            raise CityError(
                _(
                    "[two_players]: the columns must split letter {letter}'s markers {kinds} between them (MM-MARK-5)"
                ).format(letter=letter, kinds=list(kinds))
            )
    pieces = tuple(_piece(entry, side) for entry in data.piece)
    if len(pieces) != 6 or len({p.name for p in pieces}) != 6:
        raise CityError(
            _("the city is made of 6 triangular pieces with different names (MM-COMP-1), not {n}").format(n=len(pieces))
        )
    for kind in LEISURE:
        if sum(k == kind for p in pieces for k, _centre in p.leisure) != 1:
            raise CityError(_("the city has exactly one {kind} (MM-COMP-2)").format(kind=kind))
    for kind in SPOT_KINDS:
        count = sum(k == kind for p in pieces for k, _triangle in p.spots)
        if count < per_kind[kind]:
            raise CityError(
                _("the city needs at least {n} {kind} spots, one per marker, not {count}").format(
                    n=per_kind[kind], kind=kind, count=count
                )
            )
    return Data(side, tuple(arrows), MappingProxyType(pairs), (MappingProxyType(left), MappingProxyType(right)), pieces)


def _piece(entry: schema.Piece, side: int) -> Piece:
    """A piece whose fields the schema has checked, its spots and park or lake placed on its triangle."""
    name = entry.name
    shape = set(tri_triangle(side).triangles)
    spots: list[tuple[str, Triangle]] = []
    leisure: list[tuple[str, Vertex]] = []
    used: set[Triangle] = set()
    for kind in SPOT_KINDS:
        corners = getattr(entry, kind)
        if corners is not None:
            triangle = frozenset(corners)
            if triangle not in shape:
                raise CityError(
                    _("piece {name}: the {kind} spot {corners} is not one small triangle of the piece").format(
                        name=name, kind=kind, corners=corners
                    )
                )
            if triangle in used:
                raise CityError(
                    _("piece {name}: the {kind} spot overlaps another location").format(name=name, kind=kind)
                )
            spots.append((kind, triangle))
            used.add(triangle)
    for kind in LEISURE:
        centre = getattr(entry, kind)
        if centre is not None:
            covered = {t for t in shape if centre in t}
            if len(covered) != 6:
                raise CityError(
                    _(
                        "piece {name}: the {kind} is the 6 small triangles around an inner vertex of the piece, and"
                        " {centre} is not one"
                    ).format(name=name, kind=kind, centre=list(centre))
                )
            if covered & used:
                raise CityError(_("piece {name}: the {kind} overlaps another location").format(name=name, kind=kind))
            leisure.append((kind, centre))
            used |= covered
    return Piece(name, tuple(spots), tuple(leisure))


@functools.cache
def city_data() -> Data:
    return load_data(resources.files("gamekit.metromania").joinpath("data/city.toml").read_text(encoding="utf-8"))
