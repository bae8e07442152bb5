"""One test per rule ID of rules/cardcity.md (C-COMP … C-EX, and the gaps the engine decides, C-GAP-n).

The goal cards are in test_cardcity_goals.py; the deck file, the API and bad input in test_cardcity_api.py.
"""

import dataclasses
import random

import pytest

from gamekit import IllegalMove, cardcity
from gamekit.cardcity import CARDS, GOALS, KINDS, PlayCard, Sandbox, load_deck
from gamekit.cardcity.cards import DECK_TEXT
from gamekit.cardcity.rules import RULES
from gamekit.core import rng


def play_randomly(match, rnd):
    while not match.is_over:
        match.play(rnd.choice(match.legal_moves()))


def refused(match, move):
    before, history = match.state, match.history
    with pytest.raises(IllegalMove) as caught:
        match.play(move)
    assert match.state is before and match.history == history
    assert caught.value.reason.endswith(".")
    return caught.value


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
        load_deck(DECK_TEXT.replace('blocks = [["C EW", "P EW"], ["I", "R"]]', 'blocks = [["C EW", "C EW"], ["I", "R"]]'))


def test_C_CARD_2_one_or_two_roads_per_card():
    assert {card.road_count() for card in CARDS.values()} == {1, 2}
    with pytest.raises(cardcity.DeckError, match="1 or 2 roads"):
        load_deck(DECK_TEXT.replace('blocks = [["P", "C"], ["R EW", "I EW"]]', 'blocks = [["P", "C"], ["R", "I"]]'))
    with pytest.raises(cardcity.DeckError, match="1 or 2 roads"):  # three separate dead ends
        load_deck(DECK_TEXT.replace('blocks = [["P", "C"], ["R EW", "I EW"]]', 'blocks = [["P N", "C N"], ["R W", "I"]]'))


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
    for card, x, y, turned in [(3, 0, 0, False), (9, -1, 0, False), (18, -2, 0, False), (2, -3, 0, True),
                               (11, -4, -1, True)]:
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


# The rulebook's scoring example, rebuilt with our faces (its picture is not in the seed):
#     IW    C     RNESW CW          largest districts: commercial 2 (the C column at x=2, y=2..3),
#     RE    PEW   PN    I     IEW   industrial 2 (x=3..4, y=0), park 4 (the P chain), residential 3
#     RNS   R     PNS   PEW   REW   (the R corner at the left); 7 roads: W stub, RE-PEW, RNS, the
#     .     I     CNS               crossing with CW and PN, PNS-CNS-CNSW-RE, PEW-REW, the IEW stub.
#     .     RE    CNSW              (top row is y = -1)
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
    assert log[8:] == [(0, (3, 1, 1, 1), 0), (1, (0, 3, 1, 1), 0), (2, (0, 0, 3, 1), 0), (3, (0, 0, 0, 3), 0),
                       (0, (2, 0, 0, 0), 0), (1, (0, 1, 0, 0), 0)]
    assert [seat for seat, _, _ in log] == [s % 4 for s in range(14)]
    three = flow(3, 6)
    assert len(three) == 14 and three[0] == (0, (3, 1, 1), 9)
    assert three[9:] == [(0, (3, 1, 1), 0), (1, (0, 3, 1), 0), (2, (0, 0, 3), 0), (0, (2, 0, 0), 0),
                         (1, (0, 1, 0), 0)]


# --- the gaps the engine decides (C-GAP-n, "PROPOSED" in the digest) ----------------------------------


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
        load_deck(DECK_TEXT.replace('blocks = [["I NS", "R"], ["C NS", "P"]]', 'blocks = [["I NS", "R"], ["C NS", "R"]]'))


def test_C_GAP_12_goals_see_only_visible_blocks():
    city = Sandbox().place(1, 0, 0)
    assert city.score(goals=(3, 1, 2)).rows(0)["Go Green"] == 1 - 3
    city.place(16, 0, 1)  # I CEW / P R covers card 1's I and R
    assert [b.kind for b in city.cells.values()].count("industrial") == 1
    assert city.score(goals=(3, 1, 2)).rows(0)["Go Green"] == 2 - 3


def test_C_GAP_13_solo_setup():
    state = cardcity.new_game(players=1, seed=0).state
    assert [len(h) for h in state.hands] == [3] and len(state.placed) == 1 and len(state.pile) == 11
