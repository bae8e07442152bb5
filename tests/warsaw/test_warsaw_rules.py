"""One test per rule ID of rules/warsaw.md that the map-and-scoring sandbox covers (W-COMP, W-SETUP, W-CARD,
W-TASK, W-NORM, W-FOUND, W-ZONE, W-BUILD/W-IND, W-METRO, W-BRIDGE, W-STAGE, W-SCORE, W-TIE, W-PC, W-FLOW), and
the gaps whose PROPOSED resolution the engine builds (W-GAP-n). The worked examples W-EX-n are in
test_warsaw_scenarios.py, the map file in test_warsaw_map.py.
"""

import pytest
from warsaw_helpers import around, cleared, edge, lay_line, refused

from gamekit.warsaw import BRIDGE_COSTS, KINDS, MAP, STYLES, Sandbox, Task, bridge_payments, lines
from gamekit.warsaw.board import is_full
from gamekit.warsaw.buildings import CARD_POINTS
from gamekit.warsaw.metro import INLAND_BANKS, OTHER_BANK, RIVER_SIDES
from gamekit.warsaw.scoring import unbuilt_neighbours
from gamekit.warsaw.state import initial_state

LEFT_SUBURBS = [h for h in MAP.hexes if MAP.zone(h) == "suburban" and MAP.bank(h) == "left"]


# --- components and set-up --------------------------------------------------------------------------


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
    """"W przypadku gry 3 osobowej należy losowo umieścić 7 żetonów budynków neutralnych na polach
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


# --- cards and location ----------------------------------------------------------------------------


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
        h for h in MAP.hexes if MAP.zone(h) == "suburban" and h != (0, 3)}
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


# --- building and immediate points ------------------------------------------------------------------


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


NORM = ["residential", "service", "transport", "metro"]


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


# --- metro ----------------------------------------------------------------------------------------


def test_W_METRO_2_six_markers_each_then_no_more_metro():
    city = Sandbox()
    lay_line(city, 0, 6)
    a, b = sorted(min(city.legal_metro_edges(1) - MAP.river_edges, key=sorted))
    assert refused(city, city.metro, a, b, 0).rule == "W-METRO-2"
    city.metro(a, b, 1)


def test_W_METRO_3_a_segment_lies_between_two_neighbouring_hexes():
    city = Sandbox()
    assert refused(city, city.metro, (0, 0), (2, 0), 0).rule == "W-METRO-3"
    city.metro((0, 0), (-1, 0), 0)
    error = refused(city, city.metro, (-1, 0), (0, 0), 1)
    assert error.rule == "W-METRO-3" and "already" in error.reason


def test_W_METRO_4_the_first_segment_anywhere_later_ones_continue():
    city = Sandbox()
    city.metro((-2, 3), (-2, 2), 2)  # the first segment of the game, anywhere
    assert refused(city, city.metro, (0, 0), (-1, 0), 0).rule == "W-METRO-4"
    city.metro((-2, 2), (-3, 3), 0)  # continues player 2's segment: any builder's metro counts


def test_W_METRO_5_stage_one_has_one_line_without_branches():
    city = Sandbox()
    city.metro((-1, 0), (0, 0), 0)
    city.metro((-1, 0), (0, -1), 1)  # the corner of (-1, 0), (0, 0), (0, -1) is now inside the line
    assert refused(city, city.metro, (0, 0), (0, -1), 0).rule == "W-METRO-5"
    assert edge((0, 0), (0, -1)) not in city.legal_metro_edges(0)


def test_W_METRO_6_stage_two_one_branch_starts_the_second_line():
    city = Sandbox()
    city.metro((-1, 0), (0, 0), 0)
    city.metro((-1, 0), (0, -1), 1)
    city.stage = 2
    assert lines(city.board) == 1
    city.metro((0, 0), (0, -1), 2)
    assert lines(city.board) == 2
    city.metro((0, 0), (1, -1), 3)  # either line may go on
    city.metro((-1, 0), (-1, -1), 3)


def test_W_METRO_7_never_a_third_line():
    city = Sandbox(stage=2)
    city.metro((-1, 0), (0, 0), 0)
    city.metro((-1, 0), (0, -1), 0)
    city.metro((0, 0), (0, -1), 0)  # the branch: two lines
    city.metro((0, 0), (-1, 1), 1)  # the corner of (-1, 0), (0, 0), (-1, 1) is now inside a line
    assert refused(city, city.metro, (-1, 0), (-1, 1), 1).rule == "W-METRO-7"


def test_W_METRO_8_each_segment_scores_one_for_its_builder():
    city = Sandbox()
    assert city.metro((-1, 0), (0, 0), 0) == 1
    city.metro((-1, 0), (0, -1), 1)
    city.metro((-1, 0), (-1, -1), 1)
    assert [city.score().rows(s)["metro"] for s in range(4)] == [1, 2, 0, 0]


def test_W_METRO_9_never_along_the_board_perimeter():
    city = Sandbox()
    assert refused(city, city.metro, (0, 3), (0, 4), 0).rule == "W-METRO-9"
    assert refused(city, city.metro, (0, 4), (0, 5), 0).rule == "W-COMP-1"  # no map hex at all
    perimeter = [e for e in MAP.board.corners.edges(data=True) if e[2]["perimeter"]]
    assert len(perimeter) == 132 - 90 and not city.legal_metro_edges(0) & {frozenset(e[2]["cells"]) for e in perimeter}


def test_W_METRO_10_a_line_at_the_board_edge_ends_there():
    city = Sandbox()
    city.metro((-3, 0), (-3, 1), 0)  # between two suburban hexes: one end is on the board's edge
    for inside in ((-3, 0), (-3, 1)):  # the two perimeter sides at that end, towards (-4, 1) off the map
        assert refused(city, city.metro, inside, (-4, 1), 0).rule == "W-METRO-10"
    assert city.legal_metro_edges(0) - MAP.river_edges == {edge((-3, 0), (-2, 0)), edge((-3, 1), (-2, 0))}


def test_W_METRO_11_no_loop():
    city = Sandbox()
    ring = around((0, 0))
    for neighbour in ring[:5]:
        city.metro((0, 0), neighbour, 0)
    assert refused(city, city.metro, (0, 0), ring[5], 0).rule == "W-METRO-11"


def test_W_METRO_12_never_along_the_river():
    city = Sandbox()
    for river in MAP.river_edges:
        assert refused(city, city.metro, *sorted(river), 0).rule == "W-METRO-12"


def test_W_METRO_13_a_line_reaching_the_river_crosses_by_the_tunnel():
    """"Kiedy linia metra dotrze do rzeki, gracz który umieścił taki odcinek metra bierze z banku znacznik
    tunelu i umieszcza go na rzece w ten sposób aby łączył właśnie wybudowany odcinek z drugim brzegiem
    rzeki (tak, by kolejny fragment mógł powstać pomiędzy dwoma heksami)"."""
    city = Sandbox()
    city.metro((0, 1), (1, 0), 0)  # one end on the river: the tunnel goes under the edge (1, 0)|(1, 1)
    assert city.board.tunnel == (edge((1, 0), (1, 1)),)
    assert edge((1, 1), (2, 0)) in city.legal_metro_edges(1)  # the line goes on on the right bank
    city.metro((1, 1), (2, 0), 1)
    assert lines(city.board) == 1
    two_ways = Sandbox()
    error = refused(two_ways, two_ways.metro, (1, -2), (2, -2), 0)  # the tunnel could go two ways: choose
    assert error.rule == "W-METRO-13" and "choose" in error.reason
    assert two_ways.tunnel_options((1, -2), (2, -2)) == {edge((1, -2), (2, -3)), edge((2, -3), (2, -2))}
    assert refused(two_ways, two_ways.metro, (1, -2), (2, -2), 0, tunnel=((1, 0), (2, 0))).rule == "W-METRO-13"
    two_ways.metro((1, -2), (2, -2), 0, tunnel=((1, -2), (2, -3)))
    assert edge((1, -3), (2, -3)) in two_ways.legal_metro_edges(0)


def test_W_METRO_13_a_line_reaching_the_river_where_it_bends_gets_the_tunnel_too():
    """"bierze z banku znacznik tunelu i umieszcza go na rzece w ten sposób aby łączył właśnie wybudowany
    odcinek z drugim brzegiem rzeki": at (0, 1), (0, 2), (1, 1) the river bends round the right-bank hex
    (1, 1), and neither river side there ends where the line can go on; the tunnel runs under two."""
    city = Sandbox()
    assert city.tunnel_options((0, 1), (0, 2)) == {edge((0, 1), (1, 1)), edge((0, 2), (1, 1))}
    city.metro((0, 1), (0, 2), 0, tunnel=((0, 1), (1, 1)))
    assert city.board.tunnel == (edge((0, 1), (1, 1)), edge((1, 0), (1, 1)))
    assert edge((1, 1), (2, 0)) in city.legal_metro_edges(1)  # on the right bank, where the tunnel comes up
    assert edge((1, 1), (2, 1)) not in city.legal_metro_edges(1)  # the other way was not taken
    city.metro((1, 1), (2, 0), 1)
    assert lines(city.board) == 1 and city.score().rows(0)["metro"] == 1


def test_W_METRO_13_every_segment_reaching_the_river_gets_the_tunnel():
    """"Kiedy linia metra dotrze do rzeki ... bierze z banku znacznik tunelu": every side between two hexes
    with an end on the river, at a straight stretch or where the river bends, takes the tunnel as the first
    segment of a 4-player game (W-GAP-9), and the line can go on from the other bank."""
    reaching = [e for e in map(frozenset, MAP.board.cells.edges)
                if e not in MAP.river_edges and any(RIVER_SIDES[c] for c in MAP.side(e))]
    assert len(reaching) == 15
    bends = set()
    for side in reaching:
        a, b = sorted(side)
        city = Sandbox()
        options = city.tunnel_options(a, b)
        assert options, side
        for first in options:
            city = Sandbox()
            city.metro(a, b, 0, tunnel=tuple(sorted(first)))
            under = city.board.tunnel
            assert under[0] == first and set(under) <= MAP.river_edges
            if len(under) > 1:
                bends.add(side)
            landing = set(MAP.side(under[-1])) - set(MAP.side(under[-2] if len(under) > 1 else side))
            (landing,) = landing
            assert INLAND_BANKS[landing] == {OTHER_BANK[MAP.bank(a)]}  # the other bank, between two hexes
            onward = [e for e in city.legal_metro_edges(1) - MAP.river_edges if landing in MAP.side(e)]
            assert len(onward) == 1 and MAP.bank(min(onward[0])) != MAP.bank(a)
    assert bends == {edge((0, -3), (0, -2)), edge((0, 1), (0, 2)), edge((3, -3), (3, -2))}  # under 2 sides
    for side in (side for side in reaching if MAP.bank(min(side)) == "left"):
        three = Sandbox(players=3)  # with 3 players nothing crosses to the right bank (W-METRO-15)
        three.metro(*sorted(side), 0)
        assert three.board.tunnel is None


def test_W_METRO_14_the_tunnel_scores_nothing():
    city = Sandbox()
    city.metro((0, 1), (1, 0), 0)
    assert city.board.tunnel is not None and city.score().rows(0)["metro"] == 1


def test_W_METRO_15_three_players_no_metro_on_the_right_bank():
    city = Sandbox(players=3)
    assert refused(city, city.metro, (3, -1), (3, 0), 0).rule == "W-METRO-15"
    city.metro((0, 1), (1, 0), 0)  # reaches the river, but the tunnel would lead to the right bank
    assert city.board.tunnel is None
    assert all(MAP.bank(min(e)) == "left" for e in city.legal_metro_edges(0) - MAP.river_edges)


# --- bridges --------------------------------------------------------------------------------------


def test_W_BRIDGE_1_three_prices():
    assert [dict(cost) for cost in BRIDGE_COSTS] == [
        {"fund": 1, "concrete": 1, "rubble": 1}, {"fund": 1, "rubble": 3}, {"fund": 1, "concrete": 2}]
    assert bridge_payments(1, 2, 3) == BRIDGE_COSTS
    assert bridge_payments(1, 1, 0) == () and bridge_payments(0, 3, 3) == ()


def test_W_BRIDGE_2_only_while_the_player_holds_a_metro_marker():
    city = Sandbox()
    lay_line(city, 0, 6)
    assert refused(city, city.bridge, (1, 0), (2, 0), 0).rule == "W-BRIDGE-2"
    city.bridge((1, 0), (2, 0), 1)


def test_W_BRIDGE_3_across_the_river_only():
    city = Sandbox()
    assert refused(city, city.bridge, (0, 0), (1, 0), 0).rule == "W-BRIDGE-3"
    assert refused(city, city.bridge, (1, 0), (3, 0), 0).rule == "W-BRIDGE-3"
    assert city.legal_metro_edges(0) & MAP.river_edges == MAP.river_edges  # every river edge takes a bridge


def test_W_BRIDGE_4_a_bridge_takes_a_metro_marker():
    city = Sandbox()
    city.bridge((1, 0), (2, 0), 0)
    assert city.board.markers_used(0) == 1
    lay_line(city, 0, 5)
    a, b = sorted(min(city.legal_metro_edges(1) - MAP.river_edges, key=sorted))
    assert refused(city, city.metro, a, b, 0).rule == "W-METRO-2"


def test_W_BRIDGE_5_each_bridge_scores_four():
    city = Sandbox()
    assert city.bridge((1, 0), (2, 0), 2) == 4
    city.bridge((0, 2), (1, 1), 2)
    assert city.score().rows(2)["bridges"] == 8


def test_W_BRIDGE_6_four_bridges_in_the_whole_game():
    city = Sandbox()
    rivers = sorted(MAP.river_edges, key=sorted)
    for owner, river in enumerate(rivers[:4]):
        city.bridge(*sorted(river), owner)
    assert refused(city, city.bridge, *sorted(rivers[4]), 0).rule == "W-BRIDGE-6"
    assert not city.legal_metro_edges(0) & MAP.river_edges


def test_W_BRIDGE_7_three_players_may_still_bridge_the_river():
    city = Sandbox(players=3)
    assert city.bridge((1, 0), (2, 0), 0) == 4


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


@pytest.mark.parametrize("kind, neighbour, points", [
    ("service", "residential", 1), ("service", "service", 0), ("residential", "service", 1),
    ("residential", "transport", 1), ("residential", "cultural", 0), ("representative", "cultural", 1),
    ("cultural", "representative", 1), ("cultural", "cultural", 0), ("transport", "residential", 0),
])
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


def test_W_GAP_8_lines_are_paths_through_corners():
    city = Sandbox(stage=2)
    lay_line(city, 0, 4)
    assert lines(city.board) == 1
    assert lines(Sandbox().board) == 0


def test_W_GAP_9_once_the_tunnel_is_used_a_line_reaching_the_river_ends():
    city = Sandbox()
    city.metro((0, 1), (1, 0), 0)  # the tunnel: this end of the line moves to the right bank
    city.metro((0, 0), (1, 0), 0)
    error = refused(city, city.metro, (1, 0), (1, -1), 0, tunnel=((1, -1), (2, -1)))
    assert error.rule == "W-METRO-13" and "already under the river" in error.reason
    city.metro((1, 0), (1, -1), 0)  # reaches the river: this end is closed
    assert city.board.tunnel == (edge((1, 0), (1, 1)),)
    assert city.legal_metro_edges(0) - MAP.river_edges == {edge((1, 1), (2, 0))}  # only the right-bank end is open


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


def test_W_GAP_22_segments_and_bridges_share_the_six_markers():
    city = Sandbox()
    city.bridge((1, 0), (2, 0), 0)
    city.bridge((0, 2), (1, 1), 0)
    lay_line(city, 0, 4)
    assert city.board.markers_used(0) == 6
    assert refused(city, city.bridge, (1, 2), (2, 1), 0).rule == "W-BRIDGE-2"


def test_W_GAP_23_with_three_players_the_last_left_bank_hex_fills_the_board():
    """"zostanie zabudowane ostatnie pole na planszy budowy": with 3 players nothing is built on the right
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


def test_W_GAP_30_the_tunnel_does_not_border_buildings():
    city = cleared()
    city.metro((0, 1), (1, 0), 0)
    city.build((1, 1), "service", 1)  # next to the tunnel's river edge only
    city.build((0, 1), "service", 2)
    assert [city.score().rows(s)["metro_adjacency"] for s in (1, 2)] == [0, 1]


def test_W_GAP_31_the_tie_break_counts_buildings_only():
    city = cleared()
    city.bridge((1, 0), (2, 0), 0)
    city.metro((-1, 0), (0, 0), 0)
    city.build((0, 3), "transport", 1)
    city.build((1, 2), "transport", 1)
    assert city.score().tiebreak == (0, 2, 0, 0)


def test_W_GAP_32_scores_may_go_below_zero():
    assert Sandbox().score(norms={1: NORM}).total(1) == -3


def test_W_GAP_33_one_bridge_per_river_edge():
    city = Sandbox()
    city.bridge((1, 0), (2, 0), 0)
    assert refused(city, city.bridge, (2, 0), (1, 0), 1).rule == "W-GAP-33"
