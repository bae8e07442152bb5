"""gamekit.geometry: hex boards (cells, sides, corners), the triangular lattice and square cells."""

import math
import random
from collections import Counter

import networkx as nx
import pytest

from gamekit.geometry import (
    AXIAL_DIRECTIONS,
    OPPOSITE,
    SIDES,
    TRI_DIRECTIONS,
    angle_between,
    cell_at,
    corner_neighbours,
    hex_board,
    hex_disc,
    hex_distance,
    hex_ring,
    opposite,
    rotate,
    side_neighbour,
    side_neighbours,
    square_graph,
    tri_hexagon,
    tri_triangle,
    vertex_at,
)

SQRT3 = math.sqrt(3)
WARSAW = hex_board(hex_disc(3))


def rounded(point, places=6):
    return tuple(round(c, places) + 0.0 for c in point)


def midpoint(a, b):
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)


def pos(graph, node):
    return graph.nodes[node]["pos"]


def hex_corner_points(centre, size=1.0):
    """A pointy-top hexagon's corners by trigonometry, counter-clockwise from 30 degrees."""
    angles = [math.radians(30 + 60 * k) for k in range(6)]
    return [(centre[0] + size * math.cos(a), centre[1] + size * math.sin(a)) for a in angles]


def float_pos(graph):
    return all(isinstance(x, float) and isinstance(y, float) for _, (x, y) in graph.nodes(data="pos"))


def one_cycle(edges):
    """True when `edges` form one simple cycle."""
    ring = nx.Graph(list(edges))
    return nx.is_connected(ring) and all(degree == 2 for _, degree in ring.degree)


# Hex grid ------------------------------------------------------------------------------------------


def test_hex_pos_is_bokeh_pointytop_with_r_growing_downward():
    assert pos(WARSAW.cells, (0, 0)) == (0.0, 0.0)
    assert pos(WARSAW.cells, (1, 0)) == pytest.approx((SQRT3, 0.0))
    assert pos(WARSAW.cells, (0, 1)) == pytest.approx((SQRT3 / 2, -1.5))
    assert pos(hex_board([(1, -2)], size=2.0).cells, (1, -2)) == pytest.approx((0.0, 6.0))


def test_hex_pos_matches_bokeh_itself():
    axial_to_cartesian = pytest.importorskip("bokeh.util.hex").axial_to_cartesian
    board = hex_board(hex_disc(3), size=1.7)
    for q, r in board.cells:
        assert pos(board.cells, (q, r)) == pytest.approx(axial_to_cartesian(q, r, 1.7, "pointytop"))


def test_directions_are_the_six_unit_steps_counter_clockwise_from_east():
    angles = [math.degrees(math.atan2(*reversed(pos(WARSAW.cells, d)))) % 360 for d in AXIAL_DIRECTIONS]
    assert angles == pytest.approx([0, 60, 120, 180, 240, 300])


def test_disc_of_radius_3_is_the_37_hex_warsaw_map():
    assert len(hex_disc(3)) == len(set(hex_disc(3))) == 37
    assert WARSAW.cells.number_of_nodes() == 37
    assert Counter(WARSAW.ring_of(cell) for cell in WARSAW.cells) == {0: 1, 1: 6, 2: 12, 3: 18}
    assert set(hex_disc(3)) == {(q, r) for q in range(-3, 4) for r in range(-3, 4) if abs(q + r) <= 3}


def test_ring_order_walks_counter_clockwise_from_east():
    ring = hex_ring((2, -1), 3)
    assert len(ring) == 18 and ring[0] == (5, -1)
    assert all(hex_distance(cell, (2, -1)) == 3 for cell in ring)
    assert all(hex_distance(a, b) == 1 for a, b in zip(ring, ring[1:] + ring[:1]))
    assert ring[1] == (5, -2)  # the next cell is above the first: counter-clockwise on screen
    assert hex_ring((4, 4), 0) == ((4, 4),)


def test_hex_distance_agrees_with_shortest_paths_on_the_board():
    steps = dict(nx.all_pairs_shortest_path_length(WARSAW.cells))
    assert all(hex_distance(a, b) == steps[a][b] for a in WARSAW.cells for b in WARSAW.cells)


def test_cells_are_joined_exactly_when_their_centres_are_one_cell_apart():
    cells = list(WARSAW.cells)
    close = {
        frozenset((a, b))
        for i, a in enumerate(cells)
        for b in cells[i + 1 :]
        if math.dist(pos(WARSAW.cells, a), pos(WARSAW.cells, b)) == pytest.approx(SQRT3)
    }
    assert {frozenset(edge) for edge in WARSAW.cells.edges} == close
    assert len(close) == 90


@pytest.mark.parametrize("n", [0, 1, 2, 3, 4])
def test_disc_sides_and_corners_match_a_count_made_from_positions(n):
    board = hex_board(hex_disc(n))
    corner_points, side_points = set(), set()
    for cell in board.cells:
        ring = hex_corner_points(pos(board.cells, cell))
        corner_points |= {rounded(p) for p in ring}
        side_points |= {rounded(midpoint(a, b)) for a, b in zip(ring, ring[1:] + ring[:1])}
    assert board.corners.number_of_edges() == len(side_points) == 9 * n * n + 15 * n + 6
    assert board.corners.number_of_nodes() == len(corner_points) == 6 * (n + 1) ** 2
    assert {rounded(pos(board.corners, c)) for c in board.corners} == corner_points


def test_corner_ids_are_exact_and_shared_by_the_cells_meeting_there():
    assert all(isinstance(q, int) and isinstance(r, int) for q, r in WARSAW.corners)
    meeting = Counter(corner for cell in WARSAW.cells for corner in WARSAW.corners_of(cell))
    assert set(meeting.values()) == {1, 2, 3}
    assert meeting[(1, -2)] == 3
    assert set(WARSAW.corners_of((0, 0))) & set(WARSAW.corners_of((1, -1))) == {(1, -2), (2, -1)}
    assert len({rounded(pos(WARSAW.corners, c)) for c in WARSAW.corners}) == WARSAW.corners.number_of_nodes()


@pytest.mark.parametrize("size", [1.0, 2.5])
def test_corners_lie_at_size_from_their_cells_counter_clockwise_from_upper_right(size):
    board = hex_board(hex_disc(2), size=size)
    for cell in board.cells:
        corners = [pos(board.corners, corner) for corner in board.corners_of(cell)]
        assert all(math.dist(pos(board.cells, cell), corner) == pytest.approx(size) for corner in corners)
        assert corners == [pytest.approx(point) for point in hex_corner_points(pos(board.cells, cell), size)]


def test_interior_sides_border_two_cells_and_perimeter_sides_one():
    borders = Counter(len(cells) for _, _, cells in WARSAW.corners.edges(data="cells"))
    assert borders == {2: 90, 1: 42}
    for u, v, side in WARSAW.corners.edges(data=True):
        assert side["perimeter"] == (len(side["cells"]) == 1)
        assert WARSAW.cells_of_side(u, v) == WARSAW.cells_of_side(v, u) == side["cells"]
        if len(side["cells"]) == 2:
            assert WARSAW.cells.has_edge(*side["cells"])
        else:
            assert WARSAW.ring_of(next(iter(side["cells"]))) == 3


def test_perimeter_sides_form_one_loop_around_the_board():
    rim = [(u, v) for u, v, perimeter in WARSAW.corners.edges(data="perimeter") if perimeter]
    assert len(rim) == 42 and one_cycle(rim)


def test_side_between_is_the_pair_of_corners_both_cells_share():
    for a, b in WARSAW.cells.edges:
        side = WARSAW.side_between(a, b)
        assert side == WARSAW.side_between(b, a) == set(WARSAW.corners_of(a)) & set(WARSAW.corners_of(b))
        assert WARSAW.cells_of_side(*side) == {a, b}
        assert side in WARSAW.sides_of(a) and side in WARSAW.sides_of(b)


def test_side_k_of_a_cell_faces_direction_k():
    for k, (dq, dr) in enumerate(AXIAL_DIRECTIONS):
        u, v = WARSAW.sides_of((0, 0))[k]
        toward = pos(WARSAW.cells, (dq, dr))
        middle = midpoint(pos(WARSAW.corners, u), pos(WARSAW.corners, v))
        assert middle == pytest.approx(midpoint((0, 0), toward))


def test_side_between_cells_that_are_not_neighbours_fails():
    with pytest.raises(ValueError):
        WARSAW.side_between((0, 0), (2, 0))
    with pytest.raises(ValueError):
        WARSAW.side_between((3, 0), (4, 0))  # (4, 0) is off the board
    with pytest.raises(KeyError):
        WARSAW.cells_of_side((0, 0), (3, 0))
    with pytest.raises(KeyError):
        WARSAW.corners_of((4, 0))


def test_any_set_of_cells_makes_a_board():
    pair = hex_board([(0, 0), (1, 0), (0, 0)])
    assert pair.cells.number_of_nodes() == 2 and pair.cells.number_of_edges() == 1
    assert pair.corners.number_of_nodes() == 10 and pair.corners.number_of_edges() == 11
    inner = [frozenset((u, v)) for u, v, perimeter in pair.corners.edges(data="perimeter") if not perimeter]
    assert inner == [pair.side_between((0, 0), (1, 0))]


def test_boards_are_frozen_and_every_node_has_a_float_pos():
    for graph in (WARSAW.cells, WARSAW.corners):
        assert nx.is_frozen(graph)
        assert float_pos(graph)
        with pytest.raises(nx.NetworkXError):
            graph.add_node("extra")


@pytest.mark.parametrize("size", [1.0, 0.6, 3.0])
def test_cell_at_finds_the_cell_under_any_point_inside_it(size):
    board = hex_board(hex_disc(5), size=size)
    chance = random.Random(11)
    inner = size * SQRT3 / 2  # distance from the centre to a side
    for cell in board.cells:
        x, y = pos(board.cells, cell)
        assert cell_at(x, y, size) == cell
        for _ in range(8):
            angle, reach = chance.uniform(0, 2 * math.pi), chance.uniform(0, 0.95 * inner)
            assert cell_at(x + reach * math.cos(angle), y + reach * math.sin(angle), size) == cell


def test_cell_at_crosses_a_side_into_the_neighbour():
    x, y = pos(WARSAW.cells, (0, 1))
    assert cell_at(0.51 * x, 0.51 * y) == (0, 1)
    assert cell_at(0.49 * x, 0.49 * y) == (0, 0)


# Triangular lattice --------------------------------------------------------------------------------


@pytest.mark.parametrize(("side", "vertices", "triangles", "edges"), [(1, 7, 6, 12), (2, 19, 24, 42), (3, 37, 54, 90)])
def test_hexagon_counts(side, vertices, triangles, edges):
    lattice = tri_hexagon(side)
    assert lattice.vertices.number_of_nodes() == vertices == 3 * side * side + 3 * side + 1
    assert len(lattice.triangles) == len(set(lattice.triangles)) == triangles == 6 * side * side
    # each triangle has 3 edges; inner edges are shared by 2 triangles, the 6*side rim edges by 1
    assert lattice.vertices.number_of_edges() == edges == (3 * triangles + 6 * side) // 2


def test_triangles_are_unit_equilateral_and_fill_the_hexagon():
    lattice = tri_hexagon(3)
    area = 0.0
    for triangle in lattice.triangles:
        a, b, c = (pos(lattice.vertices, v) for v in triangle)
        assert [math.dist(a, b), math.dist(b, c), math.dist(c, a)] == pytest.approx([1, 1, 1])
        area += abs((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])) / 2
    assert area == pytest.approx(3 * SQRT3 / 2 * 3**2)  # a regular hexagon of side 3


def test_edges_have_length_one_and_know_their_triangles():
    lattice = tri_hexagon(2)
    for u, v in lattice.vertices.edges:
        assert math.dist(pos(lattice.vertices, u), pos(lattice.vertices, v)) == pytest.approx(1)
        touching = {t for t in lattice.triangles if {u, v} <= t}
        assert lattice.triangles_of_edge(u, v) == lattice.triangles_of_edge(v, u) == touching
        assert lattice.is_boundary_edge(u, v) == (len(touching) == 1)


@pytest.mark.parametrize("side", [1, 2, 3, 4])
def test_boundary_edges_form_one_cycle_of_six_times_side(side):
    lattice = tri_hexagon(side)
    rim = [(u, v) for u, v in lattice.vertices.edges if lattice.is_boundary_edge(u, v)]
    assert len(rim) == 6 * side and one_cycle(rim)
    corners = {vertex for edge in rim for vertex in edge}
    assert {max(abs(i), abs(j), abs(i + j)) for i, j in corners} == {side}


@pytest.mark.parametrize("up", [True, False])
def test_big_triangle(up):
    lattice = tri_triangle(3, origin=(2, 1), up=up)
    assert lattice.vertices.number_of_nodes() == 10 and len(lattice.triangles) == 9
    # the tip points up or down: the rows shrink upward or downward
    rows = Counter(y for _, (_, y) in lattice.vertices.nodes(data="pos"))
    assert [rows[y] for y in sorted(rows)] == ([4, 3, 2, 1] if up else [1, 2, 3, 4])
    assert (2, 1) in lattice.vertices
    rim = [(u, v) for u, v in lattice.vertices.edges if lattice.is_boundary_edge(u, v)]
    assert len(rim) == 9 and one_cycle(rim)


def test_turn_angles():
    assert angle_between((-1, 0), (0, 0), (1, 0)) == 180
    assert angle_between((-1, 0), (0, 0), (0, 1)) == 120
    assert angle_between((-1, 0), (0, 0), (1, -1)) == 120
    assert angle_between((-1, 0), (0, 0), (-1, 1)) == 60
    assert angle_between((-1, 0), (0, 0), (0, -1)) == 60
    assert angle_between((3, 2), (2, 2), (3, 1)) == 60
    assert angle_between((1, 0), (0, 0), (1, 0)) == 0
    for a in TRI_DIRECTIONS:
        assert angle_between(a, (0, 0), opposite(a)) == 180
        assert sorted(angle_between(a, (0, 0), c) for c in TRI_DIRECTIONS) == [0, 60, 60, 120, 120, 180]


def test_turn_angle_needs_neighbouring_vertices():
    with pytest.raises(ValueError):
        angle_between((2, 0), (0, 0), (1, 0))
    with pytest.raises(ValueError):
        angle_between((1, 1), (0, 0), (1, 0))


def test_opposite_points_the_other_way_and_stays_a_direction():
    for k, direction in enumerate(TRI_DIRECTIONS):
        assert opposite(direction) == TRI_DIRECTIONS[(k + 3) % 6]
        assert opposite(opposite(direction)) == direction


@pytest.mark.parametrize("centre", [(0, 0), (2, -1)])
def test_rotation_turns_positions_by_sixty_degrees(centre):
    lattice = tri_hexagon(3)
    cx, cy = pos(lattice.vertices, centre)
    cos, sin = math.cos(math.radians(60)), math.sin(math.radians(60))
    for vertex in lattice.vertices:
        x, y = pos(lattice.vertices, vertex)
        dx, dy = x - cx, y - cy
        expected = (cx + dx * cos - dy * sin, cy + dx * sin + dy * cos)
        i, j = rotate(vertex, 1, centre)
        assert (i + j / 2, j * SQRT3 / 2) == pytest.approx(expected)
        assert rotate(vertex, 6, centre) == rotate(vertex, 0, centre) == vertex
        assert rotate(rotate(vertex, 2, centre), 3, centre) == rotate(vertex, -1, centre)


def test_hexagon_is_symmetric_under_rotation():
    lattice = tri_hexagon(2)
    assert {rotate(v, 1) for v in lattice.vertices} == set(lattice.vertices)
    assert {frozenset(rotate(v, 1) for v in t) for t in lattice.triangles} == set(lattice.triangles)
    assert [rotate((1, 0), k) for k in range(6)] == list(TRI_DIRECTIONS)


def test_vertex_at_finds_the_nearest_vertex():
    lattice = tri_hexagon(6)  # wide enough that the nearest vertex to any sampled point is in it
    chance = random.Random(5)
    for vertex in lattice.vertices:
        assert vertex_at(*pos(lattice.vertices, vertex)) == vertex
    for _ in range(2000):
        point = (chance.uniform(-3, 3), chance.uniform(-3, 3))
        nearest = min(lattice.vertices, key=lambda v: math.dist(point, pos(lattice.vertices, v)))
        assert vertex_at(*point) == nearest


def test_lattice_is_frozen_with_float_pos():
    lattice = tri_hexagon(1)
    assert nx.is_frozen(lattice.vertices)
    assert pos(lattice.vertices, (0, 1)) == pytest.approx((0.5, SQRT3 / 2))
    assert float_pos(lattice.vertices)


# Square grid ---------------------------------------------------------------------------------------


def test_sides_point_north_up_the_screen():
    assert SIDES == {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
    assert all(OPPOSITE[OPPOSITE[side]] == side != OPPOSITE[side] for side in SIDES)
    assert all(side_neighbour(side_neighbour((3, 4), side), OPPOSITE[side]) == (3, 4) for side in SIDES)
    assert side_neighbour((3, 4), "N") == (3, 3)
    with pytest.raises(TypeError):
        SIDES["N"] = (0, 1)


def test_side_and_corner_neighbours():
    assert side_neighbours((1, 1)) == ((1, 0), (2, 1), (1, 2), (0, 1))
    assert corner_neighbours((1, 1)) == ((2, 0), (2, 2), (0, 2), (0, 0))
    assert set(side_neighbours((1, 1))) | set(corner_neighbours((1, 1))) | {(1, 1)} == {
        (x, y) for x in range(3) for y in range(3)
    }


def test_square_graph_joins_cells_sharing_a_side():
    grid = square_graph((x, y) for x in range(4) for y in range(3))
    assert nx.is_frozen(grid)
    assert {frozenset(e) for e in grid.edges} == {frozenset(e) for e in nx.grid_2d_graph(4, 3).edges}
    assert pos(grid, (2, 1)) == (2.0, -1.0) and float_pos(grid)
    assert max(grid, key=lambda cell: pos(grid, cell)[1])[1] == 0  # row 0 is drawn on top
    diagonal = square_graph([(0, 0), (1, 1)])
    assert diagonal.number_of_edges() == 0
