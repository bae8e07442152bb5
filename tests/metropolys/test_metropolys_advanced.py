"""The Advanced game's scoring, mostly set up in the Sandbox: heights and the Tallest building tokens, the
Neighbourhood and Area objective cards and the best grouping of buildings, one test per rule ID, named after it. The
area-card grouping is checked against brute force in test_metropolys_grouping.py."""

import pytest
from metropolys_helpers import BLUE, GREY, RED, WHITE, advanced, built

from gamekit import metropolys
from gamekit.metropolys import CITY, KINDS, Sandbox, height, playout
from gamekit.metropolys.goals import ADVANCED_AREA
from gamekit.metropolys.scoring import ADVANCED_CATEGORIES, FAMILY_CATEGORIES, area_groups


def test_M_COMP_7_advanced_components():
    assert ADVANCED_AREA == ("bridges", "monuments", "lakes", "districts", "chains") and len(KINDS) == 5
    score = built(Sandbox(variant="advanced"), "C1", first=10).score()
    assert score.rows(BLUE)["tallest buildings"] == 5  # a Tallest building token: 5 points


def test_M_ADV_1_the_advanced_game_adds_objectives_to_the_family_game():
    assert (
        "tallest buildings",
        *FAMILY_CATEGORIES[:-1],
        "neighbourhood objective",
        "area objective",
    ) == ADVANCED_CATEGORIES
    match = metropolys.new_game(seed=1, variant="advanced")
    assert (
        match.score().categories == ADVANCED_CATEGORIES
        and match.legal_moves() == metropolys.new_game(seed=1).legal_moves()
    )


def test_M_ADV_2_five_small_four_medium_four_tall_buildings():
    heights = [height(v) for v in range(1, 14)]
    assert heights == [1] * 5 + [2] * 4 + [3] * 4


def test_M_ADV_5_the_advanced_game_ends_the_same_way():
    state = playout(seed=2, players=4, variant="advanced")
    assert state.over and sum(b.owner == state.last.winner for b in state.built) == 13


def test_M_ADV_6_the_tallest_building_by_height_not_number_takes_5():
    sandbox = Sandbox(variant="advanced").build("C1", BLUE, 9).build("C2", GREY, 10).build("N1", RED, 13)
    assert [sandbox.score().rows(s)["tallest buildings"] for s in range(4)] == [0, 5, 5, 0]
    sandbox.build("C3", WHITE, 13)  # 13 and 10 are both tall: a tie
    assert [sandbox.score().rows(s)["tallest buildings"] for s in range(4)] == [0, 5, 5, 5]


def test_M_ADV_7_ties_go_to_the_second_tallest_then_third_else_everyone_tied_scores():
    sandbox = Sandbox(variant="advanced")
    for n, owner, value in (
        ("C1", BLUE, 12),
        ("C2", BLUE, 7),
        ("C3", BLUE, 1),
        ("C4", GREY, 11),
        ("C5", GREY, 8),
        ("C6", GREY, 4),
    ):
        sandbox.build(n, owner, value)
    assert [sandbox.score().rows(s)["tallest buildings"] for s in range(2)] == [5, 5]  # tall, medium, small each
    sandbox.build("C7", GREY, 2)
    assert [sandbox.score().rows(s)["tallest buildings"] for s in range(2)] == [0, 5]  # Grey has a 4th


def test_M_ADV_8_tokens_and_special_cards_score_as_in_the_family_game():
    for variant in ("family", "advanced"):
        sandbox = Sandbox(variant=variant).give("fashionable", BLUE).give("metro", BLUE).give("archaeology", BLUE)
        rows = sandbox.score().rows(BLUE)
        assert [rows[c] for c in FAMILY_CATEGORIES[:-1]] == [3, 1, 3, -1, -2]


def test_M_ADV_9_two_points_per_building_of_the_neighbourhood_card_kind():
    assert CITY.nodes["C5"]["kind"] == CITY.nodes["C8"]["kind"] == "park" != CITY.nodes["C1"]["kind"]
    assert advanced("districts", "C5", "C8", "C1", kind="park")["neighbourhood objective"] == 4
    assert advanced("districts", "C5", "C8", "C1", kind="industry")["neighbourhood objective"] == 0


def test_M_ADV_10_each_qualifying_group_scores_the_card_points():
    assert advanced("districts", "C1", "C2", "C3", "N1", "N2", "N3", "E2")["area objective"] == 8


def test_M_ADV_11_a_building_counts_once_for_the_area_card_and_may_also_count_for_the_neighbourhood_card():
    rows = advanced("monuments", "C4", "C5", "C9", "C6", "C10", kind="park")
    assert rows["area objective"] == 7  # C5 sits between M4 and M5 but makes one group
    assert rows["neighbourhood objective"] == 4  # C5 and C9 are parks: counted again here


def test_M_OBJ_1_five_neighbourhood_cards_two_points_per_building():
    assert KINDS == ("industry", "park", "residential", "commercial", "administration")
    for kind in KINDS:
        places = [n for n in CITY if CITY.nodes[n]["kind"] == kind][:3]
        assert advanced("chains", *places, kind=kind)["neighbourhood objective"] == 6


def test_M_OBJ_2_bridges_four_points_per_pair_each_building_once():
    assert advanced("bridges", "C5", "N11", "E2")["area objective"] == 4  # N11 joins two bridges: one pair
    assert advanced("bridges", "C5", "N11", "E2", "C3", "N8")["area objective"] == 8
    assert area_groups(["C5", "N11", "E2", "C3", "N8"], "bridges", "advanced") in (
        [("C3", "N8"), ("C5", "N11")],
        [("C3", "N8"), ("E2", "N11")],
    )


def test_M_OBJ_3_monuments_seven_points_per_three_around_a_monument():
    assert advanced("monuments", "C4", "C5", "C9")["area objective"] == 7
    assert advanced("monuments", "C4", "C5", "C9", "C6", "C10", "C7", "C8", "C11")["area objective"] == 14
    assert advanced("monuments", "C4", "C5", "C6")["area objective"] == 0


def test_M_OBJ_4_lakes_five_points_per_three_around_a_lake_each_building_once():
    assert advanced("lakes", "E4", "E5", "E6", "E9", "E10", "E11")["area objective"] == 10  # E9, E10 go to L4
    assert advanced("lakes", "E4", "E5", "E9", "E10", "E11")["area objective"] == 5
    assert advanced("lakes", "C3", "C4", "C8", "C9", "C12", "C13")["area objective"] == 10  # one lake, 2 groups


def test_M_OBJ_5_districts_four_points_per_district_with_three_buildings():
    assert advanced("districts", "S1", "S2", "S3", "S4", "S5", "S6", "E1", "E2")["area objective"] == 4


def test_M_OBJ_6_chains_four_points_per_chain_of_three_each_building_once():
    assert advanced("chains", "S8", "S9", "S10", "S11")["area objective"] == 4
    assert advanced("chains", "S8", "S9", "S10", "S11", "S12", "S13")["area objective"] == 8
    assert advanced("chains", "S8", "S10", "S12")["area objective"] == 0  # not next to each other
    assert advanced("chains", "C3", "N8", "N7")["area objective"] == 4  # across bridge B3


def test_M_EX_7_tallest_tie_broken_by_the_second_building():
    sandbox = Sandbox(players=3, variant="advanced")
    for n, owner, value in (("C1", 0, 12), ("C2", 0, 3), ("C3", 1, 10), ("C4", 1, 7), ("C5", 2, 13)):
        sandbox.build(n, owner, value)
    assert [sandbox.score().rows(s)["tallest buildings"] for s in range(3)] == [0, 5, 0]


def test_M_GAP_4_tallest_tokens_have_no_supply_limit_and_empty_districts_give_nothing():
    sandbox = Sandbox(variant="advanced")
    for seat in range(4):
        sandbox.build(f"C{seat + 1}", seat, 13)
    assert [sandbox.score().rows(s)["tallest buildings"] for s in range(4)] == [5, 5, 5, 5]
    sandbox.build("N1", BLUE, 1).build("E1", BLUE, 2).build("S1", BLUE, 3).build("W1", BLUE, 4)
    assert sandbox.score().rows(BLUE)["tallest buildings"] == 25
    assert Sandbox(variant="advanced").score().rows(BLUE)["tallest buildings"] == 0


def test_M_GAP_10_area_groupings_are_the_best_possible():
    sandbox = built(Sandbox(variant="advanced"), "C7", "C8", "C11", "C12", "W8", "C1", "C2")
    assert sandbox.area_groups(BLUE, "bridges") == [("C11", "W8")]  # across B7
    chains = sandbox.area_groups(BLUE, "chains")  # 7 buildings, many chains: at best 2 disjoint ones
    assert len(chains) == 2 and len({n for g in chains for n in g}) == 6
    with pytest.raises(ValueError, match="card must be one of"):
        sandbox.area_groups(BLUE, "borders")


def test_M_GAP_11_a_building_at_a_position_beats_none():
    sandbox = Sandbox(players=2, variant="advanced").build("S1", BLUE, 12).build("S2", BLUE, 1)
    sandbox.build("S3", GREY, 13)
    assert [sandbox.score().rows(s)["tallest buildings"] for s in range(2)] == [5, 0]
