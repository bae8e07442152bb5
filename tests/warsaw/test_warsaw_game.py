"""One test per rule ID of rules/warsaw.md that the full game adds to the sandbox: components and set-up,
the round (Office, planning, realisation), delegation and the limit of 3, foundations, passing, building,
functions, the metro's price, the end of a round, of stage I and of the game. States are set up by hand
with `replace` where a rule needs a particular position (see warsaw_game_helpers.py).
"""

from dataclasses import replace
from importlib import resources

import pytest
from warsaw_game_helpers import (CASTLE, FAR_URBAN, NEXT_TO_URBAN, RIGHT_URBAN, SUBURBAN, URBAN, cleared, planning,
                                 play, realising, refused, seat, skip_round)

from gamekit.warsaw import (ACTION_BOARDS, CARDS, MAP, NORMS, RULES, TASK_DECKS, Bridge, Build, Decline, Delegate,
                            EndRealisation, Foundation, KeepNorm, Metro, Pass, Task, UseFunction, new_game)
from gamekit.warsaw import DataError
from gamekit.warsaw.board import METRO_MARKERS, PLAYER_HEXES, Building
from gamekit.warsaw.bridges import MAX_BRIDGES
from gamekit.warsaw.decks import load_action_boards
from gamekit.warsaw.state import ENGINEERS, Project, initial_state

GRANT_CARD, INSPECTOR_CARD, DRAW_CARD, SUBURBAN_CARD, SOCREALIST_CARD = 6, 8, 9, 10, 12
INCOME_CARD, UNDERPASS_CARD, SUPPLIER_CARD, SURVEYOR_CARD, RIVER_CARD, SHOCK_CARD = 19, 26, 5, 15, 20, 42


def founded(state, index, card, hex):
    """`index` has a project of `card` on `hex` (its engineer on the board, the hex cleared)."""
    state = cleared(state, hex)
    state = replace(state, projects=state.projects + (Project(hex, card, index),))
    return seat(state, index, engineers=state.seats[index].engineers - 1)


def realised(state, index, *cards):
    return seat(state, index, realised=state.seats[index].realised + cards)


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
    assert after.seats[me].norm == dealt[me][1] and after.seats[me].dealt == ()
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


def test_W_DELEG_1_an_engineer_on_a_free_field_takes_its_action_at_once():
    state = play(planning(), Delegate("L1"))
    assert state.seats[0].fund == 2 and state.fields[[f.id for f in state.action_board].index("L1")] == (0,)
    state = play(state, Delegate("L5", (NEXT_TO_URBAN, URBAN)))
    assert {URBAN, NEXT_TO_URBAN}.isdisjoint(state.board.rubble) and state.seats[1].rubble == 2
    state = play(state, Delegate("L4"))
    assert len(state.seats[2].hand) == 2
    state = play(seat(state, 3, rubble=3), Delegate("L7"))
    assert (state.seats[3].rubble, state.seats[3].concrete) == (1, 1)


def test_W_DELEG_2_a_limited_field_takes_one_engineer_a_round():
    state = play(planning(), Delegate("L2"))
    problem = refused(state, Delegate("L2"), "W-DELEG-2")
    assert "already occupied this round" in problem.reason
    state = play(state, Delegate("L2b"))  # the 4-player board's second Concrete field is free
    state = skip_round(state)
    before = state.seats[state.active].concrete
    assert play(state, Delegate("L2")).seats[state.active].concrete == before + 1  # free again next round


def test_W_DELEG_3_three_unlimited_fields_take_any_number_of_engineers():
    for board in ACTION_BOARDS.values():
        assert sum(f.unlimited for f in board) == 3
    state = planning(3)
    for _ in range(6):
        state = play(state, Delegate("U3"))
    assert len(state.fields[[f.id for f in state.action_board].index("U3")]) == 6


def test_W_DELEG_4_the_fields_are_our_reconstruction_and_checked_when_loaded():
    text = resources.files("gamekit.warsaw").joinpath("data/actions.toml").read_text("utf-8")
    assert "OUR RECONSTRUCTION" in text and "W-GAP-1" in text
    with pytest.raises(DataError, match="3 unlimited"):
        load_action_boards(text.replace('id = "U3"\nunlimited = true', 'id = "U3"\nunlimited = false'))
    with pytest.raises(DataError, match="action"):
        load_action_boards(text.replace('action = "exchange"', 'action = "steal"'))


def test_W_LIMIT_1_never_more_than_three_of_a_resource_or_of_cards_in_hand():
    state = seat(planning(), 0, fund=2)
    assert play(state, Delegate("L1")).seats[0].fund == 3  # the surplus stays in the bank
    refused(seat(state, 0, fund=3), Delegate("U1"), "W-LIMIT-1")
    refused(seat(state, 0, concrete=3, rubble=2), Delegate("L7"), "W-LIMIT-1")
    full = seat(state, 0, hand=tuple(state.deck[:3]), fund=0)
    refused(full, Delegate("U2"), "W-LIMIT-1")
    two = seat(state, 0, hand=tuple(state.deck[:2]))
    assert len(play(two, Delegate("L4")).seats[0].hand) == 3
    assert play(seat(state, 0, rubble=2), Delegate("L5", (FAR_URBAN, URBAN))).seats[0].rubble == 3
    refused(realised(seat(state, 0, fund=3), 0, GRANT_CARD), UseFunction(GRANT_CARD), "W-LIMIT-1")


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


# --- realisation --------------------------------------------------------------------------------------


def test_W_REAL_1_one_turn_each_clockwise_building_any_number():
    state = realising(seat(planning(4, 7), planning(4, 7).first, fund=3, concrete=3))
    me = state.first
    state = founded(founded(state, me, GRANT_CARD, URBAN), me, DRAW_CARD, FAR_URBAN)
    state = play(state, Build(URBAN, "concrete"), Build(FAR_URBAN, "concrete"))
    assert state.active == me and len(state.board.buildings) == 2
    refused(state, Delegate("U1"), "W-REAL-1")
    turns = []
    for _ in range(4):
        turns.append(state.active)
        state = play(state, EndRealisation())
    assert turns == [(me + k) % 4 for k in range(4)] and state.round == 2


def test_W_REAL_2_each_object_is_paid_when_it_is_built():
    state = realising(founded(seat(planning(), 0, fund=3, rubble=3), 0, GRANT_CARD, URBAN))
    state = play(state, Build(URBAN, "rubble"))
    assert (state.seats[0].fund, state.seats[0].rubble) == (2, 1)
    state = play(state, Metro(URBAN, NEXT_TO_URBAN))
    assert state.seats[0].fund == 1


def test_W_REAL_3_any_order_and_the_order_decides_the_tasks():
    state = realising(seat(planning(), 0, fund=3, concrete=3))
    state = replace(state, tasks=(Task("residential", "service", 2),))
    state = founded(founded(state, 0, GRANT_CARD, URBAN), 0, SOCREALIST_CARD, NEXT_TO_URBAN)
    service_first = play(state, Build(URBAN, "concrete"), Build(NEXT_TO_URBAN, "concrete"))
    residential_first = play(state, Build(NEXT_TO_URBAN, "concrete"), Build(URBAN, "concrete"))
    assert RULES.score(service_first).rows(0)["urban_tasks"] == 2 and service_first.tasks == ()
    assert RULES.score(residential_first).rows(0)["urban_tasks"] == 0 and len(residential_first.tasks) == 1


def test_W_BUILD_1_one_fund_and_one_concrete_or_one_fund_and_two_rubble():
    state = realising(founded(seat(planning(), 0, fund=1, concrete=0, rubble=1), 0, GRANT_CARD, URBAN))
    refused(state, Build(URBAN, "concrete"), "W-BUILD-1")
    refused(state, Build(URBAN, "rubble"), "W-BUILD-1")
    refused(state, Build(URBAN, "gold"), "W-BUILD-1")
    assert [m for m in RULES.legal_moves(seat(state, 0, rubble=2)) if isinstance(m, Build)] == [Build(URBAN, "rubble")]
    refused(seat(state, 0, fund=0, concrete=3), Build(URBAN, "concrete"), "W-BUILD-1")


def test_W_BUILD_2_the_payment_goes_back_to_the_bank():
    state = realising(founded(seat(planning(), 0, fund=2, concrete=2, rubble=2), 0, GRANT_CARD, URBAN))
    after = play(state, Build(URBAN, "concrete"))
    assert (after.seats[0].fund, after.seats[0].concrete, after.seats[0].rubble) == (1, 1, 2)


def test_W_BUILD_3_the_engineer_comes_off_and_your_hex_and_building_go_on():
    state = realising(founded(seat(planning(), 0, fund=1, concrete=1), 0, GRANT_CARD, URBAN))
    engineers = state.seats[0].engineers
    after = play(state, Build(URBAN, "concrete"))
    assert after.projects == () and after.seats[0].engineers == engineers + 1
    building = after.board.buildings[-1]
    assert (building.hex, building.owner, building.kind) == (URBAN, 0, CARDS[GRANT_CARD].kind)


def test_W_BUILD_4_the_card_is_realised_and_its_function_works_at_once():
    state = realising(founded(seat(planning(), 0, fund=1, concrete=1), 0, GRANT_CARD, URBAN))
    refused(state, UseFunction(GRANT_CARD), "W-FUNC-1")
    after = play(state, Build(URBAN, "concrete"))
    assert after.seats[0].realised == (GRANT_CARD,)
    assert play(after, UseFunction(GRANT_CARD)).seats[0].fund == 2


def test_W_BUILD_6_an_unbuilt_project_keeps_its_engineer_until_the_next_realisation():
    state = realising(founded(seat(planning(), 0, fund=0), 0, GRANT_CARD, URBAN), 0)
    state = skip_round(state)
    assert state.projects[-1].hex == URBAN and state.seats[0].engineers == 3
    for _ in range(4):
        state = play(state, Pass())
    state = seat(state, 0, fund=1, concrete=1)
    state = replace(state, active=0, first=0)
    assert Build(URBAN, "concrete") in RULES.legal_moves(state)


# --- functions ----------------------------------------------------------------------------------------


def test_W_FUNC_1_no_function_while_the_project_is_under_construction():
    state = founded(planning(), 0, GRANT_CARD, URBAN)
    problem = refused(state, UseFunction(GRANT_CARD), "W-FUNC-1")
    assert "under construction" in problem.reason
    refused(state, UseFunction(DRAW_CARD), "W-FUNC-1")


def test_W_FUNC_2_permanent_functions_work_every_round_others_once():
    state = realised(planning(), 0, INCOME_CARD, SOCREALIST_CARD, GRANT_CARD)
    refused(state, UseFunction(INCOME_CARD), "W-FUNC-2")
    refused(state, UseFunction(SOCREALIST_CARD), "W-CARD-3")
    state = skip_round(state)
    assert state.seats[0].fund == 1
    assert skip_round(state).seats[0].fund == 2
    used = play(replace(state, active=0), UseFunction(GRANT_CARD))
    refused(used, UseFunction(GRANT_CARD), "W-FUNC-5")


def test_W_FUNC_3_functions_on_your_own_turn_in_either_phase():
    state = realised(planning(), 1, GRANT_CARD)  # seat 0 is to act
    assert UseFunction(GRANT_CARD) not in RULES.legal_moves(state)
    refused(state, UseFunction(GRANT_CARD), "W-FUNC-1")  # not the current player's building
    assert UseFunction(GRANT_CARD) in RULES.legal_moves(replace(state, active=1))
    assert UseFunction(GRANT_CARD) in RULES.legal_moves(realising(state, 1))
    shock = realised(state, 0, SHOCK_CARD)
    after = play(shock, UseFunction(SHOCK_CARD), Delegate("U1"))
    assert after.active == 0  # the second engineer of this turn
    after = play(after, Delegate("U3"))
    assert after.active == 1
    refused(realising(shock, 0), UseFunction(SHOCK_CARD), "W-GAP-3")


def test_W_FUNC_4_a_reaction_answers_another_players_action():
    state = realised(cleared(seat(planning(), 0, hand=(GRANT_CARD,)), URBAN), 2, INSPECTOR_CARD)
    refused(replace(state, active=2), UseFunction(INSPECTOR_CARD), "W-FUNC-4")  # not on its own turn
    refused(state, Decline(), "W-FUNC-4")
    after = play(state, Foundation(GRANT_CARD, URBAN))
    assert after.window == (2,) and RULES.current_player(after) == 2 and after.active == 1
    assert RULES.legal_moves(after) == [UseFunction(INSPECTOR_CARD), Decline()]
    refused(after, Delegate("U1"), "W-FUNC-4")
    answered = play(after, UseFunction(INSPECTOR_CARD))
    assert answered.seats[2].fund == 1 and answered.window == () and RULES.current_player(answered) == 1
    declined = play(after, Decline())
    assert declined.seats[2].fund == 0 and INSPECTOR_CARD not in declined.seats[2].used
    # the other triggers: a building, a metro segment, a bridge
    build = realised(realising(founded(seat(planning(), 0, fund=3, concrete=3, rubble=3), 0, GRANT_CARD, URBAN), 0),
                     1, SUPPLIER_CARD, SURVEYOR_CARD, RIVER_CARD)
    assert play(build, Build(URBAN, "concrete")).trigger == "build"
    assert play(build, Metro(URBAN, NEXT_TO_URBAN)).trigger == "metro"
    bridged = play(build, Bridge((1, -1), (2, -1), "mixed"))
    assert bridged.window == (1,) and play(bridged, UseFunction(RIVER_CARD)).seats[1].fund == 2


def test_W_FUNC_5_a_once_function_is_turned_and_never_used_again():
    state = play(realised(planning(), 0, DRAW_CARD), UseFunction(DRAW_CARD))
    assert state.seats[0].used == {DRAW_CARD}
    refused(state, UseFunction(DRAW_CARD), "W-FUNC-5")
    assert skip_round(state).seats[0].used == {DRAW_CARD}


def test_W_FUNC_6_stage_one_functions_stay_usable_in_stage_two():
    state = realised(planning(), 0, GRANT_CARD, DRAW_CARD)
    for _ in range(4):
        state = skip_round(state)
    assert state.stage == 2 and state.seats[0].realised == (GRANT_CARD, DRAW_CARD)
    state = replace(state, active=0)
    assert UseFunction(GRANT_CARD) in RULES.legal_moves(state)


def test_W_METRO_1_a_segment_costs_one_fund():
    state = realising(seat(planning(), 0, fund=0, concrete=3))
    refused(state, Metro(URBAN, NEXT_TO_URBAN), "W-METRO-1")
    refused(state, Metro(URBAN, NEXT_TO_URBAN, "free"), "W-METRO-1")
    refused(seat(state, 0, fund=1), Metro(URBAN, NEXT_TO_URBAN, "gold"), "W-METRO-1")
    after = play(seat(state, 0, fund=2), Metro(URBAN, NEXT_TO_URBAN))
    assert after.seats[0].fund == 1 and RULES.score(after).rows(0)["metro"] == 1
    free = play(realised(state, 0, UNDERPASS_CARD), UseFunction(UNDERPASS_CARD), Metro(URBAN, NEXT_TO_URBAN, "free"))
    assert free.seats[0].fund == 0 and free.seats[0].free_metro == 0 and len(free.board.segments) == 1


# --- the end of a round, of stage I and of the game ----------------------------------------------------


def test_W_RND_1_after_realisation_the_round_marker_moves_on():
    state = realising(planning())
    for _ in range(4):
        state = play(state, EndRealisation())
    assert state.round == 2 and state.phase == "planning"


def test_W_RND_2_engineers_come_home_except_those_on_foundations():
    state = founded(play(planning(), Delegate("U1"), Delegate("U1")), 2, GRANT_CARD, URBAN)
    state = skip_round(state)
    assert [s.engineers for s in state.seats] == [4, 4, 3, 4]


def test_W_STAGE_1_stage_one_ends_with_round_four():
    state = planning()
    for round in (1, 2, 3):
        state = skip_round(state)
        assert state.stage == 1
    assert skip_round(state).stage == 2 and skip_round(state).round == 5


def test_W_STAGE_2_the_stage_two_deck_replaces_the_stage_one_deck():
    state = planning()
    later = state.later_deck
    for _ in range(4):
        state = skip_round(state)
    assert state.deck == later and state.later_deck == ()
    drawn = play(state, Delegate("U2"))
    assert CARDS[drawn.seats[state.active].hand[0]].stage == 2


def test_W_STAGE_3_hands_are_discarded():
    state = seat(planning(), 0, hand=(GRANT_CARD, DRAW_CARD))
    for round in range(3):
        state = skip_round(state)
    assert state.seats[0].hand == (GRANT_CARD, DRAW_CARD)
    assert skip_round(state).seats[0].hand == ()


def test_W_STAGE_4_projects_under_construction_carry_into_stage_two():
    state = founded(planning(), 0, GRANT_CARD, URBAN)
    for _ in range(4):
        state = skip_round(state)
    assert state.stage == 2 and state.projects[-1].card == GRANT_CARD
    state = realising(seat(state, 0, fund=1, concrete=1), 0)
    assert play(state, Build(URBAN, "concrete")).seats[0].realised == (GRANT_CARD,)


def test_W_STAGE_5_stage_one_tasks_leave_and_stage_two_tasks_come():
    state = planning()
    for _ in range(3):
        state = skip_round(state)
    assert all(t in TASK_DECKS[1] for t in state.tasks)
    after = skip_round(state)
    assert all(t in TASK_DECKS[2] for t in after.tasks) and after.later_tasks == ()
    assert all(t in TASK_DECKS[2] for t in after.task_deck)


def test_W_STAGE_6_realised_cards_stay_in_front_of_their_owners():
    state = realised(planning(), 1, GRANT_CARD, SOCREALIST_CARD)
    for _ in range(4):
        state = skip_round(state)
    assert state.seats[1].realised == (GRANT_CARD, SOCREALIST_CARD)


def test_W_END_1_the_game_ends_after_round_eight_or_after_the_round_the_last_hex_is_built():
    state = planning()
    for _ in range(7):
        state = skip_round(state)
    assert state.round == 8 and state.phase == "planning"
    over = skip_round(state)
    assert over.phase == "over" and RULES.legal_moves(over) == []
    refused(over, Pass(), "W-END-1")
    # 3 players: fill every left-bank hex but one, then build the last one in round 2
    state = skip_round(planning(3))
    me = state.first
    board = state.board
    last = URBAN
    others = [h for h in MAP.hexes if h not in board.neutral and h != last]
    filled = tuple(Building(h, "transport", i % 3, None, None, 3, (), ()) for i, h in enumerate(others))
    state = replace(state, board=replace(board, rubble=frozenset(), buildings=filled))
    state = realising(founded(seat(state, me, fund=1, concrete=1), me, GRANT_CARD, last), me)
    state = play(state, Build(last, "concrete"))
    assert state.full and state.phase == "realisation"  # the round is finished first
    while state.phase == "realisation":
        state = play(state, EndRealisation())
    assert state.phase == "over" and state.round == 2


def test_W_PC_4_each_player_count_has_its_own_board():
    assert [len(ACTION_BOARDS[p]) for p in (3, 4, 5)] == [10, 12, 14]
    refused(planning(3), Delegate("L2b"), "W-PC-4")
    play(planning(4), Delegate("L2b"))
    play(planning(5), Delegate("L4b"))


def test_W_STAGE_7_from_round_five_the_metro_may_branch_and_historic_sites_open():
    line = (((-3, 0), (-3, 1)), ((-2, 0), (-3, 1)), ((-2, 0), (-2, 1)))
    state = realising(seat(planning(), 0, fund=3), 0)
    state = play(state, *(Metro(a, b) for a, b in line))
    branch = Metro((-2, 1), (-3, 1))  # off the line's middle corner, where (-2, 0), (-3, 1), (-2, 1) meet
    refused(seat(state, 0, fund=1), branch, "W-METRO-5")
    later = seat(replace(state, round=5), 0, fund=1)
    assert play(later, branch).board.segments[-1].edge == frozenset(((-2, 1), (-3, 1)))
    hand = cleared(seat(planning(), 0, hand=(GRANT_CARD,)), CASTLE)
    refused(hand, Foundation(GRANT_CARD, CASTLE), "W-ZONE-3")
    play(replace(hand, round=5), Foundation(GRANT_CARD, CASTLE))
