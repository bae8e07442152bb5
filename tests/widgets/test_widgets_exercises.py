"""Honest exercises (widgets.exercises, widgets.quiz, widgets.progress_file): nothing is solved before the learner
acts, the hint comes before the solution, a picked option is explained, and only the learner's own answers reach the
progress file."""

import json

import pytest

from widgets import progress_file
from widgets.exercises import NOT_TRIED, Choice, Exercise, Option
from widgets.quiz import Quiz


@pytest.fixture
def progress(tmp_path, monkeypatch):
    monkeypatch.setenv("CITYBOARD_PROGRESS", str(tmp_path / "progress.json"))
    monkeypatch.setattr(progress_file, "catalogue", lambda: {"t-1": {"lesson": "00", "title": "a test exercise"}})
    return tmp_path / "progress.json"


def question(key=None):
    answer = {"value": None}
    exercise = Exercise(
        "Say 3.",
        lambda: None if answer["value"] == 3 else "the answer is a number of roads",
        key=key,
        hint="Count the roads.",
        solution="3 roads.",
    )
    return exercise, answer


def test_an_exercise_is_not_tried_until_the_learner_acts(progress):
    exercise, _ = question("t-1")
    assert exercise.feedback.value == NOT_TRIED
    assert exercise.verdict() == "the answer is a number of roads"  # a test's look changes nothing
    assert exercise.feedback.value == NOT_TRIED and not progress.exists()


def test_the_hint_comes_before_the_solution(progress):
    exercise, _ = question()
    assert exercise.solution_button.disabled
    exercise.hint_button.click()
    assert "Count the roads" in exercise.help.value and not exercise.solution_button.disabled
    exercise.solution_button.click()
    assert "3 roads" in exercise.help.value


def test_checking_records_the_learners_tries_and_a_solve_stays(progress):
    exercise, answer = question("t-1")
    assert exercise.check_now() is False and "Not yet" in exercise.feedback.value
    assert not exercise.solution_button.disabled  # a try opens the solution too
    answer["value"] = 3
    assert exercise.check_now() is True and "Right" in exercise.feedback.value
    answer["value"] = 4
    exercise.check_now()
    assert json.loads(progress.read_text()) == {"t-1": {"solved": True, "tries": 3}}
    assert "1 of 1 exercises solved" in progress_file.ProgressPanel().table.value


def test_a_broken_check_reads_as_a_verdict():
    exercise = Exercise("?", lambda: 1 / 0)
    assert exercise.verdict().startswith("the check itself failed (ZeroDivisionError")


def test_an_unknown_key_is_a_mistake_in_the_lesson(progress):
    with pytest.raises(KeyError):
        Exercise("?", lambda: None, key="no-such-exercise")


def test_a_damaged_progress_file_starts_again_empty(progress):
    progress.write_text("{not json")
    assert progress_file.load() == {}
    progress_file.record("t-1", solved=False)
    assert progress_file.load() == {"t-1": {"solved": False, "tries": 1}}


def test_a_quiz_explains_each_pick_and_counts_the_right_answers(progress):
    one = Choice(
        "Who bids first?",
        [
            Option("the opener", True, "The opener bids anywhere empty (M-AUCTION-1)."),
            Option("the youngest", False, "Age plays no part: the opener bids."),
        ],
    )
    two = Choice("2 + 2?", [Option("4", True, "Four."), Option("5", False, "One too many.")])
    quiz = Quiz("Check yourself", [one, two])
    assert "0 of 2 right" in quiz.score.value and "2 not answered yet" in quiz.score.value
    assert one.feedback.value == NOT_TRIED
    one.pick(1)
    assert "Not yet" in one.feedback.value and "Age plays no part" in one.feedback.value
    one.pick(0)
    two.pick(0)
    assert "M-AUCTION-1" in one.feedback.value and "2 of 2 right" in quiz.score.value
    with pytest.raises(ValueError):
        Choice("?", [Option("a", True, ""), Option("b", True, "")])


def test_a_quiz_loads_from_its_data_file(tmp_path, monkeypatch):
    import widgets.quiz

    (tmp_path / "99_test.toml").write_text(
        'title = "Check yourself"\n'
        '[[question]]\ntext = "2 + 2?"\n'
        '[[question.option]]\nlabel = "4"\nright = true\nwhy = "Four."\n'
        '[[question.option]]\nlabel = "5"\nwhy = "One too many."\n'
    )
    monkeypatch.setattr(widgets.quiz, "QUIZZES", tmp_path)
    quiz = Quiz.load("99_test")
    assert [o.label for o in quiz.questions[0].options] == ["4", "5"] and quiz.questions[0].options[0].right
