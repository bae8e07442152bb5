"""The city file: the board data in data/city.toml (our reconstruction of what the rulebook does not print), read
and checked when it loads, and the names of its parts. MM-COMP-1, MM-COMP-2, MM-COMP-3, MM-COMP-4, MM-COMP-9,
MM-MARK-5, MM-GAP-1, MM-GAP-4.

A piece is a triangle of side `side` in piece coordinates: its location spots are small triangles (three
corners), its park or lake the 6 small triangles around an inner vertex. city.py lays the pieces out.
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from types import MappingProxyType

from gamekit.geometry import tri_triangle

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


def _vertex(value: object, where: str) -> Vertex:
    if not (isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value)):
        raise CityError(f"{where}: a vertex is written [x, y] with two whole numbers, not {value!r}")
    return value[0], value[1]


def load_data(text: str) -> Data:
    """Read and check a city in the city.toml format (raises CityError saying what is wrong)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise CityError(f"the city file is not valid TOML: {err}") from None
    expected = {"board", "pairs", "two_players", "piece"}
    if set(data) != expected:
        raise CityError(f"the city file needs exactly the parts {sorted(expected)}, not {sorted(data)}")
    board = data["board"]
    if not isinstance(board, dict) or set(board) != {"side", "arrows"}:
        raise CityError("[board] needs exactly side and arrows")
    side = board["side"]
    if type(side) is not int or not 3 <= side <= 8:
        raise CityError(f"[board] side is the hexagon's side in small triangles, 3 to 8, not {side!r}")
    arrows = board["arrows"]
    if not (isinstance(arrows, list) and len(arrows) == side - 1 and set(arrows) == set(ARROW_COLOURS)):
        raise CityError(
            f"[board] arrows lists the {side - 1} arrows of a side, white or black, both used"
            f" (MM-COMP-3), not {arrows!r}"
        )
    pairs = data["pairs"]
    if not isinstance(pairs, dict) or sorted(pairs) != list(LETTERS):
        raise CityError(f"[pairs] gives the letters {', '.join(LETTERS)} (MM-COMP-9), not {sorted(pairs)}")
    for letter, kinds in pairs.items():
        if not (isinstance(kinds, list) and len(kinds) == 2 and set(kinds) <= set(SPOT_KINDS) and len(set(kinds)) == 2):
            raise CityError(
                f"[pairs] {letter}: a pair joins two locations of different types (MM-COMP-9), not {kinds!r}"
            )
    per_kind = {kind: sum(kind in kinds for kinds in pairs.values()) for kind in SPOT_KINDS}
    columns = data["two_players"]
    if not isinstance(columns, dict) or set(columns) != {"left", "right"}:
        raise CityError("[two_players] needs exactly the columns left and right (MM-MARK-5)")
    for name, column in columns.items():
        if not isinstance(column, dict) or sorted(column) != list(LETTERS):
            raise CityError(f"[two_players] {name} gives one marker of each letter A-F (MM-MARK-5)")
    for letter, kinds in pairs.items():
        if sorted((columns["left"][letter], columns["right"][letter])) != sorted(kinds):
            raise CityError(f"[two_players]: the columns must split letter {letter}'s markers {kinds} between them")
    pieces = tuple(_piece(entry, side) for entry in _list(data["piece"], "[[piece]]"))
    if len(pieces) != 6 or len({p.name for p in pieces}) != 6:
        raise CityError(f"the city is made of 6 triangular pieces with different names (MM-COMP-1), not {len(pieces)}")
    for kind in LEISURE:
        if sum(k == kind for p in pieces for k, _ in p.leisure) != 1:
            raise CityError(f"the city has exactly one {kind} (MM-COMP-2)")
    for kind in SPOT_KINDS:
        count = sum(k == kind for p in pieces for k, _ in p.spots)
        if count < per_kind[kind]:
            raise CityError(f"the city needs at least {per_kind[kind]} {kind} spots, one per marker, not {count}")
    return Data(
        side,
        tuple(arrows),
        MappingProxyType({k: tuple(v) for k, v in pairs.items()}),
        (MappingProxyType(dict(columns["left"])), MappingProxyType(dict(columns["right"]))),
        pieces,
    )


def _list(value: object, where: str) -> list:
    if not isinstance(value, list):
        raise CityError(f"{where} must be a list of tables")
    return value


def _piece(entry: object, side: int) -> Piece:
    if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
        raise CityError(f"each [[piece]] needs a name, not {entry!r}")
    name = entry["name"]
    unknown = set(entry) - {"name", *SPOT_KINDS, *LEISURE}
    if unknown:
        raise CityError(f"piece {name}: unknown keys {sorted(unknown)}")
    shape = set(tri_triangle(side).triangles)
    spots: list[tuple[str, Triangle]] = []
    leisure: list[tuple[str, Vertex]] = []
    used: set[Triangle] = set()
    for kind in SPOT_KINDS:
        if kind in entry:
            corners = entry[kind]
            triangle = frozenset(_vertex(c, f"piece {name} {kind}") for c in _list(corners, f"piece {name} {kind}"))
            if triangle not in shape:
                raise CityError(f"piece {name}: the {kind} spot {corners} is not one small triangle of the piece")
            spots.append((kind, triangle))
            covered = {triangle}
            if covered & used:
                raise CityError(f"piece {name}: the {kind} spot overlaps another location")
            used |= covered
    for kind in LEISURE:
        if kind in entry:
            centre = _vertex(entry[kind], f"piece {name} {kind}")
            covered = {t for t in shape if centre in t}
            if len(covered) != 6:
                raise CityError(
                    f"piece {name}: the {kind} is the 6 small triangles around an inner vertex of the"
                    f" piece, and {list(centre)} is not one"
                )
            if covered & used:
                raise CityError(f"piece {name}: the {kind} overlaps another location")
            leisure.append((kind, centre))
            used |= covered
    return Piece(name, tuple(spots), tuple(leisure))


@functools.cache
def city_data() -> Data:
    return load_data(resources.files("gamekit.metromania").joinpath("data/city.toml").read_text(encoding="utf-8"))
