"""Tokens, the two special cards, the Family objective, the end of the game and ties, mostly set up in the Sandbox:
one test per rule ID, named after it. The Advanced game is in test_metropolys_advanced.py, the secret cards
themselves in test_metropolys_cards.py."""

import pytest
from metropolys_helpers import BLUE, GREY, RED, WHITE, built, family

from gamekit import IllegalMove, metropolys
from gamekit.metropolys import CITY, Bid, Pass, Sandbox, playout
from gamekit.metropolys.rules import RULES
from gamekit.metropolys.scoring import ADVANCED_CATEGORIES, FAMILY_CATEGORIES


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


def test_M_SETUP_5_the_special_cards_start_beside_the_board():
    state = metropolys.new_game(seed=3).state
    assert state.metro_card is None and state.archaeology_card is None
    assert metropolys.new_game(seed=3).view(0)["metro_card"] is None


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


def test_M_EX_5_a_family_score():
    sandbox = Sandbox(players=2).give("fashionable", BLUE).give("fashionable", BLUE)
    for _ in range(3):
        sandbox.give("metro", BLUE)
    sandbox.give("archaeology", BLUE).give("archaeology", BLUE).give("archaeology", GREY)
    built(sandbox, "C3", "C4", "E9", "N1")
    score = sandbox.score(goals=["lakes", "bridges"])
    assert list(score.rows(BLUE).values()) == [6, 3, 3, -2, 0, 9] and score.total(BLUE) == 19


def test_M_GAP_12_the_tie_break_counts_constructed_buildings():
    state = playout(seed=7, players=3)
    score = RULES.score(state)
    assert score.tiebreak == tuple(sum(b.owner == s for b in state.built) for s in range(3))
