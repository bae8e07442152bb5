"""The Warsaw map (plansza budowy), read from data/map.toml and checked when loaded: 37 hexes in two zones,
the Vistula between the banks, the 4 historic sites and the rubble by player count (W-COMP-1, W-COMP-3,
W-COMP-8, W-SETUP-3, W-SETUP-4, W-SETUP-5; the layout is our reconstruction, W-GAP-6, and adjacency follows
W-GAP-7).

Hexes are axial (q, r) on gamekit.geometry's pointy-top hex board, r growing downward, (0, 0) in the centre;
metro and bridges lie on the *sides* between hexes, whose ends are the board's *corners* (see hexgrid.py).
An *edge* here is a frozenset of two neighbouring hexes: the side between them. The river runs along the
edges between the banks, and hexes on opposite banks are never neighbours for building, urban tasks or
scoring (W-GAP-7). Our map (S/U suburban/urban, lower case on the right bank, H historic, ~ the river):

    r=-3 (q  0..3)        S ~ s   s   s
    r=-2 (q -1..3)      S   U   U   U ~ s
    r=-1 (q -2..3)    S   U   H   H ~ u   s
    r= 0 (q -3..3)  S   U   U   H   H ~ u   s
    r=+1 (q -3..2)    S   U   U   U ~ u   s
    r=+2 (q -3..1)      S   U   U   U   S
    r=+3 (q -3..0)        S   S   S   S
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from types import MappingProxyType
from typing import TYPE_CHECKING, TypeGuard

import networkx as nx

from gamekit.geometry import HexBoard, hex_board
from gamekit.geometry.hexgrid import Corner
from gamekit.warsaw.buildings import DataError

if TYPE_CHECKING:
    from gamekit.schemas import warsaw as schema

Hex = tuple[int, int]
Edge = frozenset[Hex]

MAP_HEXES, URBAN_HEXES, SUBURBAN_HEXES = 37, 19, 18  # W-COMP-1
NEUTRAL_TOKENS = 7  # W-COMP-8: with 3 players they go on 7 right-bank hexes drawn at random (W-SETUP-3)
RIGHT_BANK_URBAN = 3  # W-SETUP-5: 19 urban hexes, 16 of them on the left bank
HISTORIC_SITES = 4  # W-COMP-3
PLAYER_COUNTS = (3, 4, 5)  # W-COMP-14


@dataclass(frozen=True, slots=True)
class HistoricBuilding:
    """The special building shown on a historic site (W-CARD-4): its name, type and style (or None)."""

    name: str
    kind: str
    style: str | None


@dataclass(frozen=True, slots=True, eq=False)
class WarsawMap:
    """The board: `board` is gamekit.geometry's hex board (`.cells` and `.corners` graphs); `adjacency` joins
    neighbouring hexes on the same bank. Look-ups of a hex that is not on the map raise ValueError."""

    board: HexBoard
    zones: Mapping[Hex, str]  # hex → "urban" | "suburban"
    banks: Mapping[Hex, str]  # hex → "left" | "right"
    river_edges: frozenset[Edge]
    historic_buildings: Mapping[Hex, HistoricBuilding]
    adjacency: nx.Graph
    start_rubble: Mapping[int, frozenset[Hex]]  # player count → the hexes holding rubble at the start
    sides: Mapping[Edge, frozenset[Corner]]  # every edge between two hexes of the map → its two corners
    near: Mapping[Hex, tuple[Hex, ...]]  # hex → its neighbours on the same bank, sorted

    @property
    def hexes(self) -> tuple[Hex, ...]:
        """All the hexes, sorted."""
        return tuple(sorted(self.zones))

    @property
    def historic_sites(self) -> Mapping[Hex, str]:
        """Historic site → the name of its building."""
        return MappingProxyType({site: b.name for site, b in self.historic_buildings.items()})

    def __contains__(self, value: object) -> bool:
        return is_hex(value) and value in self.zones

    def zone(self, hex: Hex) -> str:
        """ "urban" (strefa miejska) or "suburban" (strefa podmiejska)."""
        return self.zones[self._check(hex)]

    def bank(self, hex: Hex) -> str:
        """ "left" or "right": the bank of the Vistula the hex lies on."""
        return self.banks[self._check(hex)]

    def neighbours(self, hex: Hex) -> tuple[Hex, ...]:
        """The hexes next to `hex` on the same bank, sorted (W-GAP-7: the river separates)."""
        return self.near[self._check(hex)]

    def side(self, edge: Edge) -> frozenset[Corner]:
        """The two corners at the ends of the side between the edge's two hexes."""
        return self.sides[edge]

    @property
    def right_bank(self) -> tuple[Hex, ...]:
        """The hexes of right-bank Warsaw (prawobrzeżna Warszawa), sorted: where the 3-player game's 7 neutral
        buildings are drawn (W-SETUP-3)."""
        return tuple(h for h in self.hexes if self.banks[h] == "right")

    def building_hexes(self, players: int) -> frozenset[Hex]:
        """The hexes where buildings may stand: all of them, or with 3 players the left bank (W-ZONE-5)."""
        return frozenset(h for h in self.zones if players != 3 or self.banks[h] == "left")

    def _check(self, hex: Hex) -> Hex:
        if hex not in self:
            raise ValueError(f"{hex!r} is not a hex of the Warsaw map")
        return hex


def is_hex(value: object) -> TypeGuard[Hex]:
    """Whether `value` is written like a hex: a tuple of two whole numbers (q, r)."""
    return type(value) is tuple and len(value) == 2 and all(type(v) is int for v in value)


def ends(edge: frozenset[Hex]) -> tuple[Hex, Hex]:
    """The two hexes of an edge (or the two corners of a side) in increasing order: the `a` and `b` of a move."""
    a, b = sorted(edge)
    return a, b


def load_map(text: str) -> WarsawMap:
    """Read map.toml, checked against its schema (gamekit/schemas/warsaw.py), then the map as a whole; any problem
    raises DataError saying what is wrong."""
    from gamekit.schemas import read_toml
    from gamekit.schemas.warsaw import MapFile

    data = read_toml(text, MapFile, "map.toml", DataError)
    urban, suburban = _hexes(data.urban, "urban"), _hexes(data.suburban, "suburban")
    if urban & suburban:
        raise DataError(f"map.toml: hexes {_listed(urban & suburban)} are both urban and suburban")
    board = hex_board(urban | suburban)
    _check_zones(board, urban, suburban)
    right = _hexes(data.right_bank, "right_bank")
    banks = {h: "right" if h in right else "left" for h in board.cells}
    river = _check_banks(board, urban, right, banks)
    historic = _check_historic(data.historic, urban, banks)
    zones = {h: "urban" if h in urban else "suburban" for h in board.cells}
    adjacency: nx.Graph[Hex] = nx.Graph(board.cells)
    adjacency.remove_edges_from(map(ends, river))
    rubble = _check_rubble(data.rubble, urban, right)
    sides = {frozenset(e): board.side_between(*e) for e in board.cells.edges}
    near = {h: tuple(sorted(adjacency[h])) for h in adjacency}
    return WarsawMap(
        board,
        MappingProxyType(zones),
        MappingProxyType(banks),
        river,
        MappingProxyType(historic),
        nx.freeze(adjacency),
        MappingProxyType(rubble),
        MappingProxyType(sides),
        MappingProxyType(near),
    )


def _hexes(hexes: list[Hex], where: str) -> frozenset[Hex]:
    """A list of hexes (the schema checked each is [q, r]), each listed once."""
    if len(set(hexes)) != len(hexes):
        twice = {h for h in hexes if hexes.count(h) > 1}
        raise DataError(f"map.toml: {where} lists {_listed(twice)} more than once")
    return frozenset(hexes)


def _listed(hexes) -> str:
    return ", ".join(map(str, sorted(hexes)))


def _check_zones(board: HexBoard, urban: frozenset[Hex], suburban: frozenset[Hex]) -> None:
    """W-COMP-1: 37 hexes in one piece around (0, 0); the outermost ring of 18 is suburban, the 19 inside urban."""
    if len(board.cells) != MAP_HEXES or len(urban) != URBAN_HEXES:
        raise DataError(
            f"map.toml: the map has {MAP_HEXES} hexes, {URBAN_HEXES} of them urban, not"
            f" {len(board.cells)} with {len(urban)} urban (W-COMP-1)"
        )
    if (0, 0) not in urban or not nx.is_connected(board.cells):
        raise DataError("map.toml: the hexes must form one board around the urban centre hex [0, 0] (W-COMP-1)")
    ring = {h for h in board.cells if board.cells.degree(h) < 6}
    if ring != suburban:
        raise DataError(
            f"map.toml: the suburban zone must be exactly the outermost ring of {SUBURBAN_HEXES} hexes,"
            f" {_listed(ring)} (W-COMP-1)"
        )


def _check_banks(board: HexBoard, urban, right, banks) -> frozenset[Edge]:
    """W-COMP-3, W-SETUP-3, W-SETUP-5: at least 7 right-bank hexes (room for the 7 neutral buildings), 3 of them
    urban (16 of the 19 urban hexes are on the left bank); each bank in one piece. Returns the river edges."""
    if not right <= set(board.cells):
        raise DataError(f"map.toml: right_bank lists {_listed(right - set(board.cells))}, which are not on the map")
    if len(right) < NEUTRAL_TOKENS:
        raise DataError(
            f"map.toml: the right bank must hold at least {NEUTRAL_TOKENS} hexes, where the 3-player"
            f" game's {NEUTRAL_TOKENS} neutral buildings are drawn (W-SETUP-3), not {len(right)}"
        )
    if len(right & urban) != RIGHT_BANK_URBAN:
        raise DataError(
            f"map.toml: {RIGHT_BANK_URBAN} urban hexes must be on the right bank, as 16 of the 19 are on"
            f" the left bank (W-SETUP-5), not {len(right & urban)}"
        )
    for bank in ("left", "right"):
        if not nx.is_connected(board.cells.subgraph(h for h in board.cells if banks[h] == bank)):
            raise DataError(f"map.toml: the {bank} bank must be in one piece")
    # Two banks in one piece each, on a board in one piece: the river is one line of sides, edge to edge.
    return frozenset(frozenset(e) for e in board.cells.edges if banks[e[0]] != banks[e[1]])


def _check_historic(entries: list[schema.HistoricSite], urban, banks) -> dict[Hex, HistoricBuilding]:
    """W-COMP-3, W-CARD-4: 4 sites (their number, names, types and styles checked by the schema) on distinct
    left-bank urban hexes, built in every player count."""
    sites = {}
    for entry in entries:
        if entry.hex in sites or entry.hex not in urban or banks[entry.hex] != "left":
            raise DataError(f"map.toml: historic site {entry.hex} must be an urban hex of the left bank, used once")
        sites[entry.hex] = HistoricBuilding(entry.name, entry.kind, entry.style)
    return sites


def _check_rubble(table: schema.Rubble, urban, right) -> dict[int, frozenset[Hex]]:
    """W-SETUP-4, W-SETUP-5: rubble on every empty urban hex: the 16 left-bank ones with 3 players (the right
    bank takes no buildings then, W-ZONE-5), all 19 with 4-5."""
    rubble = {}
    for players, listed in zip(PLAYER_COUNTS, (table.three, table.four, table.five)):
        hexes = _hexes(listed, f"rubble for {players} players")
        expected = urban - right if players == 3 else urban
        if hexes != expected:
            raise DataError(
                f"map.toml: with {players} players rubble goes on every empty urban hex, {len(expected)}"
                f" of them (W-SETUP-4, W-SETUP-5), so it must list exactly {_listed(expected)}"
            )
        rubble[players] = hexes
    return rubble


MAP_TEXT = resources.files(__package__).joinpath("data/map.toml").read_text("utf-8")
MAP: WarsawMap = load_map(MAP_TEXT)
