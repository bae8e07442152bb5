"""One test per rule ID of rules/warsaw.md that the full game adds to the sandbox, part 1: components and
set-up, the round (Office, planning), foundations and passing. Delegation and the limit of 3 are in
test_warsaw_game_limit.py; realisation, functions and the end of a round, a stage and the game in
test_warsaw_game_rounds.py. States are set up by hand with `replace` where a rule needs a particular position
(see warsaw_game_helpers.py).
"""

from dataclasses import replace

from warsaw_game_helpers import (
    CASTLE,
    DRAW_CARD,
    FAR_URBAN,
    GRANT_CARD,
    RIGHT_URBAN,
    SUBURBAN,
    SUBURBAN_CARD,
    URBAN,
    cleared,
    founded,
    planning,
    play,
    realised,
    realising,
    refused,
    seat,
    skip_round,
)

from gamekit.warsaw import (
    ACTION_BOARDS,
    CARDS,
    NORMS,
    RULES,
    TASK_DECKS,
    Build,
    Delegate,
    EndRealisation,
    Foundation,
    KeepNorm,
    Pass,
    UseFunction,
    new_game,
)
from gamekit.warsaw.board import METRO_MARKERS, PLAYER_HEXES
from gamekit.warsaw.bridges import MAX_BRIDGES
from gamekit.warsaw.state import ENGINEERS, initial_state

# --- components and set-up --------------------------------------------------------------------------


def test_W_COMP_2_a_round_track_of_eight_rounds_in_two_stages():
    state = planning()
    assert state.round == 1 and state.stage == 1
    assert [replace(state, round=r).stage for r in range(1, 9)] == [1] * 4 + [2] * 4
    for _ in range(8):
        state = skip_round(state)
    assert state.phase == "over" and RULES.is_over(state)


def test_W_COMP_4_one_action_board_for_each_player_count():
    assert sorted(ACTION_BOARDS) == [3, 4, 5]
    assert len({tuple(f.id for f in board) for board in ACTION_BOARDS.values()}) == 3
    for players in (3, 4, 5):
        state = planning(players)
        assert state.action_board == ACTION_BOARDS[players] and len(state.fields) == len(ACTION_BOARDS[players])


def test_W_COMP_5_the_round_and_first_player_markers():
    state = planning(seed=3)
    view = RULES.view(state, 0)
    assert (view["round"], view["first"], view["active"]) == (1, state.first, state.first)


def test_W_COMP_9_sixty_project_cards_in_two_stages():
    assert len(CARDS) == 60
    assert sum(c.stage == 1 for c in CARDS.values()) == sum(c.stage == 2 for c in CARDS.values()) == 30


def test_W_COMP_10_an_urban_task_deck_for_each_stage():
    assert sorted(TASK_DECKS) == [1, 2] and all(len(deck) >= 3 for deck in TASK_DECKS.values())
    state = initial_state(4, 0)
    assert set(state.tasks + state.task_deck) == set(TASK_DECKS[1])
    assert set(state.later_tasks) == set(TASK_DECKS[2])


def test_W_COMP_11_norm_cards_list_four_objects():
    assert len(NORMS) >= 10 and all(len(norm) == 4 for norm in NORMS.values())


def test_W_COMP_12_one_wooden_building_for_each_card():
    assert len(CARDS) == 60 and all(card.kind for card in CARDS.values())


def test_W_SETUP_1_the_round_marker_starts_on_round_one():
    state = initial_state(3, 5)
    assert state.round == 1 and state.phase == "norms"
    assert planning(3, 5).round == 1


def test_W_SETUP_2_the_action_board_for_the_player_count_starts_empty():
    for players in (3, 4, 5):
        state = planning(players)
        assert state.action_board == ACTION_BOARDS[players] and all(on == () for on in state.fields)


def test_W_SETUP_6_the_bank_is_unlimited():
    state = planning(5)
    for _ in range(5):  # every player takes a Fund from the same unlimited field
        state = play(state, Delegate("U1"))
    assert [s.fund for s in state.seats] == [1] * 5


def test_W_SETUP_7_fifteen_hexes_six_metro_markers_and_engineers_by_player_count():
    assert ENGINEERS == {3: 4, 4: 4, 5: 3}
    for players in (3, 4, 5):
        assert [s.engineers for s in initial_state(players, 0).seats] == [ENGINEERS[players]] * players
    assert (PLAYER_HEXES, METRO_MARKERS) == (15, 6)


def test_W_SETUP_8_every_score_starts_at_zero():
    score = RULES.score(initial_state(4, 1))
    assert [score.total(s) for s in range(4)] == [0, 0, 0, 0]


def test_W_SETUP_9_the_stage_one_deck_is_shuffled_and_stage_two_set_aside():
    state = initial_state(4, 0)
    assert sorted(state.deck) == sorted(c.id for c in CARDS.values() if c.stage == 1)
    assert sorted(state.later_deck) == sorted(c.id for c in CARDS.values() if c.stage == 2)
    assert initial_state(4, 1).deck != state.deck and initial_state(4, 0).deck == state.deck


def test_W_SETUP_10_three_stage_one_tasks_face_up():
    state = initial_state(4, 0)
    assert len(state.tasks) == 3 and all(t in TASK_DECKS[1] for t in state.tasks)
    assert len(state.task_deck) == len(TASK_DECKS[1]) - 3


def test_W_SETUP_11_two_norms_dealt_one_kept():
    state = initial_state(4, 0)
    dealt = [s.dealt for s in state.seats]
    assert all(len(d) == 2 for d in dealt) and len({n for d in dealt for n in d}) == 8
    me = state.active
    refused(state, KeepNorm(dealt[(me + 1) % 4][0]), "W-SETUP-11")
    refused(state, Delegate("U1"), "W-SETUP-11")
    after = play(state, KeepNorm(dealt[me][1]))
    assert after.seats[me].norm == dealt[me][1] and after.seats[me].dealt == dealt[me]  # it knows the returned one
    assert RULES.legal_moves(after) == [KeepNorm(n) for n in dealt[(me + 1) % 4]]


def test_W_SETUP_12_four_bridges_and_the_tunnel_wait_beside_the_board():
    state = initial_state(4, 0)
    assert state.board.bridges == () and state.board.tunnel is None and MAX_BRIDGES == 4


def test_W_SETUP_13_the_advanced_game_keeps_the_action_board_and_first_player_marker():
    state = planning()  # step 9 (family variant) is ignored, W-GAP-15
    assert state.fields and state.first in range(4) and Delegate("U1") in RULES.legal_moves(state)


def test_W_SETUP_14_a_random_first_player_from_the_seed():
    firsts = {initial_state(4, seed).first for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    assert initial_state(4, 7).first == initial_state(4, 7).first
    state = planning(4, 7)
    assert state.active == state.first == initial_state(4, 7).first


def test_W_SETUP_15_no_starting_cards_or_resources():
    for s in planning(5).seats:
        assert (s.fund, s.concrete, s.rubble, s.hand) == (0, 0, 0, ())


def test_W_CARD_1_a_card_has_name_points_type_zone_function_and_stage():
    for card in CARDS.values():
        assert card.name and card.kind and card.stage in (1, 2) and card.function.name
        assert (card.points is None) == (card.kind == "industrial")
    state = founded(realising(seat(planning(), 0, fund=1, concrete=1)), 0, GRANT_CARD, URBAN)
    state = replace(state, active=0)
    state = play(state, Build(URBAN, "concrete"))
    assert state.board.buildings[-1].points == CARDS[GRANT_CARD].points
    assert RULES.score(state).rows(0)["buildings"] == CARDS[GRANT_CARD].points


def test_W_NORM_6_the_norm_stays_secret_until_the_end():
    match = new_game(players=3, seed=2)
    match.play(match.legal_moves()[0])
    keeper = next(i for i, s in enumerate(match.state.seats) if s.norm is not None)
    for other in range(3):
        assert (match.view(other)["seats"][keeper]["norm"] is None) == (other != keeper)
    assert str(match.history[0]) == "keep a norm"
    state = match.state
    while not RULES.is_over(state):
        assert all(RULES.score(state).rows(s)["norms"] == 0 for s in range(3))
        state = RULES.apply(state, RULES.legal_moves(state)[-1])
    assert any(RULES.score(state).rows(s)["norms"] != 0 for s in range(3))


# --- the round ----------------------------------------------------------------------------------------


def test_W_FLOW_2_office_planning_realisation_then_the_next_round():
    state = planning()
    assert state.phase == "planning"
    for _ in range(4):
        state = play(state, Pass())
    assert state.phase == "realisation" and state.round == 1
    for _ in range(4):
        state = play(state, EndRealisation())
    assert state.phase == "planning" and state.round == 2


def test_W_FLOW_3_the_office_refills_the_urban_tasks_to_three():
    state = planning()
    state = replace(state, tasks=state.tasks[:1])
    after = skip_round(state)
    assert len(after.tasks) == 3 and after.tasks[0] == state.tasks[0]
    assert after.tasks[1:] == state.task_deck[:2]


def test_W_FLOW_4_round_five_shows_three_new_stage_two_tasks():
    state = planning()
    for _ in range(4):
        state = skip_round(state)
    assert state.round == 5 and len(state.tasks) == 3 and all(t in TASK_DECKS[2] for t in state.tasks)


# --- planning and delegation -------------------------------------------------------------------------


def test_W_PLAN_1_one_engineer_a_turn_clockwise_from_the_first_player():
    state = planning(4, 7)
    order = []
    for _ in range(8):
        order.append(state.active)
        state = play(state, Delegate("U1") if state.seats[state.active].fund < 3 else Delegate("U3"))
    first = planning(4, 7).first
    assert order == [(first + k) % 4 for k in range(8)]
    assert sum(s.engineers for s in state.seats) == 4 * 4 - 8


def test_W_PLAN_2_engineers_on_foundations_are_not_available():
    state = founded(planning(), 0, GRANT_CARD, URBAN)
    state = seat(state, 0, engineers=0)
    refused(state, Delegate("U1"), "W-PLAN-2")
    state = seat(state, 0, hand=(DRAW_CARD,))
    refused(state, Foundation(DRAW_CARD, FAR_URBAN), "W-PLAN-2")
    assert RULES.legal_moves(state) == [Pass()]
    after = skip_round(state)
    assert after.seats[0].engineers == 0  # still on the foundation after the round (W-RND-2)


def test_W_PLAN_3_functions_work_in_planning_and_in_realisation():
    state = realised(planning(), 0, GRANT_CARD, DRAW_CARD)
    state = play(state, UseFunction(GRANT_CARD))
    assert state.seats[0].fund == 2 and state.active == 0  # using a function does not end the turn
    state = realising(state)
    state = play(state, UseFunction(DRAW_CARD))
    assert len(state.seats[0].hand) == 1


# --- foundations ------------------------------------------------------------------------------------


def test_W_FOUND_1_a_project_card_from_the_hand_goes_under_construction():
    state = cleared(seat(planning(), 0, hand=(GRANT_CARD,)), URBAN)
    refused(state, Foundation(DRAW_CARD, URBAN), "W-FOUND-1")
    after = play(state, Foundation(GRANT_CARD, URBAN))
    assert after.seats[0].hand == () and after.projects[-1].card == GRANT_CARD and after.projects[-1].owner == 0
    assert after.seats[0].engineers == state.seats[0].engineers - 1


def test_W_FOUND_3_the_hex_must_suit_the_cards_zone():
    state = cleared(seat(planning(), 0, hand=(GRANT_CARD, SUBURBAN_CARD, 16)), URBAN)
    refused(state, Foundation(GRANT_CARD, SUBURBAN), "W-ZONE-1")
    refused(state, Foundation(SUBURBAN_CARD, URBAN), "W-ZONE-1")
    refused(cleared(state, CASTLE), Foundation(GRANT_CARD, CASTLE), "W-ZONE-3")
    refused(cleared(state, FAR_URBAN), Foundation(16, FAR_URBAN), "W-ZONE-2")
    refused(state, Foundation(GRANT_CARD, FAR_URBAN), "W-FOUND-2")  # rubble
    refused(planning(3), Foundation(GRANT_CARD, RIGHT_URBAN), "W-FOUND-1")
    three = cleared(seat(planning(3), planning(3).active, hand=(GRANT_CARD,)), URBAN)
    refused(three, Foundation(GRANT_CARD, RIGHT_URBAN), "W-ZONE-5")
    occupied = play(state, Foundation(GRANT_CARD, URBAN))
    occupied = seat(replace(occupied, active=0), 0, hand=(DRAW_CARD,))
    refused(occupied, Foundation(DRAW_CARD, URBAN), "W-FOUND-2")
    play(state, Foundation(SUBURBAN_CARD, SUBURBAN))


def test_W_FOUND_4_a_project_is_completed_only_on_its_own_hex():
    state = realising(founded(seat(planning(), 0, fund=2, concrete=2), 0, GRANT_CARD, URBAN), 0)
    refused(cleared(state, FAR_URBAN), Build(FAR_URBAN, "concrete"), "W-FOUND-4")
    other = founded(state, 1, DRAW_CARD, FAR_URBAN)
    refused(other, Build(FAR_URBAN, "concrete"), "W-FOUND-4")
    assert play(state, Build(URBAN, "concrete")).board.buildings[-1].hex == URBAN


# --- passing ------------------------------------------------------------------------------------------


def test_W_PASS_1_a_player_with_no_engineer_left_must_pass():
    state = seat(planning(), 0, engineers=0)
    assert RULES.legal_moves(state) == [Pass()]
    assert play(state, Pass()).seats[0].passed


def test_W_PASS_2_a_player_who_passed_is_skipped_until_the_next_round():
    state = play(planning(), Pass())  # seat 0 passes
    seen = []
    for _ in range(6):
        seen.append(state.active)
        state = play(state, Delegate("U1") if state.seats[state.active].fund < 3 else Delegate("U3"))
    assert 0 not in seen and state.seats[0].passed
    assert not skip_round(state).seats[0].passed


def test_W_PASS_3_planning_ends_when_everyone_has_passed():
    state = planning()
    for _ in range(4):
        assert state.phase == "planning"
        state = play(state, Pass())
    assert state.phase == "realisation" and state.active == state.first


def test_W_PASS_4_engineers_come_home_from_the_action_board_but_not_from_foundations():
    state = founded(play(planning(), Delegate("U1")), 1, GRANT_CARD, URBAN)
    assert state.seats[0].engineers == 3 and state.seats[1].engineers == 3
    for _ in range(4):
        state = play(state, Pass())
    assert state.phase == "realisation" and all(on == () for on in state.fields)
    assert state.seats[0].engineers == 4 and state.seats[1].engineers == 3


def test_W_PC_4_each_player_count_has_its_own_board():
    assert [len(ACTION_BOARDS[p]) for p in (3, 4, 5)] == [10, 12, 14]
    refused(planning(3), Delegate("L2b"), "W-PC-4")
    play(planning(4), Delegate("L2b"))
    play(planning(5), Delegate("L4b"))
