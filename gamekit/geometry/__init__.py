"""Board geometry shared by the games: frozen networkx graphs whose nodes all have pos=(x, y).

pos is in plot coordinates (y grows upward), ready for bokeh. Three coordinate systems:

- `hexgrid`: hex cells in axial (q, r), pointy-top, r downward as in bokeh (Warsaw: cells, sides, corners).
- `trigrid`: vertices (i, j) of a triangular lattice, j upward along 60 degrees (Metromania: lines on edges).
- `squaregrid`: square cells (x, y), y downward, row 0 on top (the card city game).
"""

from gamekit.geometry.hexgrid import (
    AXIAL_DIRECTIONS,
    HexBoard,
    axial_round,
    cell_at,
    hex_board,
    hex_disc,
    hex_distance,
    hex_ring,
)
from gamekit.geometry.squaregrid import (
    OPPOSITE,
    SIDES,
    corner_neighbours,
    side_neighbour,
    side_neighbours,
    square_graph,
)
from gamekit.geometry.trigrid import (
    TRI_DIRECTIONS,
    TriLattice,
    angle_between,
    opposite,
    rotate,
    tri_hexagon,
    tri_region,
    tri_triangle,
    vertex_at,
)

__all__ = [
    "AXIAL_DIRECTIONS",
    "OPPOSITE",
    "SIDES",
    "TRI_DIRECTIONS",
    "HexBoard",
    "TriLattice",
    "angle_between",
    "axial_round",
    "cell_at",
    "corner_neighbours",
    "hex_board",
    "hex_disc",
    "hex_distance",
    "hex_ring",
    "opposite",
    "rotate",
    "side_neighbour",
    "side_neighbours",
    "square_graph",
    "tri_hexagon",
    "tri_region",
    "tri_triangle",
    "vertex_at",
]
