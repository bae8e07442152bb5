"""Square cells for the card city game: x grows to the right, y grows DOWNWARD (row 0 on top).

    (0,0) (1,0) (2,0) --> x             N
    (0,1) (1,1) (2,1)                 W + E
      |                                 S
      v y

pos = (x, -y), so row 0 is drawn on top in bokeh's upward plot coordinates.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import MappingProxyType

import networkx as nx

Cell = tuple[int, int]

SIDES = MappingProxyType({"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)})
OPPOSITE = MappingProxyType({"N": "S", "E": "W", "S": "N", "W": "E"})


def side_neighbour(cell: Cell, side: str) -> Cell:
    """The cell across `side` ("N", "E", "S" or "W") of `cell`."""
    dx, dy = SIDES[side]
    return cell[0] + dx, cell[1] + dy


def side_neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The 4 cells sharing a side with `cell`: N, E, S, W."""
    return tuple(side_neighbour(cell, side) for side in SIDES)


def corner_neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The 4 cells touching `cell` only at a corner: NE, SE, SW, NW."""
    x, y = cell
    return (x + 1, y - 1), (x + 1, y + 1), (x - 1, y + 1), (x - 1, y - 1)


def square_graph(cells: Iterable[Cell]) -> nx.Graph:
    """The frozen graph of `cells`, joined where they share a side, each with pos = (x, -y)."""
    graph: nx.Graph = nx.Graph()
    graph.add_nodes_from(((x, y), {"pos": (float(x), float(-y))}) for x, y in sorted(set(cells)))
    graph.add_edges_from([(cell, n) for cell in graph for n in side_neighbours(cell) if n in graph])
    return nx.freeze(graph)
