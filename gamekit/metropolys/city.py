"""The city of Metropolys as one networkx graph, read from data/city.toml and checked when loaded: M-COMP-8,
M-AUCTION-5, M-AUCTION-7, M-SETUP-2, M-SETUP-4, M-PC-2, M-PC-3, M-GAP-1, M-GAP-3, M-GAP-9, M-GAP-13, M-GAP-15. The
map is our reconstruction.

Nodes are neighbourhood (sąsiedztwo) ids such as "C7". An edge joins two neighbourhoods exactly when one
may outbid the other: they share a side, or a bridge joins them (the edge's `bridge` is its name, else
None). Lakes and the river block adjacency. Node attributes:

    district     "C", "N", "E", "S" or "W" (DISTRICTS gives the names; dystrykt)
    kind         industry (przemysł), park, residential (domy mieszkalne), commercial (centrum handlowe)
                 or administration (administracja)
    hex          axial cell (q, r), pointy-top, r downward                  pos      (x, y) for drawing
    bridge, monument, lake   names of the bridges, monuments and lakes it touches (tuples; empty if none)
    border       touches the edge of the board      dead_end   one way out, water all round (M-GAP-15)
    token        its token in the Welcome layout, or None

`CITY.graph` holds what a board draws besides neighbourhoods: "districts", "river" (cells), "lakes",
"bridges", "monuments" (name → Lake / Bridge / Monument, each with pos), and the Welcome layout. The map,
from data/city.toml (~~ river, L lakes):

                                       ~~  ~~
         ~~  N1  N2  N3  N4  N5  N6  ~~  E1  ~~
       W1  ~~  N7  N8  L1  N9  N10 N11 ~~  E2  E3
     W2  W3  ~~  ~~  ~~  ~~  ~~  ~~  ~~  ~~  E4  E5
       W4  ~~  C1  C2  C3  C4  C5  C6  ~~  E6  L2  E7
     W5  W6  ~~  C7  C8  L3  C9  C10 ~~  E8  E9  E10
       W7  W8  ~~  C11 C12 C13 C14 C15 ~~  E11 L4  E12
     ~~  W9  ~~  ~~  ~~  ~~  ~~  ~~  ~~  ~~  E13
   ~~  W10 ~~  S1  S2  S3  S4  S5  S6  ~~  E14 E15
     ~~  ~~  S7  S8  S9  S10 S11 S12 S13 ~~  ~~
"""

from __future__ import annotations

import functools
from collections.abc import Container, Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from itertools import combinations
from types import MappingProxyType
from typing import TYPE_CHECKING

import networkx as nx

from gamekit.geometry import AXIAL_DIRECTIONS, hex_board, hex_distance
from gamekit.i18n import _
from gamekit.metropolys.tokens import CENTRAL, TOKEN_KINDS, UNUSED_COUNT, district_pairs, layout_problem
from gamekit.metropolys.words import DISTRICT_NAMES

if TYPE_CHECKING:
    from gamekit.schemas import metropolys as schema

Cell = tuple[int, int]

DISTRICTS = DISTRICT_NAMES  # M-COMP-8: "C" → "Central", "N" → "North"..., in the language shown now
RIVER = "the river"  # what `across_water` names besides a lake
KINDS = ("industry", "park", "residential", "commercial", "administration")  # see the docstring
LAKE_COUNT = 4  # M-COMP-8


class CityError(ValueError):
    """The city data breaks a rule of the board; the message says which part and what, in the language shown (a
    teacher who swaps in their own map reads it)."""


@dataclass(frozen=True, slots=True)
class Lake:
    name: str
    cells: tuple[Cell, ...]
    neighbourhoods: tuple[str, ...]  # around it (M-FAM-3, M-OBJ-4)
    pos: tuple[float, float]  # the centre of its cells


@dataclass(frozen=True, slots=True)
class Bridge:
    name: str
    ends: tuple[str, str]  # the neighbourhoods on its two sides (M-OBJ-2)
    cell: Cell  # the river cell it crosses
    pos: tuple[float, float]


@dataclass(frozen=True, slots=True)
class Monument:
    name: str
    neighbourhoods: tuple[str, str, str]  # the three around it (M-OBJ-3)
    corner: Cell  # hexgrid corner id: the sum of the three cells
    pos: tuple[float, float]


def _names(names: tuple[str, ...] | list[str], where: str, known: Container[str]) -> tuple[str, ...]:
    """Neighbourhood ids (their number checked by the schema) that the city has, each named once."""
    for n in names:
        if n not in known:
            raise CityError(_("{where}: there is no neighbourhood {n}").format(where=where, n=repr(n)))
    if len(set(names)) != len(names):
        raise CityError(_("{where} names a neighbourhood twice").format(where=where))
    return tuple(names)


def load_city(text: str) -> nx.Graph:
    """Read a city in the city.toml format, checked against its schema (gamekit/schemas/metropolys.py), then the
    city as a whole; return the frozen graph (raises CityError)."""
    from gamekit.schemas import read_toml
    from gamekit.schemas.metropolys import CityFile

    data = read_toml(text, CityFile, "the city file", CityError)  # the five districts (M-COMP-8) by the schema

    # Cells: neighbourhoods, river and lakes, each cell used once.
    hexes: dict[str, Cell] = {}
    kinds: dict[str, str] = {}
    for entry in data.neighbourhoods:
        n = entry.id
        if n in hexes:
            raise CityError(_("neighbourhood {n} is listed twice").format(n=n))
        hexes[n], kinds[n] = entry.hex, entry.kind
    river = tuple(data.river)
    lakes = {name: tuple(cells) for name, cells in data.lakes.items()}
    if len(lakes) != LAKE_COUNT:
        raise CityError(
            _("the city has {count} lakes (M-COMP-8), each of one cell or more, not {found}").format(
                count=LAKE_COUNT, found=len(lakes)
            )
        )
    water = dict.fromkeys(river, RIVER) | {c: f"lake {name}" for name, cells in lakes.items() for c in cells}
    cells = [*hexes.values(), *river, *(c for cs in lakes.values() for c in cs)]
    if len(set(cells)) != len(cells):
        twice = sorted({c for c in cells if cells.count(c) > 1})
        raise CityError(
            _("each cell holds one thing (a neighbourhood, river or lake), but {cells} hold two").format(cells=twice)
        )
    board = hex_board(cells)
    at = {c: n for n, c in hexes.items()}

    city: nx.Graph[str] = nx.Graph()
    for n, c in hexes.items():
        city.add_node(
            n,
            district=n[0],
            kind=kinds[n],
            hex=c,
            pos=board.cells.nodes[c]["pos"],
            border=board.cells.degree(c) < 6,
            token=None,
        )
    for n, c in hexes.items():
        for dq, dr in AXIAL_DIRECTIONS:
            other = at.get((c[0] + dq, c[1] + dr))
            if other is None:
                continue
            if other[0] != n[0]:
                raise CityError(
                    _(
                        "{n} and {other} are in different districts but share a side: the river must run between"
                        " districts (M-COMP-8)"
                    ).format(n=n, other=other)
                )
            city.add_edge(n, other, bridge=None)

    bridges = {}
    for name, ends in data.bridges.items():
        a, b = _names(ends, _("bridge {name}").format(name=name), hexes)
        (qa, ra), (qb, rb) = hexes[a], hexes[b]
        middle = ((qa + qb) // 2, (ra + rb) // 2)
        if hex_distance(hexes[a], hexes[b]) != 2 or (qa + qb) % 2 or (ra + rb) % 2 or middle not in river:
            raise CityError(
                _("bridge {name} must join {a} and {b} straight across one river cell").format(name=name, a=a, b=b)
            )
        if a[0] == b[0] or city.has_edge(a, b):
            raise CityError(
                _("bridge {name} must join neighbourhoods of two different districts, once").format(name=name)
            )
        city.add_edge(a, b, bridge=name)
        bridges[name] = Bridge(name, (a, b), middle, board.cells.nodes[middle]["pos"])

    monuments = {}
    for name, three in data.monuments.items():
        first, second, third = _names(three, _("monument {name}").format(name=name), hexes)
        trio = (first, second, third)
        if any(hex_distance(hexes[u], hexes[v]) != 1 for u, v in combinations(trio, 2)):
            raise CityError(
                _("monument {name} must stand where its three neighbourhoods meet: {trio} do not").format(
                    name=name, trio=trio
                )
            )
        corner = (sum(hexes[n][0] for n in trio), sum(hexes[n][1] for n in trio))
        monuments[name] = Monument(name, trio, corner, board.corners.nodes[corner]["pos"])

    lake_info = {}
    for name, lake_cells in lakes.items():
        around = tuple(n for n, c in hexes.items() if any(hex_distance(c, lc) == 1 for lc in lake_cells))
        if len(around) < 3:
            raise CityError(
                _("lake {name} must touch at least 3 neighbourhoods (M-OBJ-4), not {count}").format(
                    name=name, count=len(around)
                )
            )
        xs, ys = zip(*(board.cells.nodes[c]["pos"] for c in lake_cells))
        lake_info[name] = Lake(name, lake_cells, around, (sum(xs) / len(xs), sum(ys) / len(ys)))

    for n, node in city.nodes(data=True):
        node["bridge"] = tuple(b.name for b in bridges.values() if n in b.ends)
        node["monument"] = tuple(m.name for m in monuments.values() if n in m.neighbourhoods)
        node["lake"] = tuple(lake.name for lake in lake_info.values() if n in lake.neighbourhoods)
        if city.degree(n) == 0:
            raise CityError(_("{n} has no neighbour: nobody could ever outbid there").format(n=n))
        sides = [(hexes[n][0] + dq, hexes[n][1] + dr) for dq, dr in AXIAL_DIRECTIONS]
        # M-SETUP-4, M-GAP-15: a dead end has one way out and water (river or lake) on every other side
        node["dead_end"] = city.degree(n) == 1 and all(side in water or side in at for side in sides)
    city.graph.update(
        districts=MappingProxyType(dict(DISTRICTS)),
        river=river,
        water=MappingProxyType(water),
        lakes=MappingProxyType(lake_info),
        bridges=MappingProxyType(bridges),
        monuments=MappingProxyType(monuments),
        hex_size=board.size,
    )
    _check_districts(city)
    _check_welcome(city, data.welcome)
    return nx.freeze(city)


def _check_districts(city: nx.Graph) -> None:
    """M-GAP-1: each district in one piece with room for its tokens, and room to build in every play area."""
    if len(city) < 50:
        raise CityError(
            _("the city needs at least 50 neighbourhoods (49 buildings can be built), not {count}").format(
                count=len(city)
            )
        )
    for d in DISTRICTS:
        members = [n for n, district in city.nodes(data="district") if district == d]
        if not members or not nx.is_connected(city.subgraph(members)):
            raise CityError(_("district {district} must be one piece of land").format(district=DISTRICTS[d]))
        places = sum(not city.nodes[n]["dead_end"] for n in members)
        if places < (7 if d == CENTRAL else 5):
            raise CityError(
                _("district {district} has only {count} neighbourhoods that may take a token").format(
                    district=DISTRICTS[d], count=places
                )
            )
    if not district_pairs(city):
        raise CityError(_("some bridge must join two peripheral districts, for the 2-player game (M-PC-3)"))
    for players in (4, 3, 2):
        for unused in unused_options(city, players):
            area = [n for n, d in city.nodes(data="district") if d not in unused]
            if not nx.is_connected(city.subgraph(area)) or len(area) < 12 * players + 2:
                raise CityError(
                    _(
                        "without {unused} the {players}-player city must be connected and have at least {count}"
                        " neighbourhoods"
                    ).format(unused=list(unused), players=players, count=12 * players + 2)
                )


def unused_options(city: nx.Graph, players: int) -> Sequence[tuple[str, ...]]:
    """Every way to leave districts out with this many players (M-PC-2, M-PC-3)."""
    if players == 3:
        return [(d,) for d in city.graph["districts"] if d != CENTRAL]
    return district_pairs(city) if players == 2 else [()]


def _check_welcome(city: nx.Graph, welcome: schema.Welcome) -> None:
    """M-SETUP-2: the Welcome layout keeps the token rules with 4 players and, with its districts left out,
    with 3 and 2 players."""
    layout: dict[str, str] = {}
    for kind in TOKEN_KINDS:
        for n in _names(getattr(welcome, kind), f"welcome {kind}", city):
            if n in layout:
                raise CityError(
                    _("welcome: {n} holds two tokens; a neighbourhood holds at most one (M-GAP-13)").format(n=n)
                )
            layout[n] = kind
    unused = {3: tuple(welcome.unused_with_3_players), 2: tuple(welcome.unused_with_2_players)}
    for players in (4, 3, 2):
        left_out = unused.get(players, ())
        kept = {n: k for n, k in layout.items() if city.nodes[n]["district"] not in left_out}
        if len(left_out) != UNUSED_COUNT[players] or not set(left_out) <= set(DISTRICTS) - {CENTRAL}:
            raise CityError(
                _("welcome: a {players}-player game leaves out {count} peripheral district(s), not {unused}").format(
                    players=players, count=UNUSED_COUNT[players], unused=list(left_out)
                )
            )
        if problem := layout_problem(city, kept, left_out, players):
            raise CityError(_("welcome layout, {players} players: {problem}").format(players=players, problem=problem))
    for n, kind in layout.items():
        city.nodes[n]["token"] = kind
    city.graph.update(welcome=MappingProxyType(layout), welcome_unused=MappingProxyType(unused))


@functools.cache
def play_neighbours(unused: tuple[str, ...]) -> Mapping[str, tuple[str, ...]]:
    """Neighbourhood in play → its neighbours in play, when the `unused` districts are left out (M-GAP-3)."""
    return MappingProxyType(
        {
            n: tuple(m for m in CITY[n] if CITY.nodes[m]["district"] not in unused)
            for n, d in CITY.nodes(data="district")
            if d not in unused
        }
    )


def across_water(a: str, b: str) -> str | None:
    """If neighbourhoods a and b face each other across water without a bridge, the water ("the river" or
    "lake L3"); else None. For explaining M-AUCTION-7."""
    ca, cb = CITY.nodes[a]["hex"], CITY.nodes[b]["hex"]
    if CITY.has_edge(a, b) or hex_distance(ca, cb) != 2:
        return None
    between = [(ca[0] + dq, ca[1] + dr) for dq, dr in AXIAL_DIRECTIONS]
    waters = sorted({CITY.graph["water"][c] for c in between if hex_distance(c, cb) == 1 and c in CITY.graph["water"]})
    return waters[0] if waters else None


# M-COMP-1: the one board
CITY: nx.Graph = load_city(resources.files(__package__).joinpath("data/city.toml").read_text("utf-8"))
