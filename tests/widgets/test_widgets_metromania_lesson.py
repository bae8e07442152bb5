"""widgets.metromania.lesson: the lessons' opening is played step by step on its own board (a wrong or illegal try is
explained and changes nothing), every board starts from a game of its own, and each exercise's right option is the
one the engine agrees with, while every wrong option says why in terms of a rule."""

import re

from gamekit.metromania import StartLine
from widgets.metromania import lesson


def test_the_opening_guide_starts_at_move_0_marks_each_step_and_explains_a_sharp_turn():
    guide = lesson.opening_guide()
    board = guide.board
    assert len(board.match.history) == 0 and board.status.text.startswith("New game")
    assert board.guide.wants(board.legal_targets()) == [(-5, 2)]
    board.click((-5, 4))  # a legal start, but not the step's
    assert len(board.match.history) == 0 and guide.current == 0
    board.click((-5, 2))
    board.click(frozenset({(-5, 2), (-4, 1)}))
    board.click(frozenset({(-4, 1), (-4, 2)}))  # a sharp turn: refused by the rules, with the rule ID
    assert "MM-LINE-3" in board.status.text and guide.current == 2
    board.click(frozenset({(-4, 1), (-4, 0)}))
    board.click(frozenset({(-4, 0), (-3, -1)}))
    assert guide.finished and board.match.current_player == lesson.PLAYER_1


def test_each_board_of_the_lesson_gets_a_game_of_its_own():
    assert lesson.opening(4) is not lesson.opening(4)
    assert len(lesson.opening(8).history) == 8 and lesson.opening(8).current_player == lesson.PLAYER_2
    assert lesson.ended_game().is_over and lesson.ended_game() is not lesson.ended_game()


def test_outcome_speaks_in_words_with_the_rule_id():
    first = lesson.opening()
    assert lesson.outcome(first, StartLine(0, (-5, 2))) == "✓ allowed"
    assert re.fullmatch(r"✗ refused: .+ \(MM-LINE-1\)", lesson.outcome(first, StartLine(0, (-5, 1))))
    assert len(first.history) == 0


def test_the_marker_exercise_is_not_solved_until_player_1_digs_onto_ent_3():
    match = lesson.opening(4)
    exercise = lesson.marker_exercise(match)
    assert "(4, 1)" in exercise.verdict()
    match.play(lesson.OPENING[4])
    match.play(lesson.dig((4, 1), (4, 0)))
    assert "MM-LOC-1" in exercise.verdict()
    match.undo()
    match.play(lesson.OPENING[5])
    assert exercise.verdict() is None


def test_every_choice_has_one_right_option_and_each_wrong_one_names_a_rule():
    made = [
        lesson.sharp_turn_choice(),
        lesson.second_line_choice(),
        lesson.station_points_choice(),
        lesson.faster_tunnel_choice(),
        lesson.trip_minutes_choice(),
        lesson.park_lake_choice(),
        lesson.tie_break_choice(),
    ]
    rights = [[o.label for o in choice.options if o.right] for choice in made]
    assert rights == [
        ["to (-4, 2)"],
        ["white arrow (3, -5)"],
        ["1"],
        ["to (0, 2)"],
        ["3"],
        ["Player 2"],
        ["Player 1, with more finished lines"],
    ]
    for choice in made:
        assert all(re.search(r"\(MM-[A-Z]+-\d+", o.why) for o in choice.options), choice.options
    ended = lesson.ended_game()
    assert ended.score().winners() == [lesson.PLAYER_1]
    assert lesson.exercise_city([(0, 2)]).fastest("res-2", "com-1")[0] == 3


def test_the_station_scale_guide_ends_with_a_station_of_3_points_for_player_2():
    """MM-EX-1, "do 3 - 3 punkty": a station where three locations meet scores 3 for the player who caused it."""
    guide = lesson.station_scale_guide()
    board = guide.board
    for move, _, _ in lesson.SCALE_STEPS:
        board.click(lesson._target(move)[0])
        if board.pending:  # a tunnel beside a spot: take the last way offered (with a marker)
            board.choose(board.pending[-1])
    assert guide.finished and not board.errors
    assert [(s.vertex, s.seat, s.points) for s in board.match.state.stations] == [((-3, 3), lesson.PLAYER_2, 3)]
