"""Components, secret cards and scoring, mostly set up in the Sandbox, with the scoring gaps: one test per rule
ID, named after it. The area-card grouping is checked against brute force in test_metropolys_grouping.py."""

import json

import pytest

from gamekit import IllegalMove, metropolys
from gamekit.metropolys import CITY, KINDS, Bid, Pass, Sandbox, goal_text, height, playout
from gamekit.metropolys.goals import ADVANCED_AREA, FAMILY_AREA, deal_goals
from gamekit.metropolys.rules import RULES
from gamekit.metropolys.scoring import ADVANCED_CATEGORIES, FAMILY_CATEGORIES, area_groups

BLUE, GREY, RED, WHITE = range(4)


def built(sandbox, *places, owner=BLUE, first=1):
    """Build one of `owner`'s buildings on each place, numbered from `first` up."""
    for value, n in enumerate(places, start=first):
        sandbox.build(n, owner, value)
    return sandbox


def family(card, *places, players=4):
    """Blue's Family objective points with `card` and buildings on `places`."""
    sandbox = built(Sandbox(players=players), *places)
    return sandbox.score(goals=[card] * players).rows(BLUE)["area objective"]


def advanced(card, *places, kind="park"):
    sandbox = built(Sandbox(players=4, variant="advanced"), *places)
    return sandbox.score(goals=[(kind, card)] * 4).rows(BLUE)


def test_M_COMP_3_the_player_aid_explains_every_secret_card():
    for card in FAMILY_AREA:
        assert goal_text(card, "family").startswith("3 points")
    for card in (*ADVANCED_AREA, *KINDS):
        assert goal_text(card, "advanced").endswith(".")
    assert goal_text("industry", "advanced") == "2 points for each of your buildings in an industry neighbourhood."
    assert goal_text("park", "advanced") == "2 points for each of your buildings in a park neighbourhood."


def test_M_COMP_4_nine_tokens_of_each_kind_with_four_players_fewer_with_two_or_three():
    """PL: "9 żetonów „modnego sąsiedztwa”", "9 żetonów „metra”", "9 żetonów „stanowisk archeologicznych”";
    with 3 players "Usuń z gry 2 żetony metra, 2 żetony stanowiska archeologicznego i 1 żeton modnego
    sąsiedztwa", with 2 players "Usuń z gry 3 żetony metra, 3 żetony stanowiska archeologicznego i 4 żetony
    modnego sąsiedztwa". The Sandbox hands out no more tokens than the game puts on the board."""
    assert metropolys.TOKEN_KINDS == ("fashionable", "metro", "archaeology")
    in_play = {
        4: ({"fashionable": 9, "metro": 9, "archaeology": 9}, "M-COMP-4"),
        3: ({"fashionable": 8, "metro": 7, "archaeology": 7}, "M-PC-2"),
        2: ({"fashionable": 5, "metro": 6, "archaeology": 6}, "M-PC-3"),
    }
    for players, (counts, rule) in in_play.items():
        for kind, count in counts.items():
            sandbox = Sandbox(players=players)
            for k in range(count):
                sandbox.give(kind, k % players)
            before = (sandbox.gained, sandbox.metro_card, sandbox.archaeology_card)
            with pytest.raises(IllegalMove, match=f"{players}-player game uses only {count} {kind} tokens") as caught:
                sandbox.give(kind, 0)
            assert (
                caught.value.rule == rule and (sandbox.gained, sandbox.metro_card, sandbox.archaeology_card) == before
            )
    with pytest.raises(IllegalMove, match="no token or card") as caught:
        Sandbox().give("gold", 0)
    assert caught.value.rule == "M-COMP-4"


def test_M_COMP_5_one_metro_card_and_one_archaeological_site_card():
    sandbox = Sandbox(players=3).give("metro_card", GREY).give("archaeology_card", RED)
    rows = [sandbox.score().rows(s) for s in range(3)]
    assert [r["metro card"] for r in rows] == [0, 3, 0] and [r["archaeological site card"] for r in rows] == [0, 0, -2]
    sandbox.give("metro_card", BLUE)  # there is one card: it moves
    assert [sandbox.score().rows(s)["metro card"] for s in range(3)] == [3, 0, 0]


def test_M_COMP_6_four_family_area_cards():
    assert FAMILY_AREA == ("bridges", "monuments", "lakes", "borders")
    assert sorted(c for (c,) in deal_goals(4, 8, "family")) == sorted(FAMILY_AREA)


def test_M_COMP_7_advanced_components():
    assert ADVANCED_AREA == ("bridges", "monuments", "lakes", "districts", "chains") and len(KINDS) == 5
    score = built(Sandbox(variant="advanced"), "C1", first=10).score()
    assert score.rows(BLUE)["tallest buildings"] == 5  # a Tallest building token: 5 points


def test_M_SETUP_5_the_special_cards_start_beside_the_board():
    state = metropolys.new_game(seed=3).state
    assert state.metro_card is None and state.archaeology_card is None
    assert metropolys.new_game(seed=3).view(0)["metro_card"] is None


def test_M_SETUP_6_each_family_player_gets_one_secret_area_card():
    for seed in range(10):
        match = metropolys.new_game(players=4, seed=seed)
        goals = match.state.setup.goals
        assert sorted(g for (g,) in goals) == sorted(FAMILY_AREA)
        for seat in range(4):
            seats = match.view(seat)["seats"]
            assert [s["goals"] for s in seats] == [list(goals[seat]) if s == seat else None for s in range(4)]
    assert len({metropolys.new_game(seed=seed).state.setup.goals for seed in range(10)}) > 1


def test_M_GEND_1_the_game_ends_as_soon_as_a_player_constructs_their_last_building():
    for seed in range(10):
        state = playout(seed=seed, players=4)
        assert state.over and sum(b.owner == state.last.winner for b in state.built) == 13
        assert state.built[-1] == state.last.building and RULES.legal_moves(state) == []
        err = RULES.why_illegal(state, Bid("C1", 1))
        assert err.rule == "M-GEND-1"


def test_M_GEND_2_at_the_end_everyone_reveals_their_cards_and_scores():
    state = playout(seed=4, players=3, variant="advanced")
    for seat in range(3):
        assert [s["goals"] for s in RULES.view(state, seat)["seats"]] == [list(g) for g in state.setup.goals]
    score = RULES.score(state)
    assert score.categories == ADVANCED_CATEGORIES and score.winners() and not score.notes


def test_M_GEND_2_before_the_end_the_sheet_does_not_score_the_secret_cards():
    match = metropolys.new_game(players=4, seed=0)  # seed 0 deals Blue the Monuments card
    for move in (Bid("C8", 1), Pass(), Pass(), Pass()):  # Blue builds C8, next to monument M7
        match.play(move)
    assert CITY.nodes["C8"]["monument"] and match.state.setup.goals[BLUE] == ("monuments",)
    assert match.score().rows(BLUE)["area objective"] == 0 and "M-GEND-2" in match.score().notes[0]
    sandbox = Sandbox(players=4).build("C8", BLUE, 1)
    assert sandbox.score(goals=match.state.setup.goals).rows(BLUE)["area objective"] == 3


def test_M_SCORE_1_three_points_per_fashionable_token():
    sandbox = Sandbox().give("fashionable", BLUE).give("fashionable", BLUE).give("fashionable", GREY)
    assert [sandbox.score().rows(s)["fashionable neighbourhoods"] for s in range(4)] == [6, 3, 0, 0]


def test_M_SCORE_2_one_point_per_metro_token():
    sandbox = Sandbox().give("metro", GREY).give("metro", GREY).give("metro", BLUE)
    assert [sandbox.score().rows(s)["metro tokens"] for s in range(4)] == [1, 2, 0, 0]


def test_M_SCORE_3_three_points_for_the_metro_card():
    sandbox = Sandbox().give("metro", GREY)
    assert [sandbox.score().rows(s)["metro card"] for s in range(4)] == [0, 3, 0, 0]
    assert sandbox.score().total(GREY) == 4


def test_M_SCORE_4_minus_one_per_archaeological_site_token():
    sandbox = Sandbox().give("archaeology", RED).give("archaeology", BLUE).give("archaeology", BLUE)
    assert [sandbox.score().rows(s)["archaeological sites"] for s in range(4)] == [-2, 0, -1, 0]


def test_M_SCORE_5_minus_two_for_the_archaeological_site_card():
    sandbox = Sandbox().give("archaeology", RED).give("archaeology", WHITE)
    assert [sandbox.score().rows(s)["archaeological site card"] for s in range(4)] == [0, 0, 0, -2]
    assert sandbox.score().total(WHITE) == -3


def test_M_SCORE_6_family_objective_three_points_per_qualifying_building():
    assert family("lakes", "C3", "C4", "N1") == 6
    assert FAMILY_CATEGORIES[-1] == "area objective" and Sandbox().score().rows(BLUE)["area objective"] == 0


def test_M_FAM_1_bridges_each_building_next_to_a_bridge_once():
    assert CITY.nodes["N11"]["bridge"] == ("B2", "B4")
    assert family("bridges", "N11") == 3 and family("bridges", "N11", "C3", "C2") == 6


def test_M_FAM_2_monuments_each_building_next_to_a_monument_once():
    assert CITY.nodes["C5"]["monument"] == ("M4", "M5")
    assert family("monuments", "C5") == 3 and family("monuments", "C5", "C1", "N1") == 3


def test_M_FAM_3_lakes_each_building_next_to_a_lake_once():
    assert CITY.nodes["E9"]["lake"] == ("L2", "L4")
    assert family("lakes", "E9") == 3 and family("lakes", "E9", "E8", "E4") == 6


def test_M_FAM_4_borders_each_building_on_the_border():
    assert CITY.nodes["N1"]["border"] and not CITY.nodes["N7"]["border"]
    assert family("borders", "N1", "N2", "N7", "C1") == 6


def test_M_TIE_1_most_prestige_then_most_buildings_then_a_draw():
    sandbox = Sandbox(players=3).give("fashionable", BLUE).give("fashionable", GREY)
    assert sandbox.score().winners() == [BLUE, GREY]  # a draw
    sandbox.build("C1", GREY, 4)
    score = sandbox.score()
    assert score.total(BLUE) == score.total(GREY) == 3 and score.winners() == [GREY]
    assert score.tiebreak == (0, 1, 0)


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


def test_M_PC_4_no_borders_card_with_two_players():
    for seed in range(30):
        assert deal_goals(2, seed, "family")[0] != ("borders",) != deal_goals(2, seed, "family")[1]
    with pytest.raises(ValueError, match="Borders|borders"):
        Sandbox(players=2).score(goals=["borders", "lakes"])
    assert Sandbox(players=3).score(goals=["borders", "lakes", "bridges"]).total(BLUE) == 0


def test_M_EX_5_a_family_score():
    sandbox = Sandbox(players=2).give("fashionable", BLUE).give("fashionable", BLUE)
    for _ in range(3):
        sandbox.give("metro", BLUE)
    sandbox.give("archaeology", BLUE).give("archaeology", BLUE).give("archaeology", GREY)
    built(sandbox, "C3", "C4", "E9", "N1")
    score = sandbox.score(goals=["lakes", "bridges"])
    assert list(score.rows(BLUE).values()) == [6, 3, 3, -2, 0, 9] and score.total(BLUE) == 19


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


def test_M_GAP_12_the_tie_break_counts_constructed_buildings():
    state = playout(seed=7, players=3)
    score = RULES.score(state)
    assert score.tiebreak == tuple(sum(b.owner == s for b in state.built) for s in range(3))


def test_M_TIP_3_bids_and_buildings_are_public_only_the_cards_are_secret():
    match = metropolys.new_game(players=3, seed=1, first_player=BLUE)
    match.play(Bid("C1", 5))
    match.play(Pass())
    views = [match.view(s) for s in range(3)]
    for view in views:
        assert view["auction"]["bids"] == [["C1", BLUE, 5]] and view["auction"]["passed"] == [GREY]
        assert [s["hand"] for s in view["seats"]] == [s["hand"] for s in views[0]["seats"]]
    assert [sum(s["goals"] is not None for s in view["seats"]) for view in views] == [1, 1, 1]
