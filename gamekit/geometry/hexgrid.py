"""Hex boards in axial coordinates (q, r), pointy-top, in bokeh's convention: r grows DOWNWARD on screen.

Cells, and AXIAL_DIRECTIONS counter-clockwise from east:

         (0,-1)  (1,-1)              NW    NE             y
    (-1,0)   (0,0)   (1,0)        W     *     E           ^
         (-1,1)  (0,1)               SW    SE             +--> x

A cell's centre is pos = (size*sqrt(3)*(q + r/2), -size*1.5*r), exactly bokeh's
`axial_to_cartesian(q, r, size, "pointytop")`, so `hex_tile` glyphs line up with these graphs.

A corner is named by exact integers: three times its axial coordinates, which is also the sum of the
three cells meeting there. Around cell (q, r) the corners are (3q, 3r) plus:

                 N (1,-2)
    NW (-1,-1)            NE (2,-1)
    SW (-2,1)             SE (1,1)
                 S (-1,2)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

import networkx as nx

Cell = tuple[int, int]
Corner = tuple[int, int]
Side = frozenset[Corner]

AXIAL_DIRECTIONS: tuple[Cell, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))  # E NE NW W SW SE
_CORNER_OFFSETS = ((2, -1), (1, -2), (-1, -1), (-2, 1), (-1, 2), (1, 1))  # NE N NW SW S SE


def hex_distance(a: Cell, b: Cell) -> int:
    """The number of steps between two cells."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def hex_ring(centre: Cell, radius: int) -> tuple[Cell, ...]:
    """The cells at exactly `radius` steps from `centre`: counter-clockwise, starting `radius` cells east."""
    if radius == 0:
        return (centre,)
    q, r = centre[0] + radius, centre[1]
    ring = []
    for dq, dr in AXIAL_DIRECTIONS[2:] + AXIAL_DIRECTIONS[:2]:
        for _ in range(radius):
            ring.append((q, r))
            q, r = q + dq, r + dr
    return tuple(ring)


def hex_disc(radius: int) -> tuple[Cell, ...]:
    """All cells within `radius` steps of (0, 0), ring by ring from the centre."""
    return tuple(cell for k in range(radius + 1) for cell in hex_ring((0, 0), k))


def axial_round(q: float, r: float) -> Cell:
    """The cell whose centre is nearest to fractional axial coordinates (cube rounding)."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return rq, rr


def cell_at(x: float, y: float, size: float = 1.0) -> Cell:
    """The cell containing plot point (x, y): the inverse of a cell's pos, so a tap maps to a cell."""
    r = -y / (1.5 * size)
    return axial_round(x / (math.sqrt(3) * size) - r / 2, r)


@dataclass(frozen=True, slots=True)
class HexBoard:
    """A board of hex cells, built by `hex_board`.

    `cells` joins cells that share a side. `corners` joins corners along hex sides: each of its edges is a
    side, with `cells` (the 1 or 2 board cells it borders) and `perimeter` (True when it borders only 1).
    """

    cells: nx.Graph
    corners: nx.Graph
    size: float

    def corners_of(self, cell: Cell) -> tuple[Corner, ...]:
        """The 6 corners of `cell`, counter-clockwise from the upper right: NE, N, NW, SW, S, SE."""
        self._check(cell)
        return _corners(cell)

    def sides_of(self, cell: Cell) -> tuple[Side, ...]:
        """The 6 sides of `cell`; side k faces AXIAL_DIRECTIONS[k]."""
        self._check(cell)
        return _sides(cell)

    def side_between(self, a: Cell, b: Cell) -> Side:
        """The side shared by neighbouring board cells `a` and `b`."""
        if not self.cells.has_edge(a, b):
            raise ValueError(f"cells {a} and {b} are not neighbours on this board")
        return _sides(a)[AXIAL_DIRECTIONS.index((b[0] - a[0], b[1] - a[1]))]

    def cells_of_side(self, c1: Corner, c2: Corner) -> frozenset[Cell]:
        """The 1 or 2 board cells bordering the side from corner `c1` to corner `c2`."""
        return self.corners.edges[c1, c2]["cells"]

    def ring_of(self, cell: Cell) -> int:
        """How many steps `cell` is from the centre cell (0, 0)."""
        self._check(cell)
        return hex_distance(cell, (0, 0))

    def _check(self, cell: Cell) -> None:
        if cell not in self.cells:
            raise KeyError(f"cell {cell} is not on this board")


def hex_board(cells: Iterable[Cell], size: float = 1.0) -> HexBoard:
    """The board made of `cells`; `hex_board(hex_disc(3))` is the 37-hex Warsaw map."""
    cell_graph: nx.Graph = nx.Graph()
    corner_graph: nx.Graph = nx.Graph()
    for cell in sorted(set(cells)):
        cell_graph.add_node(cell, pos=_pos(*cell, size))
        for corner in _corners(cell):
            corner_graph.add_node(corner, pos=_pos(corner[0] / 3, corner[1] / 3, size))
        for (dq, dr), (u, v) in zip(AXIAL_DIRECTIONS, _sides(cell)):
            if (neighbour := (cell[0] + dq, cell[1] + dr)) in cell_graph:
                cell_graph.add_edge(cell, neighbour)
            bordered = corner_graph.get_edge_data(u, v, {"cells": frozenset()})["cells"]
            corner_graph.add_edge(u, v, cells=bordered | {cell})
    for _, _, side in corner_graph.edges(data=True):
        side["perimeter"] = len(side["cells"]) == 1
    return HexBoard(nx.freeze(cell_graph), nx.freeze(corner_graph), size)


def _pos(q: float, r: float, size: float) -> tuple[float, float]:
    return size * math.sqrt(3) * (q + r / 2), -size * 1.5 * r


def _corners(cell: Cell) -> tuple[Corner, ...]:
    return tuple((3 * cell[0] + dq, 3 * cell[1] + dr) for dq, dr in _CORNER_OFFSETS)


def _sides(cell: Cell) -> tuple[Side, ...]:
    # Direction k points between corners k-1 and k, so that pair is the side facing it.
    corners = _corners(cell)
    return tuple(frozenset((corners[k - 1], corners[k])) for k in range(6))
