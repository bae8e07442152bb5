"""One test per rule ID of rules/warsaw.md that the map-and-scoring sandbox covers, part 1: components and
set-up (W-COMP, W-SETUP), cards and location (W-CARD, W-FOUND, W-ZONE), building (W-BUILD, W-IND), urban tasks
(W-TASK), norms (W-NORM) and stages (W-FLOW, W-STAGE). The metro and bridges are in test_warsaw_metro_rules.py,
the scoring, player counts and the other gaps in test_warsaw_scoring_rules.py, the worked examples W-EX-n in
test_warsaw_scenarios.py, the map file in test_warsaw_map.py.
"""

import pytest
from warsaw_helpers import LEFT_SUBURBS, NORM, cleared, edge, lay_line, refused

from gamekit.warsaw import KINDS, MAP, STYLES, Sandbox, Task
from gamekit.warsaw.buildings import CARD_POINTS
from gamekit.warsaw.state import initial_state

# --- components and set-up ------------------------------------------------------------------------


def test_W_COMP_1_thirty_seven_hexes_in_two_zones():
    assert len(MAP.hexes) == 37
    assert sum(MAP.zone(h) == "suburban" for h in MAP.hexes) == 18
    assert sum(MAP.zone(h) == "urban" for h in MAP.hexes) == 19
    assert refused(Sandbox(), Sandbox().build, (4, 0), "service", 0).rule == "W-COMP-1"


def test_W_COMP_3_the_vistula_splits_the_banks_and_four_historic_sites():
    assert {MAP.bank(h) for h in MAP.hexes} == {"left", "right"}
    assert all(MAP.bank(a) != MAP.bank(b) for a, b in map(sorted, MAP.river_edges))
    assert len(MAP.historic_sites) == 4


def test_W_COMP_6_nineteen_rubble_cubes_on_the_board_with_four_or_five_players():
    assert len(Sandbox(players=4).board.rubble) == len(Sandbox(players=5).board.rubble) == 19


def test_W_COMP_7_fifteen_hexes_and_six_metro_markers_a_player():
    city = cleared()
    free = [h for h in MAP.hexes if h not in MAP.historic_sites]
    for hex in free[:15]:
        city.build(hex, "transport", 0)
    assert refused(city, city.build, free[15], "transport", 0).rule == "W-COMP-7"
    city.build(free[15], "transport", 1)
    other = Sandbox()
    lay_line(other, 0, 6)
    assert other.board.markers_used(0) == 6
    segments = other.legal_metro_edges(1) - MAP.river_edges
    a, b = sorted(min(segments, key=sorted))
    assert refused(other, other.metro, a, b, 0).rule == "W-METRO-2"


def test_W_COMP_8_seven_neutral_buildings_with_three_players():
    assert len(Sandbox(players=3).board.neutral) == 7
    assert Sandbox(players=4).board.neutral == Sandbox(players=5).board.neutral == frozenset()


def test_W_COMP_13_four_bridges_and_one_tunnel():
    city = Sandbox()
    city.metro((0, 1), (1, 0), 0)  # reaches the river at the corner of (0, 1), (1, 0), (1, 1): the tunnel
    assert city.board.tunnel == (edge((1, 0), (1, 1)),)
    city.metro((0, 0), (1, 0), 0)
    city.metro((1, 0), (1, -1), 0)  # reaches the river again, but the only tunnel is used: the line ends
    assert city.board.tunnel == (edge((1, 0), (1, 1)),)
    for a, b in [((1, -1), (2, -1)), ((1, 0), (2, 0)), ((0, 2), (1, 1)), ((1, 2), (2, 1))]:
        city.bridge(a, b, 1)
    assert refused(city, city.bridge, (2, -2), (3, -2), 2).rule == "W-BRIDGE-6"


def test_W_COMP_14_three_to_five_players_numbered_from_zero():
    for players in (3, 4, 5):
        assert Sandbox(players=players).players == players
    city = cleared()
    for owner in (4, -1, True, "0"):
        assert refused(city, city.build, (0, 3), "service", owner).rule == "W-COMP-14"


def test_W_SETUP_3_three_players_seven_neutral_buildings_drawn_at_random_on_the_right_bank():
    """ "W przypadku gry 3 osobowej należy losowo umieścić 7 żetonów budynków neutralnych na polach
    prawobrzeżnej Warszawy": 7 of the right bank's hexes, drawn from the seed, in the sandbox and the game."""
    right = set(MAP.right_bank)
    assert len(right) > 7  # a draw, not every right-bank hex
    draws = [Sandbox(players=3, seed=seed).board.neutral for seed in range(40)]
    assert all(len(drawn) == 7 and drawn < right for drawn in draws)
    assert len(set(draws)) > 10 and set().union(*draws) == right
    assert Sandbox(players=3, seed=7).board.neutral == Sandbox(players=3, seed=7).board.neutral
    games = [initial_state(3, seed).board.neutral for seed in range(40)]
    assert all(len(drawn) == 7 and drawn < right for drawn in games) and len(set(games)) > 10
    assert initial_state(3, 7) == initial_state(3, 7)
    city = Sandbox(players=3)
    assert not city.board.buildings  # they belong to nobody and score nothing
    assert city.score().sheet == ((0,) * 9,) * 3


def test_W_SETUP_4_rubble_on_every_empty_urban_hex():
    for players in (3, 4, 5):
        board = Sandbox(players=players).board
        urban = {h for h in MAP.hexes if MAP.zone(h) == "urban"}
        assert board.rubble == (urban - set(MAP.right_bank) if players == 3 else urban)
    city = Sandbox()
    city.clear_rubble((0, 1))
    assert refused(city, city.clear_rubble, (0, 1)).rule == "W-SETUP-4"
    assert refused(city, city.clear_rubble, (0, 3)).rule == "W-SETUP-4"  # suburban: never any rubble


def test_W_SETUP_5_sixteen_left_bank_rubble_cubes_with_three_players():
    three = Sandbox(players=3).board.rubble
    assert len(three) == 16 and {MAP.bank(h) for h in three} == {"left"}
    assert len(Sandbox(players=4).board.rubble) == 19


# --- cards and location ---------------------------------------------------------------------------


def test_W_CARD_2_six_building_types():
    assert KINDS == ("industrial", "service", "residential", "representative", "cultural", "transport")
    city = cleared()
    for hex, kind in zip(LEFT_SUBURBS, KINDS):
        city.build(hex, kind, 0)
    assert refused(city, city.build, (0, 1), "palace", 0).rule == "W-CARD-2"


def test_W_CARD_3_two_styles_named_by_the_function():
    assert STYLES == ("socrealism", "modernism")
    city = cleared()
    city.build((0, 3), "residential", 0, "socrealism")
    city.build((1, 2), "service", 0, "modernism")
    assert [b.style for b in city.board.buildings] == ["socrealism", "modernism"]
    assert refused(city, city.build, (0, 1), "service", 0, "baroque").rule == "W-CARD-3"


def test_W_CARD_4_historic_buildings_only_on_their_site():
    city = cleared()
    assert refused(city, city.build_historic, (0, 1), 0).rule == "W-ZONE-2"
    assert city.build_historic((0, 0), 0) == CARD_POINTS["representative"]
    assert city.board.buildings[0].name == MAP.historic_sites[(0, 0)]
    from gamekit.warsaw import PlaceBuilding

    wrong = PlaceBuilding((1, 0), "industrial", 0, historic=True)  # the Grand Theatre is cultural
    assert refused(city, city.match.play, wrong).rule == "W-CARD-4"


def test_W_FOUND_2_a_free_hex_cleared_of_rubble():
    city = Sandbox()
    assert refused(city, city.build, (0, 1), "service", 0).rule == "W-FOUND-2"  # rubble
    city.clear_rubble((0, 1))
    city.build((0, 1), "service", 0)
    error = refused(city, city.build, (0, 1), "residential", 1)
    assert error.rule == "W-FOUND-2" and "not free" in error.reason


def test_W_ZONE_1_a_card_restricted_to_a_zone():
    city = cleared()
    assert refused(city, city.build, (0, 3), "service", 0, zone="urban").rule == "W-ZONE-1"
    assert refused(city, city.build, (0, 1), "service", 0, zone="suburban").rule == "W-ZONE-1"
    city.build((0, 1), "service", 0, zone="urban")
    city.build((0, 3), "service", 0, zone="suburban")
    assert city.legal_hexes("service", 0, zone="suburban") == {
        h for h in MAP.hexes if MAP.zone(h) == "suburban" and h != (0, 3)
    }
    assert refused(city, city.build, (1, 2), "service", 0, zone="downtown").rule == "W-ZONE-1"


def test_W_ZONE_2_a_historic_building_only_on_its_own_site():
    city = cleared()
    assert refused(city, city.build_historic, (-1, 0), 0).rule == "W-ZONE-2"
    for site in MAP.historic_sites:
        city.build_historic(site, 1)
    assert {b.hex for b in city.board.buildings} == set(MAP.historic_sites)


def test_W_ZONE_3_stage_one_historic_sites_take_only_their_building():
    city = cleared()
    for site in MAP.historic_sites:
        assert refused(city, city.build, site, MAP.historic_buildings[site].kind, 0).rule == "W-ZONE-3"
    assert not city.legal_hexes("cultural", 0) & set(MAP.historic_sites)


def test_W_ZONE_4_stage_two_any_building_on_an_unbuilt_site():
    city = cleared(stage=2)
    city.build((0, 0), "industrial", 0)
    assert refused(city, city.build_historic, (0, 0), 1).rule == "W-FOUND-2"  # built before: no longer free
    city.build_historic((1, 0), 1)  # the historic building itself still may
    assert set(MAP.historic_sites) - {(0, 0), (1, 0)} <= city.legal_hexes("service", 2)


def test_W_ZONE_5_three_players_build_nothing_on_the_right_bank():
    city = cleared(players=3)
    for hex in (h for h in MAP.hexes if MAP.bank(h) == "right"):
        assert refused(city, city.build, hex, "service", 0).rule == "W-ZONE-5"
    assert all(MAP.bank(h) == "left" for h in city.legal_hexes("service", 0))


# --- building and immediate points ----------------------------------------------------------------


def test_W_BUILD_5_card_points_and_tasks_score_at_once():
    city = cleared()
    city.build((0, 1), "cultural", 1)
    city.add_task(Task("residential", "cultural", 4))
    assert city.build((-1, 1), "residential", 0) == CARD_POINTS["residential"] + 4
    rows = city.score().rows(0)
    assert rows["buildings"] == CARD_POINTS["residential"] and rows["urban_tasks"] == 4


def test_W_IND_1_industrial_two_plus_unbuilt_neighbours_rubble_included():
    city = Sandbox()
    city.clear_rubble((-1, 0))
    assert len(MAP.neighbours((-1, 0))) == 6
    assert city.build((-1, 0), "industrial", 0) == 2 + 6  # all six still hold rubble: unbuilt
    city.clear_rubble((-1, 1))
    city.build((-1, 1), "service", 1)
    city.clear_rubble((-2, 1))
    assert city.build((-2, 1), "industrial", 0) == 2 + 4  # (-1, 0) and (-1, 1) are built
    assert "4 unbuilt neighbouring hexes" in city.explain((-2, 1))[0]


def test_W_IND_2_other_types_score_their_fixed_card_points():
    city = cleared()
    for hex, kind in zip(((0, 1), (0, 2), (-1, 2), (-1, 1), (-2, 2)), KINDS[1:]):
        assert city.build(hex, kind, 0) == CARD_POINTS[kind]


# --- urban tasks ----------------------------------------------------------------------------------


def test_W_TASK_1_a_task_has_a_condition_and_points():
    task = Task("residential", "cultural", 3)
    assert str(task) == "a residential building next to an existing cultural building (3 VP)"
    for points in (-1, 2.5, "3"):
        with pytest.raises(ValueError, match="whole number"):
            Task("residential", "cultural", points)


def test_W_TASK_2_new_building_next_to_an_existing_one_of_any_owner():
    city = cleared()
    city.add_task(Task("service", "transport", 2))
    city.build((0, 1), "transport", 2)
    city.build((0, 3), "service", 0)  # not next to it
    assert city.tasks and city.build((0, 2), "service", 0) == CARD_POINTS["service"] + 2
    assert not city.tasks
    with pytest.raises(ValueError, match="existing building must be a type"):
        Task("service", "socrealism", 2)


def test_W_TASK_3_order_matters():
    city = cleared()
    city.add_task(Task("residential", "cultural", 3))
    city.build((0, 1), "residential", 0)
    assert city.build((0, 2), "cultural", 0) == CARD_POINTS["cultural"]
    assert city.tasks == (Task("residential", "cultural", 3),)
    assert any("order matters" in line for line in city.explain((0, 2)))


def test_W_TASK_4_style_tasks():
    city = cleared()
    city.add_task(Task("modernism", "service", 3))
    city.build((0, 1), "service", 0)
    assert city.build((0, 2), "residential", 1) == CARD_POINTS["residential"]  # no style
    assert city.build((-1, 2), "residential", 1, "socrealism") == CARD_POINTS["residential"]  # the other style
    assert city.build((-1, 1), "transport", 1, "modernism") == CARD_POINTS["transport"] + 3
    with pytest.raises(ValueError, match="type .* or a style"):
        Task("gothic", "service", 3)


def test_W_TASK_5_three_tasks_face_up():
    city = Sandbox()
    for new, existing in (("service", "residential"), ("cultural", "representative"), ("modernism", "cultural")):
        city.add_task(Task(new, existing, 3))
    assert refused(city, city.add_task, Task("transport", "service", 2)).rule == "W-TASK-5"


def test_W_TASK_6_the_task_scores_once_then_leaves_the_game():
    city = cleared()
    city.add_task(Task("residential", "service", 3))
    city.build((0, 1), "service", 1)
    city.build((0, 2), "residential", 0)
    assert city.build((-1, 2), "residential", 2) == CARD_POINTS["residential"]
    assert city.score().rows(0)["urban_tasks"] == 3 and city.score().rows(2)["urban_tasks"] == 0


def test_W_TASK_7_one_building_meets_several_tasks():
    city = cleared()
    city.add_task(Task("residential", "service", 3))
    city.add_task(Task("socrealism", "transport", 2))
    city.add_task(Task("residential", "industrial", 4))
    city.build((0, 1), "service", 1)
    city.build((-1, 2), "transport", 1)
    assert city.build((0, 2), "residential", 0, "socrealism") == CARD_POINTS["residential"] + 3 + 2
    assert city.tasks == (Task("residential", "industrial", 4),)


def test_W_TASK_8_tasks_are_checked_when_a_building_is_built():
    city = cleared()
    city.build((0, 1), "cultural", 1)
    city.build((0, 2), "residential", 0)
    city.add_task(Task("residential", "cultural", 3))  # too late for the building already standing
    assert city.score().rows(0)["urban_tasks"] == 0 and city.tasks


# --- norms ----------------------------------------------------------------------------------------


def test_W_NORM_1_a_norm_lists_objects_to_build():
    city = cleared()
    city.build((0, 1), "residential", 0)
    city.build((0, 2), "service", 0)
    city.build((0, 3), "transport", 0)
    city.metro((-1, 2), (0, 2), 1)  # player 1's segment is not player 0's object
    assert city.score(norms={0: NORM}).rows(0)["norms"] == -3
    city.metro((-1, 2), (-1, 3), 0)
    assert city.score(norms={0: NORM}).rows(0)["norms"] == 3
    assert city.score(norms={0: ["bridge", "metro", "metro", "metro"]}).rows(0)["norms"] == -3


def test_W_NORM_2_four_objects_and_five_players_ignore_the_last():
    for players, expected in ((3, -3), (4, -3), (5, 3)):
        city = cleared(players=players, hexes=())
        for hex, kind in zip(((0, 3), (1, 2), (-1, 3)), NORM):
            city.build(hex, kind, 0)
        assert city.score(norms={0: NORM}).rows(0)["norms"] == expected
    for bad in (NORM[:3], NORM + ["bridge"], ["residential", "service", "transport", "tram"], "rest"):
        with pytest.raises(ValueError, match="W-NORM-2"):
            Sandbox().score(norms={0: bad})
    with pytest.raises(ValueError, match="no player 4"):
        Sandbox().score(norms={4: NORM})


def test_W_NORM_3_one_complete_set_scores_three():
    city = cleared(hexes=())
    for hex, kind in zip(((0, 3), (1, 2), (-1, 3)), NORM):
        city.build(hex, kind, 0)
    city.metro((-1, 3), (0, 2), 0)
    assert city.score(norms={0: NORM, 1: NORM}).rows(0)["norms"] == 3


def test_W_NORM_4_no_complete_set_costs_three():
    city = Sandbox()
    score = city.score(norms={0: NORM, 1: NORM})
    assert [score.rows(s)["norms"] for s in range(4)] == [-3, -3, 0, 0]  # seats without a norm given: 0


def test_W_NORM_5_each_disjoint_set_scores_three():
    city = cleared(hexes=())
    norm = ["residential", "residential", "service", "metro"]
    for hex, kind in zip(LEFT_SUBURBS, ["residential"] * 3 + ["service"] * 2):
        city.build(hex, kind, 0)
    lay_line(city, 0, 2)
    assert city.score(norms={0: norm}).rows(0)["norms"] == 3  # 3 residential make 1 pair: none is shared
    city.build(LEFT_SUBURBS[5], "residential", 0)
    assert city.score(norms={0: norm}).rows(0)["norms"] == 6


# --- stages ---------------------------------------------------------------------------------------


def test_W_FLOW_1_stage_one_then_stage_two_never_back():
    city = Sandbox()
    assert city.stage == 1
    city.stage = 2
    assert city.stage == 2 and str(city.match.history[-1]) == "stage II"
    error = refused(city, setattr, city, "stage", 1)
    assert error.rule == "W-FLOW-1"
    city.match.undo()
    assert city.stage == 1
    with pytest.raises(ValueError, match="stage must be 1 or 2"):
        Sandbox(stage=3)


def test_W_STAGE_7_stage_two_changes_only_branching_and_historic_sites():
    one, two = cleared(), cleared(stage=2)
    for city in (one, two):
        city.metro((-1, 0), (0, 0), 0)
        city.metro((-1, 0), (0, -1), 0)
    assert one.legal_hexes("service", 0) | set(MAP.historic_sites) == two.legal_hexes("service", 0)
    assert two.legal_metro_edges(0) - one.legal_metro_edges(0) == {edge((0, 0), (0, -1))}


def test_W_STAGE_8_stage_two_historic_sites_take_any_urban_building():
    city = cleared(stage=2)
    assert refused(city, city.build, (0, 0), "service", 0, zone="suburban").rule == "W-ZONE-1"
    city.build((0, 0), "service", 0, zone="urban")
    city.build((1, 0), "industrial", 1)
