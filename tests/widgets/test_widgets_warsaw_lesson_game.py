"""The full-game Warsaw lessons' helpers (widgets/warsaw/lesson_game.py): verdicts in words with the players named as
on the board, round 1 of the lessons' game as guided steps played with the board's own controls (a wrong try is
explained and not played; a try the rules refuse is refused with its rule), exercises that judge the game they were
made from, and choices whose every option names its rule."""

import re

import pytest
from test_widgets_warsaw_game import make

from gamekit.warsaw import Delegate, Discard, Pass
from widgets.warsaw.lesson_game import (
    FIRST_TURNS,
    FOUNDATION_TURNS,
    REALISATION_TURNS,
    first_player,
    foundation_waits,
    function_when,
    guided_first_turns,
    guided_foundations,
    guided_realisation,
    lesson_game,
    limit_game,
    limit_of_three,
    stage_change,
    stage_two,
    three_funds,
    tie_winner,
    turn,
)

RULE = re.compile(r"\(W-[A-Z]+-\d+")


def test_turn_names_the_player_as_the_board_does_and_says_allowed_or_refused(capsys):
    match = lesson_game()
    assert turn(match, Delegate("L1")) == "allowed"
    assert capsys.readouterr().out == "Player 2: delegate to L1: ✓ allowed\n"
    assert turn(match, Delegate("L1")) == "W-DELEG-2"
    out = capsys.readouterr().out
    assert out.startswith("Player 3: delegate to L1: ✗ refused: ") and out.endswith("(W-DELEG-2)\n")
    assert len(match.history) == 5  # 4 norms kept, then one delegation: the refusal changed nothing


def test_the_lesson_game_reaches_each_point_of_round_one():
    where = {
        point: (m.state.round, m.state.phase, m.current_player)
        for point in ("planning", "foundations", "realisation", "round two")
        for m in [lesson_game(point)]
    }
    assert where == {
        "planning": (1, "planning", 1),
        "foundations": (1, "planning", 0),
        "realisation": (1, "realisation", 1),
        "round two": (2, "planning", 0),
    }
    assert stage_two().state.stage == 2


@pytest.mark.parametrize(
    "guide, turns",
    [
        (guided_first_turns, FIRST_TURNS),
        (guided_foundations, FOUNDATION_TURNS),
        (guided_realisation, REALISATION_TURNS),
    ],
    ids=["first turns", "foundations", "realisation"],
)
def test_each_guided_step_refuses_other_moves_and_plays_its_own_with_the_board(guide, turns):
    guided = guide()
    board, match = guided.board, guided.board.match
    for index, step in enumerate(turns):
        played = len(match.history)
        others = [m for m in match.legal_moves() if m != step.move] + [Pass(), Delegate("U1")]
        other = next(m for m in others if m != step.move)  # a legal one when there is one
        board.play(other)
        assert len(match.history) == played and step.say in board.status.text, (index, other)
        for attempt in step.tries:  # the guide lets it through, and the rules refuse it with their rule
            board.play(attempt)
            assert len(match.history) == played and re.search(r"\(rule W-[A-Z]+-\d+\)$", board.status.text)
        make(board, step.move)
        assert len(match.history) == played + 1 and match.history[-1] == step.move, index
        assert guided.current == index + 1 and board.errors == []
    assert guided.finished


def test_the_three_funds_exercise_passes_only_the_field_that_gives_two():
    verdicts = {}
    for field in [m.field for m in lesson_game("round two").legal_moves() if isinstance(m, Delegate) and not m.hexes]:
        match = lesson_game("round two")
        exercise = three_funds(match)
        assert "first" in exercise.verdict()
        match.play(Delegate(field))
        verdicts[field] = exercise.verdict()
    assert [field for field, verdict in verdicts.items() if verdict is None] == ["L1"]
    assert all("W-LIMIT-1" in verdict for verdict in verdicts.values() if verdict is not None)


def test_the_limit_exercise_needs_the_fund_the_draw_and_the_discard():
    match = limit_game()
    exercise = limit_of_three(match)
    match.play(Delegate("U2"))
    assert "click U1" in exercise.verdict()
    match.play(Discard(match.state.seats[1].hand[0]))
    match.play(Pass())  # Player 2 ends planning without U1
    assert "click U1" in exercise.verdict()
    match = limit_game()
    exercise = limit_of_three(match)
    match.play(Delegate("U1"))
    assert "U2" in exercise.verdict()
    match.play(Delegate("U2"))
    assert "discard" in exercise.verdict()
    match.play(Discard(match.state.seats[1].hand[-1]))
    assert exercise.verdict() is None


def test_each_choice_has_one_right_option_and_every_option_names_its_rule():
    choices = [foundation_waits(), first_player(), function_when(), stage_change()]
    choices += [tie_winner(19, {"Player 2": 2, "Player 3": 4}), tie_winner(7, {"Player 1": 5, "Player 4": 3})]
    for choice in choices:
        assert sum(o.right for o in choice.options) == 1
        assert all(RULE.search(o.why) for o in choice.options), choice
    assert [o.label for o in choices[4].options if o.right] == ["Player 3"]
    assert [o.label for o in choices[5].options if o.right] == ["Player 1"]
