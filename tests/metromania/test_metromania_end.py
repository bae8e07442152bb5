"""The end of the building phase: the three end conditions, blocked lines, the last round, and the
thresholds for 2 and 3 players. MM-GEND-1, MM-GEND-2, MM-GEND-3, MM-PC-1, MM-PC-4, MM-VAR-8, MM-GAP-14, MM-GAP-15."""

from mm_helpers import ACROSS, DEAD_END, DIAG, FIFTH, LONG, ROW, UP, box, dig, no_bonus, play, position

from gamekit.metromania import StartLine, Station, Stop
from gamekit.metromania.rules import RULES
from gamekit.metromania.turns import blocked_lines


def finish_turn(state):
    """Play the seat on turn's first legal moves until its turn is over."""
    seat = state.seat
    while not state.over and state.seat == seat:
        state = play(state, RULES.legal_moves(state)[0])
    return state


def test_MM_GEND_1_a_player_finishing_both_lines_ends_the_building_phase():
    state = position(box(2, (0, DIAG[:-1]), (0, UP), (1, ACROSS[:3])))
    after = play(state, dig(0, (-3, 4), (-4, 5)))
    assert after.bonus == 0 and after.trigger == -1  # the move goes on: its bonus station first
    after = play(after, Station(None))
    assert after.trigger == 0 and after.finals == (1,)  # the move is over: the end is triggered
    assert after.seat == 1 and not after.over  # seat 1's last move
    after = finish_turn(after)
    assert after.over and RULES.legal_moves(after) == []


def test_MM_GEND_1_the_last_station_marker_ends_the_building_phase():
    state = position(box(2, (0, UP), (1, ACROSS[:6])), seat=1)
    filler = tuple(Stop(v, 0, 0, "built") for v in (UP[1:-1] + DIAG[1:-1] * 3)[:29])
    almost = state.__class__(**{**{f: getattr(state, f) for f in state.__dataclass_fields__}, "stations": filler})
    after = play(almost, Station((-3, -1)))
    assert len(after.stations) == 30 and after.trigger == 1 and after.seat == 0


def test_MM_GEND_1_five_lines_finished_or_blocked_with_four_players():
    lines = [(0, UP), (1, ACROSS), (2, DIAG), (1, FIFTH), (3, ROW[:-1])]
    state = position(box(4, *lines), seat=3)
    assert sum(line.finished for line in state.lines) == 4
    after = finish_turn(no_bonus(play(state, dig(0, (-4, 2), (-5, 3)))))  # the fifth line, then the move's rest
    assert after.trigger == 3 and after.finals == (0, 1, 2)
    four = position(box(4, *lines[:3], (3, ROW[:-1])), seat=3)
    assert finish_turn(no_bonus(play(four, dig(0, (-4, 2), (-5, 3))))).trigger == -1


def test_MM_GEND_2_a_line_that_cannot_grow_is_blocked():
    state = position(box(2, (0, LONG), (1, DEAD_END)))
    assert blocked_lines(state) == {0}  # 18 tunnels used; line 2 can still go to (0, -5)
    stuck = position(box(2, (0, LONG), (1, DEAD_END + [(0, -5)])))
    assert blocked_lines(stuck) == {0, 2}  # unstarted lines 1 and 3 are not blocked


def test_MM_PC_1_two_players_three_lines_finished_or_blocked():
    state = position(box(2, (0, UP), (0, DEAD_END), (1, ACROSS)))
    after = play(state, dig(1, (0, -4), (0, -5)))  # the dashed line is now blocked: 2 finished + 1 blocked
    assert after.trigger == 0 and after.seat == 1


def test_MM_PC_4_three_players_four_lines_finished_or_blocked():
    lines = [(0, UP), (0, DEAD_END), (1, ACROSS)]
    three = play(position(box(3, *lines)), dig(1, (0, -4), (0, -5)))
    assert three.trigger == -1  # 3 lines are not enough with 3 players
    four = play(position(box(3, *lines, (2, DIAG))), dig(1, (0, -4), (0, -5)))
    assert four.trigger == 0 and four.finals == (1, 2)


def test_MM_GEND_3_every_other_player_gets_one_last_move():
    state = position(box(3, (0, UP), (0, DEAD_END), (1, ACROSS), (2, DIAG)))
    after = play(state, dig(1, (0, -4), (0, -5)))
    seen = []
    while not after.over:
        seen.append(after.seat)
        after = finish_turn(after)
    assert seen == [1, 2] and after.finals == ()


def test_MM_GAP_15_a_seat_that_cannot_move_passes():
    state = position(box(3, (0, UP), (0, DEAD_END + [(0, -5)]), (1, ACROSS[:3])), seat=1)
    after = finish_turn(state)
    assert after.seat == 2 and after.trigger == -1
    after = finish_turn(after)
    assert after.seat == 1  # seat 0 has nothing left to do: it passes
    assert RULES.legal_moves(after)


def test_MM_VAR_8_little_subway_ends_when_a_player_cannot_go_on():
    lines = [(0, UP), (0, DEAD_END)]
    state = position(box(2, *lines, variant="little_subway"), markers=())
    after = play(state, dig(1, (0, -4), (0, -5)))  # both of seat 0's lines finished or blocked
    assert after.trigger == 0
    standard = play(position(box(2, *lines)), dig(1, (0, -4), (0, -5)))
    assert standard.trigger == -1  # 2 lines: not the end of a standard game


def test_the_first_moves_start_lines_in_turn():
    state = RULES.initial_state(3, 4)
    for _ in range(3):
        assert {type(m) for m in RULES.legal_moves(state)} == {StartLine}
        state = no_bonus(finish_turn(state))
    assert all(sum(bool(line.path) for line in state.lines[2 * s : 2 * s + 2]) == 1 for s in range(3))
