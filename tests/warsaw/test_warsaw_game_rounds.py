"""One test per rule ID of rules/warsaw.md that the full game adds to the sandbox, part 2: realisation
(building and its price), functions, the metro's price, and the end of a round, of stage I and of the game.
"""

from dataclasses import replace

from warsaw_game_helpers import (
    CASTLE,
    DRAW_CARD,
    FAR_URBAN,
    GRANT_CARD,
    INCOME_CARD,
    INSPECTOR_CARD,
    NEXT_TO_URBAN,
    RIVER_CARD,
    SHOCK_CARD,
    SOCREALIST_CARD,
    SUPPLIER_CARD,
    SURVEYOR_CARD,
    UNDERPASS_CARD,
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
    CARDS,
    MAP,
    RULES,
    TASK_DECKS,
    Bridge,
    Build,
    Decline,
    Delegate,
    EndRealisation,
    Foundation,
    Metro,
    Pass,
    Task,
    UseFunction,
)
from gamekit.warsaw.board import Building

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
    build = realised(
        realising(founded(seat(planning(), 0, fund=3, concrete=3, rubble=3), 0, GRANT_CARD, URBAN), 0),
        1,
        SUPPLIER_CARD,
        SURVEYOR_CARD,
        RIVER_CARD,
    )
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
    for _round in (1, 2, 3):
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
    for _round in range(3):
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
