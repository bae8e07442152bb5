"""The map file data/map.toml (our reconstruction, W-GAP-6), warsaw.MAP's API, and the checks made when a map
or the building points are loaded: each broken file raises DataError saying what is wrong."""

import pytest

from gamekit.geometry import hex_disc, hex_ring
from gamekit.warsaw import MAP, DataError, load_map
from gamekit.warsaw.buildings import load_card_points
from gamekit.warsaw.map import MAP_TEXT

RIGHT_BANK = {(2, -1), (2, 0), (1, 1), (1, -3), (2, -3), (3, -3), (3, -2), (3, -1), (3, 0), (2, 1)}
RIGHT_LIST = "[[2, -1], [2, 0], [1, 1], [1, -3], [2, -3], [3, -3], [3, -2], [3, -1], [3, 0], [2, 1]]"


def test_the_map_api():
    assert MAP.hexes == tuple(sorted(hex_disc(3)))
    assert MAP.zone((0, 0)) == "urban" and MAP.zone((3, 0)) == "suburban"
    assert MAP.bank((2, 0)) == "right" and MAP.bank((-3, 0)) == "left"
    assert MAP.neighbours((0, 0)) == tuple(sorted(MAP.board.cells[(0, 0)]))
    assert all(type(e) is frozenset and len(e) == 2 for e in MAP.river_edges)
    assert MAP.historic_sites[(0, 0)] == "Zamek Królewski (Royal Castle)"
    assert (0, 0) in MAP and (4, 0) not in MAP and [0, 0] not in MAP and "x" not in MAP
    for look_up in (MAP.zone, MAP.bank, MAP.neighbours):
        with pytest.raises(ValueError, match="not a hex of the Warsaw map"):
            look_up((4, 0))
    assert MAP.board.cells.number_of_nodes() == 37 and MAP.board.corners.number_of_edges() == 132


def test_W_GAP_6_our_layout_follows_the_proposal():
    assert {h for h in MAP.hexes if MAP.zone(h) == "suburban"} == set(hex_ring((0, 0), 3))
    assert {h for h in MAP.hexes if MAP.bank(h) == "right"} == RIGHT_BANK
    assert len(MAP.river_edges) == 16
    assert MAP.river_edges == {frozenset((a, b)) for a in RIGHT_BANK for b in MAP.board.cells[a] if b not in RIGHT_BANK}
    assert set(MAP.historic_sites) == {(0, 0), (1, -1), (0, -1), (1, 0)}
    assert {b.kind for b in MAP.historic_buildings.values()} == {"cultural", "representative"}


def test_W_GAP_6_the_loader_takes_a_right_bank_of_any_size_from_seven_hexes():
    """ "losowo umieścić 7 żetonów budynków neutralnych na polach prawobrzeżnej Warszawy": the seed needs room for
    7 neutral buildings and 3 right-bank urban hexes, nothing more, so a teacher's map may size the bank."""
    assert len(MAP.right_bank) == 10 > 7
    for right in (
        [(2, -1), (2, 0), (1, 1), (3, -2), (3, -1), (3, 0), (2, 1)],
        [(2, -1), (2, 0), (1, 1), (3, -2), (3, -1), (3, 0), (2, 1), (1, 2), (0, 3), (-1, 3), (-2, 3)],
    ):
        other = load_map(broken(RIGHT_LIST, str([list(h) for h in right])))
        assert other.right_bank == tuple(sorted(right))
        assert len(other.building_hexes(3)) == 37 - len(right) and len(other.building_hexes(4)) == 37


def test_W_GAP_16_rubble_goes_on_the_inner_hexes_not_the_outer_ring():
    for players in (3, 4, 5):
        assert not MAP.start_rubble[players] & set(hex_ring((0, 0), 3))
    assert MAP.start_rubble[4] == MAP.start_rubble[5] == set(hex_disc(2))


def test_the_shipped_file_says_it_is_our_reconstruction():
    assert "OUR RECONSTRUCTION" in MAP_TEXT.splitlines()[2]
    assert load_map(MAP_TEXT).river_edges == MAP.river_edges


def broken(old, new):
    assert old in MAP_TEXT, old
    return MAP_TEXT.replace(old, new, 1)


@pytest.mark.parametrize(
    "text, message",
    [
        ("urban = [", "not valid TOML"),
        (broken("right_bank = ", "left_bank = "), "left_bank is not a field here"),
        (broken("[3, -3], ", ""), "37 hexes, 19 of them urban"),
        (broken("[3, -3], ", "[3, -3], [4, -3], "), "37 hexes, 19 of them urban"),
        (broken("[0, 0], [1, 0]", "[0, 0], [1, 0], [3, 0]"), "both urban and suburban"),
        (broken("[0, 0], [1, 0]", "[0, 0], [1]"), "urban\\[1\\]: \\[1\\] must be a list of exactly 2 items"),
        (broken("[0, 0], [1, 0]", "[0, 0], [0, 0]"), "more than once"),
        (
            broken("urban = [\n    [0, 0], [1, 0]", "urban = [\n    [3, 0], [1, 0]").replace(
                "suburban = [\n    [3, 0]", "suburban = [\n    [0, 0]"
            ),
            "around the urban centre hex",
        ),
        (
            broken("urban = [\n    [0, 0], [1, 0]", "urban = [\n    [0, 0], [3, 0]").replace(
                "suburban = [\n    [3, 0]", "suburban = [\n    [1, 0]"
            ),
            "outermost ring",
        ),
        (broken(RIGHT_LIST, "[[2, -1], [2, 0], [1, 1], [3, -2], [3, -1], [3, 0]]"), "at least 7 hexes"),
        (broken("[[2, -1], [2, 0], [1, 1],", "[[2, -1], [2, 0], [1, 2],"), "3 urban hexes must be on the right bank"),
        (
            broken(RIGHT_LIST, "[[2, -1], [2, 0], [1, 1], [3, -2], [3, -1], [3, 0], [-3, 0]]"),
            "right bank must be in one piece",
        ),
        (
            broken(RIGHT_LIST, "[[2, -3], [3, -3], [2, -2], [2, -1], [2, 0], [2, 1], [1, 2]]"),
            "left bank must be in one piece",
        ),
        (
            broken(
                RIGHT_LIST, "[[2, -1], [2, 0], [1, 1], [3, -7], [2, -3], [3, -3], [3, -2], [3, -1], [3, 0], [2, 1]]"
            ),
            "not on the map",
        ),
        (
            broken("[[historic]]\nhex = [1, 0]", "[[ruin]]\nhex = [1, 0]"),
            "historic: has 3 items, but must be a list of at least 4",
        ),
        (
            broken('[[historic]]\nhex = [1, 0]\nname = "Teatr Wielki (Grand Theatre)"\nkind = "cultural"\n', ""),
            "historic: has 3 items, but must be a list of at least 4 items \\(W-COMP-3\\)",
        ),
        (broken("hex = [1, 0]", "hex = [2, 0]"), "urban hex of the left bank"),
        (broken("hex = [1, 0]", "hex = [0, 0]"), "urban hex of the left bank, used once"),
        (broken("hex = [1, 0]", "hex = [0, 3]"), "urban hex of the left bank"),
        (
            broken('kind = "cultural"\n\n[[historic]]', 'kind = "castle"\n\n[[historic]]'),
            "'castle' must be one of cultural,",
        ),
        (
            broken(
                'kind = "representative"\n\n[[historic]]\nhex = [1, -1]',
                'kind = "representative"\nstyle = "baroque"\n\n[[historic]]\nhex = [1, -1]',
            ),
            "'baroque' must be one of modernism or socrealism \\(W-CARD-3\\)",
        ),
        (broken('name = "Barbakan (Barbican)"', 'name = " "'), "name: ' ' must not be blank"),
        (broken('name = "Barbakan (Barbican)"\n', ""), "the field name is missing"),
        (broken("[rubble]\n3 = [", "[rubble]\n6 = ["), "rubble: 6 is not a field here"),
        (broken("[rubble]\n3 = [\n    [0, 0],", "[rubble]\n3 = [\n    [0, 0], [2, 0],"), "16 of them"),
        (broken("4 = [\n    [0, 0], [1, 0],", "4 = [\n    [1, 0],"), "19 of them"),
    ],
)
def test_a_broken_map_is_refused_with_a_reason(text, message):
    with pytest.raises(DataError, match=message):
        load_map(text)


@pytest.mark.parametrize(
    "text, message",
    [
        ("[points]\nservice = 2\nresidential = 2\ntransport = 3\nrepresentative = 3\ncultural = 3", None),
        ("[points]\nservice = 2\nresidential = 2\ntransport = 3\nrepresentative = 3", "the field cultural is missing"),
        (
            "[points]\nservice = 2\nresidential = 2\ntransport = 3\nrepresentative = 3\ncultural = 3\nindustrial = 2",
            "points: industrial is not a field here",
        ),
        ("[points]\nservice = -2\nresidential = 2\ntransport = 3\nrepresentative = 3\ncultural = 3", "0 or more"),
        ("[points]\nservice = 2.5\nresidential = 2\ntransport = 3\nrepresentative = 3\ncultural = 3", "whole number"),
        ("points = 3", "points: 3 must be a table"),
        ("[points", "not valid TOML"),
    ],
)
def test_the_building_points_file_is_checked(text, message):
    if message is None:
        assert load_card_points(text)["cultural"] == 3
    else:
        with pytest.raises(DataError, match=message):
            load_card_points(text)
