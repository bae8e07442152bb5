r"""The city of Metromania: the board data (citydata.py, from data/city.toml) laid out from a seed on
gamekit.geometry's triangular lattice, with the integer tables the engine digs on. MM-COMP-1, MM-COMP-2, MM-COMP-3,
MM-SETUP-1, MM-GRID-1, MM-GAP-1, MM-GAP-7.

Tunnels run along the edges of the small triangles and stations stand on their vertices (MM-GRID-1).
Vertices are lattice pairs (i, j) as in gamekit.geometry.trigrid. The hexagon of side 5 is centred on
(0, 0); its sides are numbered 0-5 counter-clockwise, side k running from corner 5*d[k] to corner
5*d[k+1] (d = TRI_DIRECTIONS: E NE NW W SW SE). Sector k, between the centre and side k, holds one city
piece (a triangle of 25 small triangles), shuffled and turned at random (MM-SETUP-1):

                     side 1
             (-5,5) -------- (0,5)
              /  \     1     /  \
      side 2 /  2  \       /  0  \ side 0
            /        \   /        \
       (-5,0) ------ (0,0) ------ (5,0)
            \        /   \        /
      side 3 \  3  /       \  5  / side 5
              \  /     4     \  /
             (0,-5) -------- (5,-5)
                     side 4

Each side carries arrows on its 4 inner vertices, counter-clockwise: white (a start), black (an end),
white, black. Locations (główne lokalizacje): a spot is one small triangle of a type, "res-1", "com-2",
"ent-3" (numbered in reading order, top row first); "park" and "lake" are 6 small triangles each. A
station serves a location when it stands on a corner of one of the location's triangles (MM-GAP-7).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from gamekit.core import rng
from gamekit.geometry import TRI_DIRECTIONS, TriLattice, angle_between, hex_distance, rotate, tri_hexagon
from gamekit.metromania.citydata import ARROW_COLOURS, LEISURE, SPOT_KINDS, Data, Piece, Triangle, Vertex, city_data

SHORT = {"residential": "res", "commercial": "com", "entertainment": "ent"}
# ANGLE[d_in][d_out]: the angle a line makes at a vertex it enters in direction d_in and leaves in d_out.
ANGLE = tuple(
    tuple(
        angle_between((-TRI_DIRECTIONS[d_in][0], -TRI_DIRECTIONS[d_in][1]), (0, 0), TRI_DIRECTIONS[d_out])
        for d_out in range(6)
    )
    for d_in in range(6)
)


@dataclass(frozen=True, slots=True, eq=False)
class City:
    """One laid-out city. Public fields are for boards and learners; the integer tables (by vertex, edge and
    triangle ids) are the engine's fast path.

    A hop is a step along one edge: hops[(a, b)] = (edge id, direction, left triangle, right triangle),
    ids throughout, -1 for no triangle; "left" looks along a -> b.
    """

    layout: tuple[tuple[str, int], ...]  # (piece name, turns of 120 degrees) in sectors 0-5
    lattice: TriLattice
    vertices: tuple[Vertex, ...]  # vertex id → (i, j)
    index: Mapping[Vertex, int]  # (i, j) → vertex id
    edges: tuple[tuple[int, int], ...]  # edge id → vertex ids
    triangles: tuple[Triangle, ...]  # triangle id → corners
    kinds: tuple[str | None, ...]  # triangle id → a spot type, "park", "lake" or None
    spots: Mapping[str, int]  # spot id → triangle id, in reading order
    spot_at: tuple[str | None, ...]  # triangle id → spot id
    locations: Mapping[str, frozenset[Vertex]]  # spot ids, "park", "lake" → the vertices serving them
    arrows: Mapping[Vertex, tuple[str, int]]  # arrow vertex → (colour, side)
    sides: tuple[tuple[Vertex, ...], ...]  # side k → its arrow vertices, counter-clockwise
    neighbours: tuple[tuple[int, ...], ...]  # vertex id → neighbour ids
    steps: tuple[tuple[int, ...], ...]  # steps[v][w]: edges between vertex ids v and w on an open lattice
    hops: Mapping[tuple[int, int], tuple[int, int, int, int]]
    arrow_colour: tuple[int, ...]  # vertex id → 0 none, 1 white, 2 black
    end_arrows: tuple[int, ...]  # vertex ids of the black arrows
    arrow_side: tuple[int, ...]  # vertex id → side of an arrow, else -1
    spot_points: tuple[int, ...]  # vertex id → spots it serves (MM-STN-3)
    leisure_points: tuple[int, ...]  # vertex id → park and lake it serves (MM-VAR-7)
    plain_sides: tuple[tuple[int, ...], ...]  # edge id → triangles beside it, neither spot, park nor lake
    spot_sides: tuple[tuple[int, ...], ...]  # edge id → spots beside it
    open_sides: tuple[tuple[int, ...], ...]  # edge id → triangles beside it outside the park and the lake

    def pos(self, vertex: Vertex) -> tuple[float, float]:
        return self.lattice.vertices.nodes[vertex]["pos"]

    def kind_of(self, location: str) -> str:
        """The type of a spot ("residential", ...), or "park" / "lake"."""
        if location in LEISURE:
            return location
        kind = self.kinds[self.spots[location]]
        assert kind is not None, "every spot's triangle has its type (lay_out)"
        return kind

    def touching(self, a: str, b: str) -> bool:
        """Do two locations touch by a side or a corner (MM-LOC-3, MM-VAR-5)?"""
        return bool(self.locations[a] & self.locations[b])

    def opposite_half(self, side: int) -> tuple[int, int, int]:
        """The sides facing `side`: not itself nor its two neighbours (MM-MOVE-3, MM-END-2, MM-GAP-11)."""
        return (side + 2) % 6, (side + 3) % 6, (side + 4) % 6


# --- the fixed geometry -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Grid:
    lattice: TriLattice
    vertices: tuple[Vertex, ...]
    index: Mapping[Vertex, int]
    edges: tuple[tuple[int, int], ...]
    triangles: tuple[Triangle, ...]
    triangle_index: Mapping[Triangle, int]
    neighbours: tuple[tuple[int, ...], ...]
    steps: tuple[tuple[int, ...], ...]
    hops: Mapping[tuple[int, int], tuple[int, int, int, int]]
    corners: tuple[tuple[int, ...], ...]  # triangle id → its 3 vertex ids
    arrows: Mapping[Vertex, tuple[str, int]]
    sides: tuple[tuple[Vertex, ...], ...]
    beside: tuple[tuple[int, ...], ...]  # edge id → the 1 or 2 triangles beside it
    around: tuple[tuple[int, ...], ...]  # vertex id → the triangles it is a corner of
    edges_of: tuple[tuple[int, ...], ...]  # triangle id → the edges along its sides
    reading: tuple[tuple[float, float], ...]  # triangle id → its place in reading order (top row first, then x)


@functools.cache
def _grid(side: int, arrow_colours: tuple[str, ...]) -> _Grid:
    lattice = tri_hexagon(side)
    vertices = tuple(sorted(lattice.vertices.nodes))
    index = {v: k for k, v in enumerate(vertices)}
    triangles = lattice.triangles
    triangle_index = {t: k for k, t in enumerate(triangles)}
    edges: list[tuple[int, int]] = []
    edge_index: dict[tuple[int, int], int] = {}
    for u, v in sorted(tuple(sorted(e)) for e in lattice.vertices.edges):
        edge_index[index[u], index[v]] = edge_index[index[v], index[u]] = len(edges)
        edges.append((index[u], index[v]))
    hops = {}
    for (a, b), e in edge_index.items():
        va, vb = vertices[a], vertices[b]
        step = (vb[0] - va[0], vb[1] - va[1])
        left = right = -1
        for t in lattice.triangles_of_edge(va, vb):
            (c,) = t - {va, vb}
            turn = step[0] * (c[1] - va[1]) - step[1] * (c[0] - va[0])  # > 0: c lies to the left of a -> b
            if turn > 0:
                left = triangle_index[t]
            else:
                right = triangle_index[t]
        hops[a, b] = (e, TRI_DIRECTIONS.index(step), left, right)
    neighbours = tuple(tuple(sorted(index[n] for n in lattice.vertices[v])) for v in vertices)
    steps = tuple(tuple(hex_distance(v, w) for w in vertices) for v in vertices)
    arrows, sides = {}, []
    for k in range(6):
        start, end = TRI_DIRECTIONS[k], TRI_DIRECTIONS[(k + 1) % 6]
        along = [
            (side * start[0] + t * (end[0] - start[0]), side * start[1] + t * (end[1] - start[1]))
            for t in range(1, side)
        ]
        sides.append(tuple(along))
        arrows.update({v: (colour, k) for v, colour in zip(along, arrow_colours)})
    corners = tuple(tuple(sorted(index[v] for v in t)) for t in triangles)
    beside = tuple(tuple(t for t in hops[edge][2:] if t >= 0) for edge in edges)
    around = tuple(tuple(t for t, c in enumerate(corners) if v in c) for v in range(len(vertices)))
    edges_of = tuple(tuple(e for e, two in enumerate(beside) if t in two) for t in range(len(triangles)))
    reading = tuple(_reading(lattice, t) for t in triangles)
    return _Grid(
        lattice,
        vertices,
        MappingProxyType(index),
        tuple(edges),
        triangles,
        MappingProxyType(triangle_index),
        neighbours,
        steps,
        MappingProxyType(hops),
        corners,
        MappingProxyType(arrows),
        tuple(sides),
        beside,
        around,
        edges_of,
        reading,
    )


def _reading(lattice: TriLattice, triangle: Triangle) -> tuple[float, float]:
    """A triangle's sort key in reading order: its centre's height, top first, then left to right."""
    xs, ys = zip(*(lattice.vertices.nodes[v]["pos"] for v in triangle))
    return -round(sum(ys), 6), round(sum(xs), 6)


def _place(vertex: Vertex, side: int, sector: int, turn: int) -> Vertex:
    """A piece vertex in the city: turned `turn` times by 120 degrees inside the piece, then set in `sector`."""
    x, y = vertex
    for _ in range(turn):
        x, y = side - x - y, x  # the corners (0,0) -> (side,0) -> (0,side) -> (0,0)
    return rotate((x, y), sector)


def lay_out(data: Data, layout: tuple[tuple[str, int], ...]) -> City:
    """The city with piece layout[k] = (name, turns) in sector k."""
    grid = _grid(data.side, data.arrows)
    by_name = {p.name: p for p in data.pieces}
    kinds: list[str | None] = [None] * len(grid.triangles)
    found: list[tuple[str, int]] = []
    for sector, (name, turn) in enumerate(layout):
        spots_here, leisure_here = _piece_at(by_name[name], data.side, data.arrows, sector, turn)
        for kind, t in spots_here:
            kinds[t] = kind
            found.append((kind, t))
        for kind, t in leisure_here:
            kinds[t] = kind

    spots, counters = {}, dict.fromkeys(SPOT_KINDS, 0)
    for kind, t in sorted(found, key=lambda item: grid.reading[item[1]]):
        counters[kind] += 1
        spots[f"{SHORT[kind]}-{counters[kind]}"] = t
    spot_at: list[str | None] = [None] * len(grid.triangles)
    for name, t in spots.items():
        spot_at[t] = name
    near_ids = {name: frozenset(grid.corners[t]) for name, t in spots.items()}  # MM-GAP-7: a spot's corners
    for kind in LEISURE:
        near_ids[kind] = frozenset(v for t, k in enumerate(kinds) if k == kind for v in grid.corners[t])
    count = len(grid.vertices)
    spot_points = [0] * count
    leisure_points = [0] * count
    for name, ids in near_ids.items():
        for v in ids:
            if name in LEISURE:
                leisure_points[v] += 1
            else:
                spot_points[v] += 1
    arrow_colour, arrow_side = [0] * count, [-1] * count
    for arrow, (colour, side) in grid.arrows.items():
        arrow_colour[grid.index[arrow]] = 1 + ARROW_COLOURS.index(colour)
        arrow_side[grid.index[arrow]] = side
    return City(
        layout=layout,
        lattice=grid.lattice,
        vertices=grid.vertices,
        index=grid.index,
        edges=grid.edges,
        triangles=grid.triangles,
        kinds=tuple(kinds),
        spots=MappingProxyType(spots),
        spot_at=tuple(spot_at),
        locations=MappingProxyType({n: frozenset(grid.vertices[v] for v in ids) for n, ids in near_ids.items()}),
        arrows=grid.arrows,
        sides=grid.sides,
        neighbours=grid.neighbours,
        steps=grid.steps,
        hops=grid.hops,
        arrow_colour=tuple(arrow_colour),
        end_arrows=tuple(v for v, c in enumerate(arrow_colour) if c == 2),
        arrow_side=tuple(arrow_side),
        spot_points=tuple(spot_points),
        leisure_points=tuple(leisure_points),
        plain_sides=_beside(grid, [kind is None for kind in kinds]),
        spot_sides=_beside(grid, [kind in SPOT_KINDS for kind in kinds]),
        open_sides=_beside(grid, [kind not in LEISURE for kind in kinds]),
    )


Placed = tuple[tuple[str, int], ...]  # (kind, triangle id) pairs


@functools.cache
def _piece_at(piece: Piece, side: int, arrows: tuple[str, ...], sector: int, turn: int) -> tuple[Placed, Placed]:
    """(spots, leisure): the triangle ids a piece turned `turn` times in `sector` gives its spots and its park or
    lake, each with its kind. A game lays 6 of the 108 ways to place the 6 pieces, so each is worked out once."""
    grid = _grid(side, arrows)
    spots = tuple(
        (kind, grid.triangle_index[frozenset(_place(v, side, sector, turn) for v in triangle)])
        for kind, triangle in piece.spots
    )
    leisure = tuple(
        (kind, t) for kind, centre in piece.leisure for t in grid.around[grid.index[_place(centre, side, sector, turn)]]
    )
    return spots, leisure


def _beside(grid: _Grid, chosen: list[bool]) -> tuple[tuple[int, ...], ...]:
    """Edge id → the triangles beside it that are `chosen` (by triangle id). Most triangles are alike (a city is
    mostly plain), so only the edges beside the others are looked at one by one: a game lays out its own city."""
    most = 2 * sum(chosen) > len(chosen)
    found: list[tuple[int, ...]] = list(grid.beside) if most else [()] * len(grid.beside)
    for t, edges in enumerate(grid.edges_of):
        if chosen[t] != most:
            for edge in edges:
                found[edge] = tuple([u for u in grid.beside[edge] if chosen[u]])
    return tuple(found)


@functools.lru_cache(maxsize=64)
def city_for(seed: int) -> City:
    """The city of game `seed`: the 6 pieces shuffled into the sectors and turned at random (MM-SETUP-1).
    A layout where the park and the lake would touch is drawn again, so that the park-lake trip always
    needs a ride (our choice; the rules do not say)."""
    data = city_data()
    rnd = rng(seed, "city")
    while True:
        names = [p.name for p in data.pieces]
        rnd.shuffle(names)
        city = lay_out(data, tuple((name, rnd.randrange(3)) for name in names))
        if not city.touching("park", "lake"):
            return city
