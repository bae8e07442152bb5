r"""A triangular lattice for Metromania: lines run along triangle edges, stations sit on vertices.

Vertices are integer pairs (i, j); j grows UPWARD along the 60-degree axis. TRI_DIRECTIONS go
counter-clockwise from east:

    j=2        (0,2)---(1,2)                    (-1,1)  (0,1)
               /   \   /   \                         \  /
    j=1    (0,1)---(1,1)---(2,1)            (-1,0)---*---(1,0)
           /   \   /   \   /   \                     /  \
    j=0 (0,0)---(1,0)---(2,0)---(3,0)           (0,-1)  (1,-1)

pos = (i + j/2, j*sqrt(3)/2), so every lattice edge has length 1. The vertices are the centres of a
hex tiling, so steps between vertices are counted by `hex_distance`.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable
from dataclasses import dataclass

import networkx as nx

from gamekit.geometry.hexgrid import axial_round, hex_disc

Vertex = tuple[int, int]
Triangle = frozenset[Vertex]

TRI_DIRECTIONS: tuple[Vertex, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))  # E NE NW W SW SE


@dataclass(frozen=True, slots=True)
class TriLattice:
    """A region made of small triangles, built by `tri_region`, `tri_hexagon` or `tri_triangle`.

    `vertices` joins the vertices along the edges of the region's triangles; each edge has `triangles`
    (the 1 or 2 it borders) and `boundary` (True when it borders only 1).
    """

    vertices: nx.Graph
    triangles: tuple[Triangle, ...]

    def triangles_of_edge(self, u: Vertex, v: Vertex) -> frozenset[Triangle]:
        """The 1 or 2 triangles of the region bordered by edge u-v."""
        return self.vertices.edges[u, v]["triangles"]

    def is_boundary_edge(self, u: Vertex, v: Vertex) -> bool:
        """True when edge u-v lies on the region's rim (it borders a single triangle)."""
        return self.vertices.edges[u, v]["boundary"]


def tri_region(vertices: Iterable[Vertex]) -> TriLattice:
    """The region of every small triangle whose three corners are all in `vertices`."""
    inside = set(vertices)
    triangles = sorted((t for i, j in inside for t in _triangles_hung_from(i, j) if t <= inside), key=sorted)
    graph: nx.Graph = nx.Graph()
    for triangle in triangles:
        graph.add_nodes_from((v, {"pos": _pos(v)}) for v in triangle)
        for u, v in itertools.combinations(triangle, 2):
            bordered = graph.get_edge_data(u, v, {"triangles": frozenset()})["triangles"]
            graph.add_edge(u, v, triangles=bordered | {triangle})
    for _, _, edge in graph.edges(data=True):
        edge["boundary"] = len(edge["triangles"]) == 1
    return TriLattice(nx.freeze(graph), tuple(triangles))


def tri_hexagon(side: int) -> TriLattice:
    """A regular hexagon of `side` edges centred on vertex (0, 0): 6 big triangles, 6*side**2 small ones."""
    return tri_region(hex_disc(side))


def tri_triangle(side: int, origin: Vertex = (0, 0), up: bool = True) -> TriLattice:
    """A big triangle of `side` edges: pointing up from its lower-left corner `origin`, or (up=False)
    the same triangle turned half a turn about `origin`, pointing down from its upper-right corner."""
    sign = 1 if up else -1
    return tri_region(
        (origin[0] + sign * a, origin[1] + sign * b) for a in range(side + 1) for b in range(side + 1 - a)
    )


def angle_between(a: Vertex, b: Vertex, c: Vertex) -> int:
    """The angle at `b` between edges b-a and b-c, in degrees: 180 straight on, 120 a gentle turn,
    60 a sharp turn (Metromania forbids it), 0 when the path doubles back (c == a)."""
    turn = (_direction_index(b, c) - _direction_index(b, a)) % 6
    return 60 * min(turn, 6 - turn)


def opposite(direction: Vertex) -> Vertex:
    """The direction pointing the other way."""
    return -direction[0], -direction[1]


def rotate(vertex: Vertex, k: int, centre: Vertex = (0, 0)) -> Vertex:
    """`vertex` turned k*60 degrees counter-clockwise about the lattice vertex `centre`."""
    i, j = vertex[0] - centre[0], vertex[1] - centre[1]
    for _ in range(k % 6):
        i, j = -j, i + j
    return centre[0] + i, centre[1] + j


def vertex_at(x: float, y: float) -> Vertex:
    """The vertex nearest to plot point (x, y): the inverse of a vertex's pos, so a tap maps to a vertex."""
    j = y * 2 / math.sqrt(3)
    return axial_round(x - j / 2, j)


def _pos(vertex: Vertex) -> tuple[float, float]:
    i, j = vertex
    return i + j / 2, j * math.sqrt(3) / 2


def _triangles_hung_from(i: int, j: int) -> tuple[Triangle, Triangle]:
    # Hanging each triangle from one corner lists it once: up from its lower-left, down from its upper-left.
    return frozenset({(i, j), (i + 1, j), (i, j + 1)}), frozenset({(i, j), (i + 1, j), (i + 1, j - 1)})


def _direction_index(start: Vertex, end: Vertex) -> int:
    step = (end[0] - start[0], end[1] - start[1])
    if step not in TRI_DIRECTIONS:
        raise ValueError(f"vertices {start} and {end} are not neighbours")
    return TRI_DIRECTIONS.index(step)
