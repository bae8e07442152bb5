"""One test per scoring, solo, variant and worked-example rule ID of rules/cardcity.md, and per gap the engine
decides (C-GAP-n). The components, cards, set-up, turns and building code are in test_cardcity_rules.py."""

import dataclasses
import random

import pytest
from cardcity_helpers import play_randomly, refused

from gamekit import cardcity
from gamekit.cardcity import CARDS, GOALS, KINDS, PlayCard, Sandbox, load_deck
from gamekit.cardcity.cards import DECK_TEXT
from gamekit.cardcity.rules import RULES
from gamekit.core import rng


def test_C_SCORE_1_scoring_comes_when_fifteen_cards_are_in_the_city():
    match = cardcity.new_game(players=3, seed=4)
    play_randomly(match, random.Random(4))
    assert len(match.state.placed) == 15 and match.is_over and match.legal_moves() == []
    assert refused(match, PlayCard(1, 0, 0)).rule == "C-SCORE-1"


def test_C_SCORE_2_only_the_largest_district_of_each_kind_scores():
    city = Sandbox().place(1, 0, 0).place(1, 2, 0).place(13, 4, 0)
    # CEW PEW CEW PEW CSW P
    # I   R   I   R   RNW I     residential: (3, 1)-(4, 1) and (1, 1); park: three single blocks
    assert [len(d) for d in city.districts("residential")] == [2, 1]
    assert [len(d) for d in city.districts("park")] == [1, 1, 1]
    rows = city.score().rows(0)
    assert rows["residential"] == 2 and rows["park"] == 1


def test_C_SCORE_3_districts_join_by_a_side_only():
    diagonal = Sandbox().place(1, 0, 0).place(2, 2, 1)
    # card 1 park at (1,0); card 2 park at (2,1): touching only at a corner, so two districts
    assert diagonal.cells[(1, 0)].kind == diagonal.cells[(2, 1)].kind == "park"
    assert sorted(len(d) for d in diagonal.districts("park")) == [1, 1]


def test_C_SCORE_4_one_point_per_block_of_the_largest_district():
    join = Sandbox().place(13, 0, 0).place(5, 1, 0)  # C P | C I: commercial (0,0) meets commercial (1,0)
    assert join.score().rows(0)["commercial"] == 2


def test_C_SCORE_5_a_tie_scores_the_same_whichever_is_chosen():
    city = Sandbox().place(1, 0, 0).place(1, 2, 0)
    assert len(city.districts("commercial")) == 2 and city.score().rows(0)["commercial"] == 1


def test_C_SCORE_6_minus_one_per_road():
    city = Sandbox().place(5, 0, 0)
    assert city.roads() == 2 and city.score().rows(0)["roads"] == -2
    # CEW IEW RNESW CW / PEW REW PN I: card 5's top road runs into the crossing; its bottom road meets a
    # park with no road side W, so it stays a road of its own
    crossing = Sandbox().place(11, 0, 0).place(5, -2, 0)
    assert crossing.roads() == 2 and crossing.score().rows(0)["roads"] == -2


def test_C_SCORE_7_goal_cards_add_their_points():
    city = Sandbox().place(1, 0, 0)
    score = city.score(goals=(3, 6, 18))
    assert [score.rows(0)[GOALS[n].name] for n in (3, 6, 18)] == [1 - 3, 0, 2 + 2]


def test_C_SCORE_8_total_is_districts_minus_roads_plus_goals():
    score = Sandbox().place(1, 0, 0).score(goals=(3, 6, 18))
    assert score.total(0) == 4 - 1 + (-2 + 0 + 4)


def test_C_WIN_1_win_when_the_total_reaches_the_target():
    # .     I     PS
    # I     RES   RNESW REW   RESW  RW    R        districts 2 + 4 + 1 + 6, one road,
    # P     CNE   C     P     PN    P     P        Go Green 6 - 6, Master Planned 6 - 1, Concrete Jungle 2
    city = Sandbox()
    for card, x, y, turned in [
        (3, 0, 0, False),
        (9, -1, 0, False),
        (18, -2, 0, False),
        (2, -3, 0, True),
        (11, -4, -1, True),
    ]:
        city.place(card, x, y, turned)
    lost = city.score(goals=(3, 6, 9))
    assert (lost.target, lost.total(0), lost.won) == (18, 16, False)
    city.place(13, -5, 0, turned=True)
    won = city.score(goals=(3, 6, 9))
    assert (won.total(0), won.won) == (13 - 1 + 0 + 5 + 2, True)
    exact = dataclasses.replace(won, target=won.total(0))  # reaching the target exactly is a win too
    assert exact.won is True and dataclasses.replace(won, target=won.total(0) + 1).won is False


def test_C_SOLO_1_the_solo_player_always_holds_three():
    match = cardcity.new_game(players=1, seed=3)
    rnd = random.Random(0)
    while match.state.pile:
        assert len(match.state.hands[0]) == 3 and match.current_player == 0
        match.play(rnd.choice(match.legal_moves()))
    assert refused(match, PlayCard(match.state.goals[0], 0, 2)).rule == "C-SOLO-1"


def test_C_SOLO_2_draw_back_up_to_three():
    match = cardcity.new_game(players=1, seed=3)
    top = match.state.pile[0]
    match.play(PlayCard(match.state.hands[0][0], 0, 2))
    assert top in match.state.hands[0] and len(match.state.hands[0]) == 3


def test_C_SOLO_3_play_out_the_hand_when_the_pile_is_gone():
    match = cardcity.new_game(players=1, seed=3)
    rnd = random.Random(0)
    while match.state.pile:
        match.play(rnd.choice(match.legal_moves()))
    sizes = []
    while not match.is_over:
        sizes.append(len(match.state.hands[0]))
        match.play(rnd.choice(match.legal_moves()))
    assert sizes == [3, 2, 1] and len(match.state.placed) == 15 and len(match.history) == 14


def test_C_DIFF_1_easy_subtracts_nothing_for_roads():
    city = Sandbox().place(5, 0, 0)
    assert city.score(variant="easy").rows(0)["roads"] == 0
    assert city.score().rows(0)["roads"] == -2
    assert cardcity.new_game(seed=1, variant="easy").score().rows(0)["roads"] == 0


def test_C_DIFF_2_hard_scores_one_district_of_a_chosen_kind():
    city = Sandbox().place(13, 0, 0).place(5, 1, 0)
    rows = city.score(variant="hard", hard_kind="park").rows(0)
    assert [rows[k] for k in KINDS] == [0, 1, 0, 0] and rows["roads"] == -city.roads()
    with pytest.raises(ValueError, match="use variant='hard'"):
        city.score(hard_kind="park")
    with pytest.raises(ValueError, match="hard_kind must be one of"):
        city.score(variant="hard", hard_kind="lake")
    game = cardcity.new_game(seed=1, variant="hard", hard_kind="industrial").score().rows(0)
    assert [game[k] for k in KINDS] == [0, 0, 1, 0]


def test_C_EX_1_two_player_setup():
    state = cardcity.new_game(players=2, seed=1, goals=(2, 7, 14)).state
    assert [len(h) for h in state.hands] == [3, 1] and len(state.placed) == 1 and len(state.pile) == 10
    assert state.goals == (2, 7, 14) and cardcity.new_game(players=2, seed=1, goals=(2, 7, 14)).score().target == 23


EXAMPLE_CITY = [
    (10, 0, 0, False),
    (9, 1, 2, True),
    (17, 1, 0, True),
    (5, 3, 0, False),
    (12, 1, 0, False),
    (4, 1, 1, False),
    (11, 2, -1, False),
    (14, 0, -1, True),
]


def example_city():
    city = Sandbox()
    for card, x, y, turned in EXAMPLE_CITY:
        city.place(card, x, y, turned)
    return city


def test_C_EX_2_the_rulebook_scoring_example():
    city = example_city()
    rows = city.score().rows(0)
    assert [rows[k] for k in ("commercial", "industrial", "park", "residential")] == [2, 2, 4, 3]
    assert city.roads() == 7 and rows["roads"] == -7
    assert city.score().total(0) == 11 - 7 == 4
    with_goals = city.score(goals=(2, 7, 14))
    assert with_goals.total(0) == 4 + sum(list(with_goals.rows(0).values())[5:])
    assert with_goals.won is (with_goals.total(0) >= 23)


def test_C_EX_3_variants_on_the_rulebook_city():
    city = example_city()
    assert city.score(variant="easy").total(0) == 11
    assert city.score(variant="hard", hard_kind="park").total(0) == 4 - 7 == -3
    auto = city.score(variant="hard")
    assert auto.total(0) == -3 and auto.rows(0)["park"] == 4  # the engine picks park, the largest (4)
    assert auto.notes == ("hard variant: only the largest park district scores",)


def flow(players, seed):
    """(active seat, hand sizes, pile size) at the start of every turn of a random game."""
    match = cardcity.new_game(players=players, seed=seed)
    rnd = random.Random(seed)
    log = []
    while not match.is_over:
        log.append((match.current_player, tuple(len(h) for h in match.state.hands), len(match.state.pile)))
        match.play(rnd.choice(match.legal_moves()))
    assert len(match.state.placed) == 15
    return log


def test_C_EX_4_two_player_flow():
    log = flow(2, 5)
    assert len(log) == 14
    assert log[:10] == [(t % 2, (3, 1) if t % 2 == 0 else (1, 3), 10 - t) for t in range(10)]
    assert log[10:] == [(0, (3, 1), 0), (1, (0, 3), 0), (0, (2, 0), 0), (1, (0, 1), 0)]


def test_C_EX_5_four_player_flow_skips_nobody():
    log = flow(4, 5)
    assert len(log) == 14 and log[0] == (0, (3, 1, 1, 1), 8) and log[8] == (0, (3, 1, 1, 1), 0)
    assert log[8:] == [
        (0, (3, 1, 1, 1), 0),
        (1, (0, 3, 1, 1), 0),
        (2, (0, 0, 3, 1), 0),
        (3, (0, 0, 0, 3), 0),
        (0, (2, 0, 0, 0), 0),
        (1, (0, 1, 0, 0), 0),
    ]
    assert [seat for seat, _, _ in log] == [s % 4 for s in range(14)]
    three = flow(3, 6)
    assert len(three) == 14 and three[0] == (0, (3, 1, 1), 9)
    assert three[9:] == [(0, (3, 1, 1), 0), (1, (0, 3, 1), 0), (2, (0, 0, 3), 0), (0, (2, 0, 0), 0), (1, (0, 1, 0), 0)]


def test_C_GAP_1_the_card_faces_are_our_reconstruction():
    assert "OUR RECONSTRUCTION" in DECK_TEXT.split("[[card]]")[0]


def test_C_GAP_2_the_goal_numbers_of_the_example_add_up_to_23():
    assert sum(GOALS[n].number for n in (2, 7, 14)) == 23 and len(GOALS) == 18


def test_C_GAP_3_covered_blocks_vanish_and_turning_maps_cells():
    card = CARDS[9]
    for r in range(2):
        for c in range(2):
            assert card.turned().blocks[1 - r][1 - c] == card.blocks[r][c]
    city = Sandbox().place(1, 0, 0)
    assert city.roads() == 1
    city.place(17, 0, 0, turned=True)  # RN I / C PS hides card 1 and its road completely
    assert city.roads() == 2 and {b.card for b in city.cells.values()} == {17}


def test_C_GAP_4_overlapping_or_side_sharing_is_enough():
    match = cardcity.new_game(seed=5)
    card = match.state.hands[0][0]
    places = cardcity.legal_places(match.state, card)
    assert (0, 0, False) in places and (1, 1, True) in places and (2, 0, False) in places
    assert (2, 2, False) not in places and (3, 0, False) not in places
    assert len(places) == 2 * 21  # 5x5 top-left positions around a lone card, less the 4 corner-only ones


def test_C_GAP_5_a_crossing_joins_its_roads_into_one():
    assert CARDS[11].blocks[0][0] == "residential" and CARDS[11].roads[0][0] == frozenset("NESW")
    city = Sandbox().place(11, 0, 0)
    assert city.roads() == 1  # crossing, its W-E run and the stub below are one road
    stubs = Sandbox().place(8, 0, 0)
    assert stubs.roads() == 2  # two dead ends do not meet


def test_C_GAP_6_a_tied_largest_district_is_chosen_to_help_the_team():
    city = Sandbox().place(1, 0, 0).place(1, 2, 0)  # two single R blocks, one worse for The 'Burbs
    assert city.score(goals=(8, 1, 2)).rows(0)["The 'Burbs"] == -1


def test_C_GAP_7_a_seat_holding_no_card_is_skipped():
    state = cardcity.new_game(players=3, seed=2).state
    a, b = state.pile[:2]
    stuck = dataclasses.replace(state, hands=((a,), (), (b,)), pile=())
    after = RULES.apply(stuck, PlayCard(a, 0, 2))
    assert after.active == 2 and after.hands == ((), (), (b,))


def test_C_GAP_8_the_view_shows_the_pile_top_and_hand_sizes_only():
    match = cardcity.new_game(players=2, seed=4)
    view = match.view(0)
    assert view["pile_top"] == match.state.pile[0] and view["pile_size"] == len(match.state.pile)
    assert [s["hand_size"] for s in view["seats"]] == [3, 1] and view["seats"][1]["hand"] is None


def test_C_GAP_9_set_up_order_goals_hands_pile_then_the_starting_card():
    state = cardcity.new_game(players=2, seed=12).state
    deck = list(range(1, 19))
    rng(12, "shuffle").shuffle(deck)
    assert state.goals == tuple(deck[:3])
    assert state.hands == (tuple(sorted(deck[3:6])), (deck[6],))
    assert state.placed[0].card == deck[7] and state.pile == tuple(deck[8:])


def test_C_GAP_10_hard_still_counts_roads_and_goals():
    city = example_city()
    hard = city.score(goals=(2, 7, 14), variant="hard").rows(0)
    normal = city.score(goals=(2, 7, 14)).rows(0)
    assert hard["roads"] == normal["roads"] == -7
    assert [hard[GOALS[n].name] for n in (2, 7, 14)] == [normal[GOALS[n].name] for n in (2, 7, 14)]


def test_C_GAP_11_a_card_without_one_block_of_each_kind_is_rejected():
    with pytest.raises(cardcity.DeckError, match="card 3 must have one block of each kind"):
        load_deck(
            DECK_TEXT.replace('blocks = [["I NS", "R"], ["C NS", "P"]]', 'blocks = [["I NS", "R"], ["C NS", "R"]]')
        )


def test_C_GAP_12_goals_see_only_visible_blocks():
    city = Sandbox().place(1, 0, 0)
    assert city.score(goals=(3, 1, 2)).rows(0)["Go Green"] == 1 - 3
    city.place(16, 0, 1)  # I CEW / P R covers card 1's I and R
    assert [b.kind for b in city.cells.values()].count("industrial") == 1
    assert city.score(goals=(3, 1, 2)).rows(0)["Go Green"] == 2 - 3


def test_C_GAP_13_solo_setup():
    state = cardcity.new_game(players=1, seed=0).state
    assert [len(h) for h in state.hands] == [3] and len(state.placed) == 1 and len(state.pile) == 11
