"""The secret objective cards: what the player aid says of each, how they are dealt in each game and player count,
what stays unseen, and what each seat may see; one test per rule ID, named after it."""

import json

import pytest
from metropolys_helpers import BLUE, GREY

from gamekit import metropolys
from gamekit.metropolys import KINDS, Bid, Pass, Sandbox, goal_text
from gamekit.metropolys.goals import ADVANCED_AREA, FAMILY_AREA, deal_goals


def test_M_COMP_3_the_player_aid_explains_every_secret_card():
    for card in FAMILY_AREA:
        assert goal_text(card, "family").startswith("3 points")
    for card in (*ADVANCED_AREA, *KINDS):
        assert goal_text(card, "advanced").endswith(".")
    assert goal_text("industry", "advanced") == "2 points for each of your buildings in an industry neighbourhood."
    assert goal_text("park", "advanced") == "2 points for each of your buildings in a park neighbourhood."


def test_M_COMP_6_four_family_area_cards():
    assert FAMILY_AREA == ("bridges", "monuments", "lakes", "borders")
    assert sorted(c for (c,) in deal_goals(4, 8, "family")) == sorted(FAMILY_AREA)


def test_M_SETUP_6_each_family_player_gets_one_secret_area_card():
    for seed in range(10):
        match = metropolys.new_game(players=4, seed=seed)
        goals = match.state.setup.goals
        assert sorted(g for (g,) in goals) == sorted(FAMILY_AREA)
        for seat in range(4):
            seats = match.view(seat)["seats"]
            assert [s["goals"] for s in seats] == [list(goals[seat]) if s == seat else None for s in range(4)]
    assert len({metropolys.new_game(seed=seed).state.setup.goals for seed in range(10)}) > 1


def test_M_ADV_3_each_advanced_player_gets_a_neighbourhood_card_and_an_area_card():
    for seed in range(10):
        for kind, area in deal_goals(4, seed, "advanced"):
            assert kind in KINDS and area in ADVANCED_AREA


def test_M_ADV_4_cards_are_dealt_from_shuffled_decks_and_the_rest_set_aside_unseen():
    deals = {deal_goals(3, seed, "advanced") for seed in range(30)}
    assert len(deals) > 20
    for deal in deals:
        assert len({k for k, _ in deal}) == 3 and len({a for _, a in deal}) == 3
    state = metropolys.new_game(players=3, seed=0, variant="advanced").state
    assert len(state.setup.goals) == 3  # the other cards are nowhere in the game
    assert deal_goals(3, 0, "advanced") == state.setup.goals


def test_M_PC_4_no_borders_card_with_two_players():
    for seed in range(30):
        assert deal_goals(2, seed, "family")[0] != ("borders",) != deal_goals(2, seed, "family")[1]
    with pytest.raises(ValueError, match="Borders|borders"):
        Sandbox(players=2).score(goals=["borders", "lakes"])
    assert Sandbox(players=3).score(goals=["borders", "lakes", "bridges"]).total(BLUE) == 0


def test_M_GAP_5_five_advanced_area_cards():
    assert len(ADVANCED_AREA) == 5
    assert {area for seed in range(40) for _, area in deal_goals(4, seed, "advanced")} == set(ADVANCED_AREA)


def test_M_GAP_6_the_family_objective_is_the_area_card_at_3_per_building():
    assert all(len(g) == 1 and g[0] in FAMILY_AREA for g in deal_goals(4, 1, "family"))
    with pytest.raises(ValueError, match="one Area card"):
        Sandbox().score(goals=["park"] * 4)


def test_M_GAP_8_leftover_family_cards_are_set_aside_unseen():
    for players in (2, 3):
        for seed in range(5):
            match = metropolys.new_game(players=players, seed=seed)
            dealt = {g for (g,) in match.state.setup.goals}
            (leftover,) = set(metropolys.goals.family_cards(players)) - dealt
            assert all(leftover not in json.dumps(match.view(seat)) for seat in range(players))


def test_M_TIP_3_bids_and_buildings_are_public_only_the_cards_are_secret():
    match = metropolys.new_game(players=3, seed=1, first_player=BLUE)
    match.play(Bid("C1", 5))
    match.play(Pass())
    views = [match.view(s) for s in range(3)]
    for view in views:
        assert view["auction"]["bids"] == [["C1", BLUE, 5]] and view["auction"]["passed"] == [GREY]
        assert [s["hand"] for s in view["seats"]] == [s["hand"] for s in views[0]["seats"]]
    assert [sum(s["goals"] is not None for s in view["seats"]) for view in views] == [1, 1, 1]
