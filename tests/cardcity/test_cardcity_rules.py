"""One test per component, card, set-up, turn, building-code and table-talk rule ID of rules/cardcity.md.

Scoring, solo, variants, worked examples and gaps are in test_cardcity_scoring.py; the goal cards in
test_cardcity_goals.py; the deck file, the API and bad input in test_cardcity_api.py.
"""

import random

import pytest
from cardcity_helpers import play_randomly, refused

from gamekit import IllegalMove, cardcity
from gamekit.cardcity import CARDS, GOALS, KINDS, PlayCard, Sandbox, load_deck
from gamekit.cardcity.cards import DECK_TEXT
from gamekit.cardcity.rules import RULES


def test_C_COMP_1_eighteen_double_sided_cards():
    assert sorted(CARDS) == list(range(1, 19)) and sorted(GOALS) == list(range(1, 19))


def test_C_COMP_2_the_score_pad_is_the_score_sheet():
    score = Sandbox().place(1, 0, 0).score(goals=(2, 7, 14))
    assert score.table()[0] == ["category", "player 1"] and score.table()[-1] == ["total", score.total(0)]
    assert score.categories == (*KINDS, "roads", "Bloom Boom", "Central Perks", "Looping Lanes")


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
        load_deck(
            DECK_TEXT.replace('blocks = [["C EW", "P EW"], ["I", "R"]]', 'blocks = [["C EW", "C EW"], ["I", "R"]]')
        )


def test_C_CARD_2_one_or_two_roads_per_card():
    assert {card.road_count() for card in CARDS.values()} == {1, 2}
    with pytest.raises(cardcity.DeckError, match="1 or 2 roads"):
        load_deck(DECK_TEXT.replace('blocks = [["P", "C"], ["R EW", "I EW"]]', 'blocks = [["P", "C"], ["R", "I"]]'))
    with pytest.raises(cardcity.DeckError, match="1 or 2 roads"):  # three separate dead ends
        load_deck(
            DECK_TEXT.replace('blocks = [["P", "C"], ["R EW", "I EW"]]', 'blocks = [["P N", "C N"], ["R W", "I"]]')
        )


def test_C_CARD_3_a_road_runs_across_cards():
    city = Sandbox().place(1, 0, 0).place(2, 2, -1)  # card 1's top road meets card 2's bottom road
    assert city.roads() == 1 and city.road_cells() == [{(0, 0), (1, 0), (2, 0), (3, 0)}]


def test_C_CARD_4_a_road_may_end_at_a_block_edge_or_leave_the_city():
    city = Sandbox().place(1, 0, 0).place(3, 2, 0)  # card 1's road meets card 3's block with no road side W
    assert city.roads() == 2 and {(0, 0), (1, 0)} in city.road_cells()
    assert Sandbox().place(8, 0, 0).roads() == 2  # two dead ends, each running off the city


def test_C_CARD_5_each_card_back_has_a_unique_task_and_number():
    assert len({goal.name for goal in GOALS.values()}) == 18
    assert all(goal.number == number for number, goal in GOALS.items())


def test_C_SETUP_1_three_random_scoring_cards_from_the_seed():
    goals = {cardcity.new_game(seed=s).state.goals for s in range(30)}
    assert all(len(set(g)) == 3 for g in goals) and len(goals) > 20
    assert cardcity.new_game(seed=4).state.goals == cardcity.new_game(seed=4).state.goals


def test_C_SETUP_2_target_is_the_sum_of_the_goal_numbers():
    match = cardcity.new_game(players=2, seed=1, goals=(2, 7, 14))
    assert match.score().target == match.state.target == 23


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
    for seat in (0, 1):
        view = match.view(seat)
        assert view["pile_top"] == match.state.pile[0] and view["pile_size"] == 10
        assert "pile" not in view  # only the top card shows; the order below it is unknown (C-GAP-8)


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
    assert 1 + in_hands + len(state.pile) == cardcity.CITY_SIZE == 15


def test_C_TURN_1_play_one_of_the_cards_in_hand():
    match = cardcity.new_game(players=2, seed=6)
    not_mine = match.state.hands[1][0]
    err = refused(match, PlayCard(not_mine, 0, 2))
    assert err.rule == "C-TURN-1" and "not in your hand" in err.reason
    mine = match.state.hands[0][1]
    match.play(PlayCard(mine, 0, 2))
    assert match.state.cells[(0, 2)].card == mine and mine not in sum(match.state.hands, ())


def test_C_TURN_2_pass_the_other_two_to_the_left():
    match = cardcity.new_game(players=3, seed=6)
    hand, left = match.state.hands[0], match.state.hands[1]
    match.play(PlayCard(hand[0], 0, 2))
    assert sorted(match.state.hands[1]) == sorted(hand[1:] + left)
    assert match.current_player == 1 and len(match.state.hands[1]) == 3


def test_C_TURN_3_draw_one_from_the_top_of_the_pile():
    match = cardcity.new_game(players=2, seed=6)
    top, second = match.state.pile[:2]
    match.play(PlayCard(match.state.hands[0][0], 0, 2))
    assert match.state.hands[0] == (top,) and match.state.pile[0] == second


def test_C_TURN_4_play_on_without_drawing_when_the_pile_runs_out():
    match = cardcity.new_game(players=2, seed=8)
    rnd = random.Random(1)
    while match.state.pile:
        match.play(rnd.choice(match.legal_moves()))
    assert len(match.state.placed) == 11 and not match.is_over
    match.play(rnd.choice(match.legal_moves()))
    assert sorted(map(len, match.state.hands)) == [0, 3]  # the player drew nothing
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
    card = match.state.hands[0][0]
    err = refused(match, PlayCard(card, 5, 5))
    assert err.rule == "C-PLACE-1" and "would not touch the city" in err.reason
    assert refused(match, PlayCard(card, 3, 0)).rule == "C-PLACE-1"  # one empty column between
    match.play(PlayCard(card, 2, 1))  # shares a side


def test_C_PLACE_2_a_card_may_cover_some_blocks():
    city = Sandbox().place(1, 0, 0).place(5, 1, 1)
    assert city.cells[(1, 1)].card == 5 and city.cells[(0, 0)].card == 1 and len(city.cells) == 7


def test_C_PLACE_3_a_card_may_cover_a_whole_card():
    city = Sandbox().place(1, 0, 0).place(5, 0, 0)
    assert {b.card for b in city.cells.values()} == {5}
    match = cardcity.new_game(seed=3)
    assert PlayCard(match.state.hands[0][0], 0, 0, True) in match.legal_moves()


def test_C_PLACE_4_only_in_landscape_but_may_be_turned_by_180_degrees():
    """PL (OCR): "Karty mozna uktadac tylko w pozycji pozio- mej, ale mozna je prze- krecac¢ o 180 stopni"
    (cards may be laid only horizontally, but may be turned by 180 degrees)."""
    card = CARDS[7]
    assert card.turned().turned() == card
    assert card.turned().blocks[1][1] == card.blocks[0][0] and card.turned().roads[1][1] == frozenset("EW")
    assert Sandbox().place(7, 0, 0, turned=True).cells[(1, 1)].kind == card.blocks[0][0]
    match = cardcity.new_game(seed=3)
    hand = match.state.hands[0]
    assert PlayCard(hand[0], 0, 2, turned=True) in match.legal_moves()
    for turned in (False, True):  # upright (turned by 90°): refused on a place where lying flat is legal
        err = refused(match, PlayCard(hand[0], 0, 2, turned, portrait=True))
        assert err.rule == "C-PLACE-4" and "only horizontally (landscape), never upright (portrait)" in err.reason
    assert not any(move.portrait for move in match.legal_moves())
    city = Sandbox().place(1, 0, 0)
    with pytest.raises(IllegalMove, match="only horizontally") as caught:
        city.place(2, 2, 0, portrait=True)
    assert caught.value.rule == "C-PLACE-4" and len(city.placed) == 1 and (2, 0) not in city.cells
    city.place(2, 2, 0)  # the same card, lying flat, fits there
    err = refused(match, PlayCard(hand[0], 0, 2, turned=90))
    assert err.rule == "C-PLACE-4"
    with pytest.raises(IllegalMove, match="turned and portrait are True or False"):
        Sandbox().place(1, 0, 0, turned="upright")
    assert str(PlayCard(3, 1, 2, portrait=True)) == "card 3 at (1, 2) upright (turned by 90°)"


def test_C_PLACE_5_gaps_may_form():
    city = Sandbox().place(1, 0, 0).place(2, 2, 1).place(3, 0, 2)
    assert (2, 0) not in city.cells and (1, 1) in city.cells  # (2, 0) stays empty beside the city


def test_C_PLACE_6_touching_only_at_a_corner_is_forbidden():
    with pytest.raises(IllegalMove) as caught:
        Sandbox().place(1, 0, 0).place(2, 2, 2)
    assert caught.value.rule == "C-PLACE-6" and "only at a corner" in caught.value.reason
    match = cardcity.new_game(seed=3)
    for x, y in ((2, 2), (-2, 2), (2, -2), (-2, -2)):
        assert refused(match, PlayCard(match.state.hands[0][0], x, y)).rule == "C-PLACE-6"


def test_C_PLACE_7_a_new_card_always_goes_on_top():
    city = Sandbox().place(1, 0, 0).place(2, 1, 0)
    assert city.cells[(1, 0)].card == 2 and city.cells[(1, 1)].card == 2  # never the other way round
    assert city.cells[(0, 0)].card == 1


def test_C_TALK_1_a_seat_never_sees_another_hand():
    match = cardcity.new_game(players=4, seed=11)
    for seat in range(4):
        view = match.view(seat)
        assert [s["hand"] is not None for s in view["seats"]] == [s == seat for s in range(4)]
        assert RULES.secrets(match.state, seat) == {"hand": list(match.state.hands[seat])}


def test_C_TALK_2_talk_is_advice_so_any_legal_card_may_be_played():
    """Discussion cannot be enforced (C-GAP-8): the engine offers every card in the active hand."""
    match = cardcity.new_game(players=2, seed=11)
    assert {m.card for m in match.legal_moves()} == set(match.state.hands[0])


def test_C_TALK_3_only_the_active_seat_decides():
    match = cardcity.new_game(players=2, seed=11)
    other = match.state.hands[1][0]
    assert match.current_player == 0 and refused(match, PlayCard(other, 0, 2)).rule == "C-TURN-1"


# The rulebook's scoring example, rebuilt with our faces (its picture is not in the seed):
#     IW    C     RNESW CW          largest districts: commercial 2 (the C column at x=2, y=2..3),
#     RE    PEW   PN    I     IEW   industrial 2 (x=3..4, y=0), park 4 (the P chain), residential 3
#     RNS   R     PNS   PEW   REW   (the R corner at the left); 7 roads: W stub, RE-PEW, RNS, the
#     .     I     CNS               crossing with CW and PN, PNS-CNS-CNSW-RE, PEW-REW, the IEW stub.
#     .     RE    CNSW              (top row is y = -1)


# --- the gaps the engine decides (C-GAP-n, "PROPOSED" in the digest) ----------------------------------
