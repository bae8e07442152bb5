"""One test per C-* rule ID of shared/rules/cardcity.md (goal cards are in test_cardcity_goals.py)."""

import random

import pytest

from gamekit import IllegalMove, cardcity
from gamekit.cardcity import CARDS, GOALS, KINDS, PlayCard, Sandbox, load_deck
from gamekit.cardcity.rules import RULES

DECK_TEXT = (cardcity.cards.resources.files("gamekit.cardcity") / "data/cards.toml").read_text()


def play_randomly(match, rnd):
    while not match.is_over:
        match.play(rnd.choice(match.legal_moves()))


def refused(match, move):
    before, history = match.state, match.history
    with pytest.raises(IllegalMove) as caught:
        match.play(move)
    assert match.state is before and match.history == history
    return caught.value


def test_C_COMP_1_eighteen_double_sided_cards():
    assert sorted(CARDS) == list(range(1, 19)) and sorted(GOALS) == list(range(1, 19))


def test_C_COMP_2_the_score_pad_is_the_score_sheet():
    score = Sandbox().place(1, 0, 0).score(goals=(2, 7, 14))
    assert score.table()[0] == ["category", "player 1"] and score.table()[-1][0] == "total"


def test_C_COMP_3_one_to_four_players():
    for players in (1, 2, 3, 4):
        assert cardcity.new_game(players=players).players == players
    for bad in (0, 5, "2"):
        with pytest.raises(ValueError, match="players must be one of"):
            cardcity.new_game(players=bad)


def test_C_CARD_1_one_block_of_each_kind():
    for card in CARDS.values():
        assert sorted(k for row in card.blocks for k in row) == sorted(KINDS)
    with pytest.raises(cardcity.DeckError, match="one block of each kind"):
        load_deck(DECK_TEXT.replace('blocks = [["C EW", "P EW"], ["I", "R"]]', 'blocks = [["C EW", "C EW"], ["I", "R"]]'))


def test_C_CARD_2_one_or_two_roads_per_card():
    assert {card.road_count() for card in CARDS.values()} == {1, 2}
    with pytest.raises(cardcity.DeckError, match="1 or 2 roads"):
        load_deck(DECK_TEXT.replace('blocks = [["P", "C"], ["R EW", "I EW"]]', 'blocks = [["P", "C"], ["R", "I"]]'))
    with pytest.raises(cardcity.DeckError, match="meets no road"):
        load_deck(DECK_TEXT.replace('blocks = [["P", "C"], ["R EW", "I EW"]]', 'blocks = [["P", "C"], ["R EW", "I"]]'))


def test_C_CARD_3_a_road_runs_across_cards():
    city = Sandbox().place(1, 0, 0).place(2, 2, -1)  # card 1's top road meets card 2's bottom road
    assert city.roads() == 1 and city.road_cells() == [{(0, 0), (1, 0), (2, 0), (3, 0)}]


def test_C_CARD_4_a_road_may_end_at_a_block_edge_or_leave_the_city():
    city = Sandbox().place(1, 0, 0).place(3, 2, 0)  # card 1's road meets card 3's block with no road side W
    assert city.roads() == 2
    assert Sandbox().place(8, 0, 0).roads() == 2  # two dead ends


def test_C_CARD_5_each_card_back_has_a_unique_task_and_number():
    assert len({goal.name for goal in GOALS.values()}) == 18
    assert all(goal.number == number for number, goal in GOALS.items())


def test_C_SETUP_1_three_random_scoring_cards_from_the_seed():
    goals = {cardcity.new_game(seed=s).state.goals for s in range(30)}
    assert all(len(set(g)) == 3 for g in goals) and len(goals) > 20
    assert cardcity.new_game(seed=4).state.goals == cardcity.new_game(seed=4).state.goals


def test_C_SETUP_2_target_is_the_sum_of_the_goal_numbers():
    match = cardcity.new_game(players=2, seed=1, goals=(2, 7, 14))
    assert match.score().target == 23


def test_C_SETUP_3_other_goal_cards_are_ignored():
    score = cardcity.new_game(seed=3, goals=(1, 2, 3)).score()
    assert list(score.categories)[5:] == ["The Outskirts", "Bloom Boom", "Go Green"]


def test_C_SETUP_4_first_player_gets_three_others_one():
    state = cardcity.new_game(players=4, seed=2).state
    assert [len(h) for h in state.hands] == [3, 1, 1, 1] and state.active == 0


def test_C_SETUP_5_hands_are_held_secret():
    match = cardcity.new_game(players=3, seed=2)
    view = match.view(1)
    assert view["seats"][1]["hand"] == list(match.state.hands[1])
    assert view["seats"][0]["hand"] is None and view["seats"][0]["hand_size"] == 3


def test_C_SETUP_6_the_pile_is_face_up():
    match = cardcity.new_game(players=2, seed=5)
    assert match.view(0)["pile"] == list(match.state.pile) == match.view(1)["pile"]


def test_C_SETUP_7_the_top_card_of_the_pile_starts_the_city():
    state = cardcity.new_game(players=2, seed=5).state
    start = state.placed[0]
    assert (start.x, start.y, start.turned) == (0, 0, False) and len(state.cells) == 4
    assert start.card not in state.pile and all(start.card not in h for h in state.hands)


@pytest.mark.parametrize("players, pile", [(1, 11), (2, 10), (3, 9), (4, 8)])
def test_C_SETUP_8_card_arithmetic(players, pile):
    state = cardcity.new_game(players=players, seed=9).state
    in_hands = sum(len(h) for h in state.hands)
    assert len(state.pile) == pile and 3 + 1 + in_hands + len(state.pile) == 18


def test_C_TURN_1_play_one_of_the_cards_in_hand():
    match = cardcity.new_game(players=2, seed=6)
    not_mine = match.state.hands[1][0]
    err = refused(match, PlayCard(not_mine, 0, 2))
    assert err.rule == "C-TURN-1" and "not in your hand" in err.reason


def test_C_TURN_2_pass_the_other_two_to_the_left():
    match = cardcity.new_game(players=3, seed=6)
    hand = match.state.hands[0]
    match.play(PlayCard(hand[0], 0, 2))
    assert sorted(match.state.hands[1]) == sorted(hand[1:] + cardcity.new_game(players=3, seed=6).state.hands[1])
    assert match.current_player == 1 and len(match.state.hands[1]) == 3


def test_C_TURN_3_draw_one_from_the_top_of_the_pile():
    match = cardcity.new_game(players=2, seed=6)
    top = match.state.pile[0]
    match.play(PlayCard(match.state.hands[0][0], 0, 2))
    assert match.state.hands[0] == (top,) and match.state.pile[0] != top


def test_C_TURN_4_play_on_without_drawing_when_the_pile_runs_out():
    match = cardcity.new_game(players=2, seed=8)
    rnd = random.Random(1)
    while match.state.pile:
        match.play(rnd.choice(match.legal_moves()))
    assert len(match.state.placed) == 11 and not match.is_over
    play_randomly(match, rnd)
    assert len(match.state.placed) == 15


def test_C_TURN_5_pass_the_last_single_card():
    match = cardcity.new_game(players=2, seed=8)
    rnd = random.Random(2)
    while len(match.state.placed) < 13:  # after turn 12 the active player holds 2
        match.play(rnd.choice(match.legal_moves()))
    assert sorted(map(len, match.state.hands)) == [0, 2]
    match.play(rnd.choice(match.legal_moves()))
    assert sorted(map(len, match.state.hands)) == [0, 1] and len(match.state.hands[match.current_player]) == 1


def test_C_TURN_6_a_revealed_card_must_be_placed():
    match = cardcity.new_game(seed=3)
    assert all(isinstance(m, PlayCard) for m in match.legal_moves())  # there is no "take back" or pass
    assert RULES.why_illegal(match.state, "pass").rule == "C-TURN-1"


def test_C_PLACE_1_a_card_must_touch_the_city():
    match = cardcity.new_game(seed=3)
    err = refused(match, PlayCard(match.state.hands[0][0], 5, 5))
    assert err.rule == "C-PLACE-1" and "would not touch the city" in err.reason
    match.play(PlayCard(match.state.hands[0][0], 2, 1))  # shares a side


def test_C_PLACE_2_a_card_may_cover_some_blocks():
    city = Sandbox().place(1, 0, 0).place(5, 1, 1)
    assert city.cells[(1, 1)].card == 5 and city.cells[(0, 0)].card == 1 and len(city.cells) == 7


def test_C_PLACE_3_a_card_may_cover_a_whole_card():
    city = Sandbox().place(1, 0, 0).place(5, 0, 0)
    assert {b.card for b in city.cells.values()} == {5}


def test_C_PLACE_4_only_flat_or_turned_by_180_degrees():
    card = CARDS[7]
    assert card.turned().turned() == card
    assert card.turned().blocks[1][1] == card.blocks[0][0] and card.turned().roads[1][1] == frozenset("EW")
    assert Sandbox().place(7, 0, 0, turned=True).cells[(1, 1)].kind == card.blocks[0][0]
    match = cardcity.new_game(seed=3)
    err = refused(match, PlayCard(match.state.hands[0][0], 0, 2, turned=90))
    assert err.rule == "C-PLACE-4"


def test_C_PLACE_5_gaps_may_form():
    city = Sandbox().place(1, 0, 0).place(2, 2, 1).place(3, 0, 2)
    assert (2, 0) not in city.cells and (1, 1) in city.cells  # (2, 0) is an empty gap inside the city


def test_C_PLACE_6_touching_only_at_a_corner_is_forbidden():
    with pytest.raises(IllegalMove) as caught:
        Sandbox().place(1, 0, 0).place(2, 2, 2)
    assert caught.value.rule == "C-PLACE-6" and "only at a corner" in caught.value.reason


def test_C_PLACE_7_a_new_card_always_goes_on_top():
    city = Sandbox().place(1, 0, 0).place(2, 1, 0)
    assert city.cells[(1, 0)].card == 2  # the later card hides the earlier one; never the other way


def test_C_TALK_1_a_seat_never_sees_another_hand():
    match = cardcity.new_game(players=4, seed=11)
    for seat in range(4):
        view = match.view(seat)
        assert [s["hand"] is not None for s in view["seats"]] == [s == seat for s in range(4)]


def test_C_TALK_2_talk_is_advice_so_any_legal_card_may_be_played():
    """Discussion cannot be enforced (C-GAP-8): the engine offers every card in the active hand."""
    match = cardcity.new_game(players=2, seed=11)
    assert {m.card for m in match.legal_moves()} == set(match.state.hands[0])


def test_C_TALK_3_only_the_active_seat_decides():
    match = cardcity.new_game(players=2, seed=11)
    other = match.state.hands[1][0]
    assert match.current_player == 0 and refused(match, PlayCard(other, 0, 2)).rule == "C-TURN-1"


def test_C_SCORE_1_scoring_comes_when_fifteen_cards_are_in_the_city():
    match = cardcity.new_game(players=3, seed=4)
    play_randomly(match, random.Random(4))
    assert len(match.state.placed) == 15 and match.is_over and match.legal_moves() == []
    assert refused(match, PlayCard(1, 0, 0)).rule == "C-SCORE-1"


def test_C_SCORE_2_only_the_largest_district_of_each_kind_scores():
    city = Sandbox().place(1, 0, 0).place(1, 2, 0)  # C P C P / I R I R: every kind in two districts
    assert [len(d) for d in city.districts("park")] == [1, 1]
    assert city.score().rows(0)["park"] == 1


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


def test_C_SCORE_7_goal_cards_add_their_points():
    city = Sandbox().place(1, 0, 0)
    score = city.score(goals=(3, 6, 18))
    assert [score.rows(0)[GOALS[n].name] for n in (3, 6, 18)] == [1 - 3, 0, 2 + 2]


def test_C_SCORE_8_total_is_districts_minus_roads_plus_goals():
    score = Sandbox().place(1, 0, 0).score(goals=(3, 6, 18))
    assert score.total(0) == 4 - 1 + (-2 + 0 + 4)


def test_C_WIN_1_win_when_the_total_reaches_the_target():
    city = Sandbox().place(1, 0, 0)
    assert city.score(goals=(1, 2, 3)).won is False  # target 6
    reached = Sandbox().place(1, 0, 0).place(5, 0, 1)
    score = reached.score(goals=(18, 1, 2))
    assert score.won == (score.total(0) >= 21)


def test_C_SOLO_1_the_solo_player_always_holds_three():
    match = cardcity.new_game(players=1, seed=3)
    rnd = random.Random(0)
    while match.state.pile:
        assert len(match.state.hands[0]) == 3
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
    assert sizes == [3, 2, 1] and len(match.state.placed) == 15


def test_C_DIFF_1_easy_subtracts_nothing_for_roads():
    city = Sandbox().place(5, 0, 0)
    assert city.score(variant="easy").rows(0)["roads"] == 0
    assert city.score().rows(0)["roads"] == -2


def test_C_DIFF_2_hard_scores_one_district_of_a_chosen_kind():
    city = Sandbox().place(13, 0, 0).place(5, 1, 0)
    rows = city.score(variant="hard", hard_kind="park").rows(0)
    assert [rows[k] for k in KINDS] == [0, 1, 0, 0] and rows["roads"] == -city.roads()
    with pytest.raises(ValueError, match="use variant='hard'"):
        city.score(hard_kind="park")
    with pytest.raises(ValueError, match="hard_kind must be one of"):
        city.score(variant="hard", hard_kind="lake")


def test_C_EX_1_two_player_setup():
    state = cardcity.new_game(players=2, seed=1, goals=(2, 7, 14)).state
    assert [len(h) for h in state.hands] == [3, 1] and len(state.placed) == 1 and len(state.pile) == 10
    assert cardcity.new_game(players=2, seed=1, goals=(2, 7, 14)).score().target == 23


EXAMPLE_CITY = [(10, 0, 0, False), (9, 1, 2, True), (17, 1, 0, True), (5, 3, 0, False), (12, 1, 0, False),
                (4, 1, 1, False), (11, 2, -1, False), (14, 0, -1, True)]


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


def test_C_EX_3_variants_on_the_rulebook_city():
    city = example_city()
    assert city.score(variant="easy").total(0) == 11
    assert city.score(variant="hard", hard_kind="park").total(0) == 4 - 7 == -3
    assert city.score(variant="hard").total(0) == -3  # the engine picks park, the largest (4)


def test_C_EX_3_variants_on_the_same_city():
    city = Sandbox().place(13, 0, 0).place(5, 1, 0)
    normal, easy = city.score(), city.score(variant="easy")
    assert easy.total(0) == normal.total(0) + city.roads()
    auto = city.score(variant="hard")
    biggest = max(len(city.districts(k)[0]) for k in KINDS)
    assert sum(auto.rows(0)[k] for k in KINDS) == biggest


def flow(players, seed):
    match = cardcity.new_game(players=players, seed=seed)
    rnd = random.Random(seed)
    log = []
    while not match.is_over:
        log.append((match.current_player, tuple(len(h) for h in match.state.hands), len(match.state.pile)))
        match.play(rnd.choice(match.legal_moves()))
    return log


def test_C_EX_4_two_player_flow():
    log = flow(2, 5)
    assert len(log) == 14 and log[0] == (0, (3, 1), 10)
    assert log[10] == (0, (3, 1), 0)  # turn 11: the pile is empty, 11 cards in the city
    assert [sum(sizes) for _, sizes, _ in log[10:]] == [4, 3, 2, 1]
    assert [seat for seat, _, _ in log] == [0, 1] * 7


def test_C_EX_5_four_player_flow_skips_nobody():
    log = flow(4, 5)
    assert len(log) == 14 and log[0] == (0, (3, 1, 1, 1), 8) and log[8][2] == 0
    assert [seat for seat, _, _ in log] == [s % 4 for s in range(14)]
    assert all(sizes[seat] >= 1 for seat, sizes, _ in log)
    three = flow(3, 6)
    assert len(three) == 14 and three[0] == (0, (3, 1, 1), 9)


def test_bad_options_are_refused_with_clear_messages():
    with pytest.raises(ValueError, match="variant must be one of"):
        cardcity.new_game(variant="nightmare")
    with pytest.raises(ValueError, match="3 different card numbers from 1 to 18"):
        cardcity.new_game(goals=(1, 2, 19))
    with pytest.raises(ValueError, match="3 different card numbers"):
        cardcity.new_game(goals=(1, 1, 2))
    with pytest.raises(IllegalMove, match="cards are numbered 1 to 18"):
        Sandbox().place(19, 0, 0)
    match = cardcity.new_game(seed=3)
    assert refused(match, PlayCard(match.state.hands[0][0], 0.5, 2)).rule == "C-GAP-3"
