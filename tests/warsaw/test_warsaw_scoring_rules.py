"""One test per rule ID of rules/warsaw.md for the final scoring (W-SCORE, W-TIE), the player counts (W-PC) and
the gaps whose PROPOSED resolution the map and scoring build (W-GAP-n), in the sandbox.
"""

import pytest
from warsaw_helpers import LEFT_SUBURBS, NORM, around, cleared, lay_line, refused

from gamekit.warsaw import KINDS, MAP, Sandbox, Task
from gamekit.warsaw.board import is_full
from gamekit.warsaw.buildings import CARD_POINTS
from gamekit.warsaw.scoring import unbuilt_neighbours

# --- scoring --------------------------------------------------------------------------------------


def test_W_SCORE_1_most_points_wins():
    city = cleared()
    city.build((0, 3), "transport", 1)
    city.build((1, 2), "service", 0)
    assert city.score().winners() == [1]


def test_W_SCORE_2_points_during_play_for_buildings_metro_and_bridges():
    city = cleared()
    city.build((0, 3), "cultural", 0)
    city.build((-3, 3), "industrial", 0)
    city.metro((-1, 0), (0, 0), 0)
    city.bridge((1, 0), (2, 0), 0)
    rows = city.score().rows(0)
    industrial = 2 + 3  # (-3, 3) has 3 neighbours
    assert (rows["buildings"], rows["industrial"], rows["metro"], rows["bridges"]) == (3, industrial, 1, 4)


def test_W_SCORE_3_urban_task_points_are_their_own_row():
    city = cleared()
    city.add_task(Task("service", "cultural", 5))
    city.build((0, 1), "cultural", 0)
    city.build((0, 2), "service", 1)
    assert city.score().rows(1)["urban_tasks"] == 5


def test_W_SCORE_4_a_building_scores_for_the_owner_of_its_hex():
    city = cleared()
    city.build((0, 1), "residential", 0)
    city.build((0, 2), "service", 1)
    assert city.score().rows(0)["neighbours"] == 1 and city.score().rows(1)["neighbours"] == 1


@pytest.mark.parametrize(
    "kind, neighbour, points",
    [
        ("service", "residential", 1),
        ("service", "service", 0),
        ("residential", "service", 1),
        ("residential", "transport", 1),
        ("residential", "cultural", 0),
        ("representative", "cultural", 1),
        ("cultural", "representative", 1),
        ("cultural", "cultural", 0),
        ("transport", "residential", 0),
    ],
)
def test_W_SCORE_5_the_neighbour_table(kind, neighbour, points):
    city = cleared()
    city.build((0, 1), kind, 0)
    for hex in ((0, 2), (-1, 2)):
        city.build(hex, neighbour, 1)
    assert city.score().rows(0)["neighbours"] == 2 * points


def test_W_SCORE_6_industrial_scores_its_unbuilt_neighbours_again_at_the_end():
    city = Sandbox()
    city.clear_rubble((-1, 0))
    city.build((-1, 0), "industrial", 0)
    assert city.score().rows(0)["neighbours"] == 6
    city.clear_rubble((-1, 1))
    city.build((-1, 1), "transport", 1)
    assert city.score().rows(0)["neighbours"] == 5 and city.score().rows(0)["industrial"] == 8


def test_W_SCORE_7_transport_scores_nothing_for_neighbours():
    city = cleared(stage=2)
    city.build((0, 1), "transport", 0)
    for hex, kind in zip(MAP.neighbours((0, 1)), KINDS):
        city.build(hex, kind, 1)
    assert city.score().rows(0)["neighbours"] == 0


def test_W_SCORE_8_one_point_for_a_building_next_to_any_metro():
    city = cleared(stage=2)
    city.build((0, 0), "industrial", 1)
    city.build((-1, 0), "transport", 2)
    city.build((1, -1), "service", 2)
    for neighbour in around((0, 0))[3:]:
        city.metro((0, 0), neighbour, 0)  # three segments around (0, 0), one of them next to (-1, 0)
    assert [city.score().rows(s)["metro_adjacency"] for s in range(4)] == [0, 1, 1, 0]


def test_W_SCORE_9_norms_at_the_end():
    city = cleared(hexes=())
    assert city.score(norms={0: NORM}).rows(0)["norms"] == -3
    for hex, kind in zip(LEFT_SUBURBS, NORM * 2):
        if kind == "metro":
            continue
        city.build(hex, kind, 0)
    lay_line(city, 0, 2)
    assert city.score(norms={0: NORM}).rows(0)["norms"] == 6


def test_W_SCORE_10_style_majorities():
    city = cleared(hexes=())
    for hex, owner, style in zip(LEFT_SUBURBS, (0, 0, 1, 2, 2), ("socrealism",) * 3 + ("modernism",) * 2):
        city.build(hex, "transport", owner, style)
    assert [city.score().rows(s)["styles"] for s in range(4)] == [5, 0, 5, 0]
    city.build(LEFT_SUBURBS[5], "transport", 1, "socrealism")
    assert [city.score().rows(s)["styles"] for s in range(4)] == [3, 3, 5, 0]


def test_W_TIE_1_a_tie_goes_to_the_most_buildings_then_is_shared():
    city = cleared(hexes=())
    city.build((0, 3), "service", 0)
    city.build((1, 2), "service", 0)
    city.bridge((1, 0), (2, 0), 1)  # 4 points, no building
    score = city.score()
    assert score.total(0) == score.total(1) == 4 and score.winners() == [0]
    shared = Sandbox()
    shared.build((0, 3), "service", 0)
    shared.build((-3, 3), "service", 1)
    assert shared.score().winners() == [0, 1]


# --- player counts --------------------------------------------------------------------------------


def test_W_PC_1_three_players():
    city = cleared(players=3)
    assert len(city.board.neutral) == 7 and len(Sandbox(players=3).board.rubble) == 16
    assert refused(city, city.build, (2, 0), "service", 0).rule == "W-ZONE-5"
    assert refused(city, city.metro, (2, 0), (3, 0), 0).rule == "W-METRO-15"
    city.bridge((1, 0), (2, 0), 0)
    assert city.score(norms={0: NORM}).rows(0)["norms"] == -3


def test_W_PC_2_four_players():
    city = Sandbox(players=4)
    assert len(city.board.rubble) == 19 and not city.board.neutral
    city.clear_rubble((2, 0))
    city.build((2, 0), "service", 0)


def test_W_PC_3_five_players():
    city = cleared(players=5, hexes=())
    assert len(Sandbox(players=5).board.rubble) == 19
    for hex, kind in zip(((0, 3), (1, 2), (-1, 3)), NORM[:3]):
        city.build(hex, kind, 4)
    assert city.score(norms={4: NORM}).rows(4)["norms"] == 3


# --- the gaps' PROPOSED resolutions the engine builds ---------------------------------------------


def test_W_GAP_7_no_neighbours_across_the_river():
    assert (2, 0) not in MAP.neighbours((1, 0)) and (2, 0) in MAP.board.cells[(1, 0)]
    city = cleared(stage=2)
    city.add_task(Task("residential", "service", 3))
    city.build((2, 0), "service", 1)
    assert city.build((1, 0), "residential", 0) == CARD_POINTS["residential"]  # across the river: no task
    assert city.score().rows(0)["neighbours"] == 0


def test_W_GAP_19_two_players_are_not_covered():
    for players in (2, 6, "4"):
        with pytest.raises(ValueError, match="3, 4 or 5 players"):
            Sandbox(players=players)


def test_W_GAP_20_neutral_buildings_are_built_but_typeless():
    board = Sandbox(players=3).board
    assert board.neutral <= board.built() and not board.buildings
    for hex in MAP.right_bank:  # a neutral building is not an unbuilt neighbour
        assert set(unbuilt_neighbours(board, hex)) == set(MAP.neighbours(hex)) - board.neutral
    assert unbuilt_neighbours(Sandbox(players=4).board, (2, 0)) == MAP.neighbours((2, 0))


def test_W_GAP_23_with_three_players_the_last_left_bank_hex_fills_the_board():
    """ "zostanie zabudowane ostatnie pole na planszy budowy": with 3 players nothing is built on the right
    bank (W-ZONE-5), so the board is full once every left-bank hex is built; its spare hexes stay empty."""
    for players in (3, 4):
        city = cleared(players=players, stage=2)
        free = sorted(MAP.building_hexes(players))
        assert len(free) == (27 if players == 3 else 37)
        for number, hex in enumerate(free[:-1]):
            city.build(hex, "transport", number % players)
        assert not is_full(city.board, players)
        city.build(free[-1], "transport", 0)
        assert is_full(city.board, players)
    assert len(set(MAP.hexes) - city.board.built()) == 0
    three = Sandbox(players=3)
    assert len(set(MAP.right_bank) - three.board.built()) == 3  # 10 right-bank hexes, 7 neutral buildings


def test_W_GAP_24_rubble_counts_as_unbuilt_across_the_river_does_not_count():
    city = Sandbox(stage=2)
    city.clear_rubble((1, 0))
    assert city.build((1, 0), "industrial", 0) == 2 + 3  # 3 left-bank neighbours with rubble, 3 across the river


def test_W_GAP_25_no_style_building_no_style_points():
    city = cleared()
    city.build((0, 3), "service", 0)
    assert all(city.score().rows(s)["styles"] == 0 for s in range(4))


def test_W_GAP_31_the_tie_break_counts_buildings_only():
    city = cleared()
    city.bridge((1, 0), (2, 0), 0)
    city.metro((-1, 0), (0, 0), 0)
    city.build((0, 3), "transport", 1)
    city.build((1, 2), "transport", 1)
    assert city.score().tiebreak == (0, 2, 0, 0)


def test_W_GAP_32_scores_may_go_below_zero():
    assert Sandbox().score(norms={1: NORM}).total(1) == -3
