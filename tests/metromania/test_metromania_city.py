"""The city: the board data (our reconstruction, checked when loaded) and its random layout on the triangular
lattice. MM-COMP-1, MM-COMP-2, MM-COMP-3, MM-COMP-4, MM-COMP-9, MM-SETUP-1, MM-GRID-1, MM-EX-4, MM-GAP-1, MM-GAP-4,
MM-GAP-7."""

from collections import Counter
from importlib import resources

import pytest

from gamekit.geometry import TRI_DIRECTIONS, tri_hexagon
from gamekit.metromania import LEISURE, LETTERS, SPOT_KINDS, CityError, city_data, city_for, lay_out, load_data

TEXT = resources.files("gamekit.metromania").joinpath("data/city.toml").read_text(encoding="utf-8")


def test_the_data_file_says_it_is_our_reconstruction():
    assert "THIS BOARD IS OUR RECONSTRUCTION" in TEXT.splitlines()[0]


def test_MM_COMP_1_six_triangular_pieces_fill_a_hexagonal_centre_at_random():
    city = city_for(0)
    assert len(city.layout) == 6 and sorted(name for name, _ in city.layout) == sorted(
        p.name for p in city_data().pieces
    )
    assert len(city.triangles) == 150 and len(city.vertices) == 91 and len(city.edges) == 240  # MM-GAP-1, side 5
    assert set(city.triangles) == set(tri_hexagon(5).triangles)
    # every piece lies in its own sector: its spots are inside the big triangle (centre, 5 d[k], 5 d[k+1])
    for sector, (name, _) in enumerate(city.layout):
        piece = next(p for p in city_data().pieces if p.name == name)
        a, b = TRI_DIRECTIONS[sector], TRI_DIRECTIONS[(sector + 1) % 6]
        inside = {(x * a[0] + y * b[0], x * a[1] + y * b[1]) for x in range(6) for y in range(6 - x)}
        kinds = {kind for kind, _ in piece.spots}
        found = {city.kinds[city.spots[s]] for s in city.spots if city.triangles[city.spots[s]] <= inside}
        assert kinds <= found


def test_MM_COMP_2_three_kinds_of_spot_one_park_one_lake():
    city = city_for(3)
    kinds = Counter(kind for kind in city.kinds if kind)
    assert kinds == {"residential": 6, "commercial": 6, "entertainment": 6, "park": 6, "lake": 6}
    assert sorted({s.split("-")[0] for s in city.spots}) == ["com", "ent", "res"]
    assert len(city.locations["park"]) == len(city.locations["lake"]) == 7  # a hexagon of 6 triangles
    assert not city.touching("park", "lake")  # our layouts keep them apart


def test_MM_COMP_3_white_start_and_black_end_arrows_on_the_six_sides():
    city = city_for(0)
    assert len(city.sides) == 6 and all(len(side) == 4 for side in city.sides)
    for k, side in enumerate(city.sides):
        assert [city.arrows[v] for v in side] == [("white", k), ("black", k), ("white", k), ("black", k)]
        assert all(city.lattice.vertices.degree(v) == 4 for v in side)  # on the rim, not at a corner
    assert Counter(colour for colour, _ in city.arrows.values()) == {"white": 12, "black": 12}


def test_MM_COMP_4_the_table_of_location_pairs():
    data = city_data()
    assert list(data.pairs) == list(LETTERS)
    assert all(len(set(kinds)) == 2 and set(kinds) <= set(SPOT_KINDS) for kinds in data.pairs.values())
    left, right = data.two_players
    assert {letter: sorted((left[letter], right[letter])) for letter in LETTERS} == {
        letter: sorted(kinds) for letter, kinds in data.pairs.items()
    }


def test_MM_EX_4_letter_types_follow_the_no_corruption_lists():
    expected = {
        "A": {"residential", "commercial"},
        "B": {"commercial", "entertainment"},
        "C": {"entertainment", "residential"},
        "D": {"residential", "commercial"},
        "E": {"commercial", "entertainment"},
        "F": {"residential", "entertainment"},
    }
    assert {letter: set(kinds) for letter, kinds in city_data().pairs.items()} == expected
    assert Counter(k for kinds in city_data().pairs.values() for k in kinds) == dict.fromkeys(SPOT_KINDS, 4)


def test_MM_SETUP_1_the_layout_comes_from_the_seed():
    assert city_for(5).layout == city_for(5).layout
    layouts = {city_for(seed).layout for seed in range(30)}
    assert len(layouts) == 30
    assert {turn for layout in layouts for _, turn in layout} == {0, 1, 2}  # pieces are turned too
    assert len({layout[0][0] for layout in layouts}) == 6


def test_turning_a_piece_moves_its_spots_within_its_sector():
    data = city_data()
    names = tuple(p.name for p in data.pieces)
    straight = lay_out(data, tuple((n, 0) for n in names))
    turned = lay_out(data, tuple((n, 1) for n in names))
    assert {s: straight.triangles[t] for s, t in straight.spots.items()} != {
        s: turned.triangles[t] for s, t in turned.spots.items()
    }
    three = lay_out(data, tuple((n, 3 % 3) for n in names))
    assert {straight.triangles[t] for t in straight.spots.values()} == {
        three.triangles[t] for t in three.spots.values()
    }


def test_MM_GRID_1_lines_on_edges_stations_on_vertices():
    city = city_for(0)
    for (a, b), (edge, direction, left, right) in city.hops.items():
        va, vb = city.vertices[a], city.vertices[b]
        assert (vb[0] - va[0], vb[1] - va[1]) == TRI_DIRECTIONS[direction]
        assert {va, vb} == {city.vertices[v] for v in city.edges[edge]}
        for t in (left, right):
            assert t == -1 or {va, vb} < city.triangles[t]
    assert len(city.hops) == 2 * len(city.edges)


def test_MM_GAP_7_locations_are_served_by_the_corners_of_their_triangles():
    city = city_for(0)
    for spot, t in city.spots.items():
        assert city.locations[spot] == city.triangles[t]
    for kind in LEISURE:
        triangles = [t for t, k in enumerate(city.kinds) if k == kind]
        assert city.locations[kind] == frozenset(v for t in triangles for v in city.triangles[t])
    assert sum(city.spot_points) == 18 * 3 and sum(city.leisure_points) == 14


def test_spots_are_numbered_in_reading_order():
    city = city_for(0)
    for prefix in ("res", "com", "ent"):
        heights = [max(city.pos(v)[1] for v in city.triangles[city.spots[f"{prefix}-{n}"]]) for n in range(1, 7)]
        assert heights == sorted(heights, reverse=True)


@pytest.mark.parametrize(
    "old, new, message",
    [
        ("side = 5", "side = 12", "board.side: 12 must be a whole number of 8 or less"),
        ('arrows = ["white", "black", "white", "black"]', 'arrows = ["white", "white", "white", "white"]', "both used"),
        ('F = ["residential", "entertainment"]', 'F = ["residential", "residential"]', "different types"),
        ('F = ["residential", "entertainment"]\n', "", "pairs: the field F is missing"),
        ("park = [1, 2]\n", "", "exactly one park"),
        ("lake = [2, 1]", "lake = [0, 1]", "inner vertex"),
        ("residential = [[3, 0], [4, 0], [3, 1]]", "residential = [[3, 0], [4, 0], [4, 1]]", "not one small triangle"),
        ("commercial = [[2, 2], [3, 2], [2, 3]]", "commercial = [[1, 2], [2, 2], [1, 3]]", "overlaps"),
        ('name = "Hillside"', 'name = "Market"', "different names"),
        ("[two_players]", "[two_player]", "two_player is not a field here"),
        ('left = { A = "residential"', 'left = { A = "commercial"', "must split letter A"),
        (
            "residential = [[3, 0], [4, 0], [3, 1]]",
            "residential = [3, 0]",
            "residential: has 2 items, but must be a list",
        ),
        ("side = 5", "side = 5\nside = 6", "not valid TOML"),
    ],
)
def test_a_broken_city_file_is_refused_with_a_clear_message(old, new, message):
    assert old in TEXT
    with pytest.raises(CityError, match=message):
        load_data(TEXT.replace(old, new, 1))


def test_a_city_with_too_few_spots_of_a_type_is_refused():
    text = TEXT
    for old in (
        "commercial = [[2, 2], [3, 2], [2, 3]]\n",
        "commercial = [[0, 0], [1, 0], [0, 1]]\n",
        "commercial = [[1, 0], [2, 0], [1, 1]]\n",
    ):
        text = text.replace(old, "", 1)
    with pytest.raises(CityError, match="at least 4 commercial spots"):
        load_data(text)
