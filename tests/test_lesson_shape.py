"""Every lesson has the classroom shape (issue 16): it opens with learning objectives (3 to 5, each naming a rule ID), a
time estimate of at most 45 minutes and what to know first; it ends with key points and a quiz of 5 questions (data in
widgets/data/quiz/<lesson>.toml, each with exactly one right option and a reason for every option); a learner sees at
most 60 lines of code, none of them a test marker or a check (those cells are hidden: `jupyter.source_hidden`)."""

import re
import tomllib
from pathlib import Path

import nbformat
import pytest
from classroom import CLASSROOM_LESSONS

ROOT = Path(__file__).resolve().parents[1]
LESSONS = CLASSROOM_LESSONS
QUIZZES = ROOT / "widgets" / "data" / "quiz"
RULE_ID = re.compile(r"\b[A-Z]{1,3}-[A-Z]+-\d+\b")
MAX_CODE_LINES, MAX_MINUTES = 60, 45
MACHINERY = re.compile(r"NBVAL|\bcheck\(|\bverdict\(|\bassert\b|check_now\(")


def cells(lesson):
    return nbformat.read(lesson, as_version=4).cells


def hidden(cell):
    return cell.metadata.get("jupyter", {}).get("source_hidden", False)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_a_lesson_opens_with_objectives_a_time_and_what_to_know_first(lesson):
    opening = "\n".join(c.source for c in cells(lesson)[:3] if c.cell_type == "markdown")
    section = re.search(r"learning objectives(.*?)(\n#|\Z)", opening, re.IGNORECASE | re.DOTALL)
    assert section, "no 'Learning objectives' at the top"
    objectives = [line for line in section.group(1).splitlines() if re.match(r"\s*([-*]|\d+\.)\s", line)]
    assert 3 <= len(objectives) <= 5, f"{len(objectives)} objectives"
    assert all(RULE_ID.search(line) for line in objectives), "each objective names the rules it teaches"
    minutes = re.search(r"(?i)time[^\n]*?(\d+)\s*min", opening)
    assert minutes and int(minutes.group(1)) <= MAX_MINUTES, "a time estimate of at most 45 minutes"
    assert re.search(r"(?i)before you start|what to know first|prerequisite", opening)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_a_lesson_ends_with_key_points_and_a_five_question_quiz(lesson):
    tail = cells(lesson)[-4:]
    assert any(c.cell_type == "markdown" and re.search(r"(?i)key points", c.source) for c in tail)
    assert any(c.cell_type == "code" and f'Quiz.load("{lesson.stem}")' in c.source for c in tail)
    with (QUIZZES / f"{lesson.stem}.toml").open("rb") as file:
        quiz = tomllib.load(file)
    assert len(quiz["question"]) == 5
    for question in quiz["question"]:
        assert sum(o.get("right", False) for o in question["option"]) == 1, question["text"]
        assert all(o["why"].strip() and o["label"].strip() for o in question["option"]), question["text"]


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_a_learner_sees_at_most_60_lines_of_code_and_no_machinery(lesson):
    shown = [c for c in cells(lesson) if c.cell_type == "code" and not hidden(c)]
    lines = [line for c in shown for line in c.source.splitlines() if line.strip()]
    assert len(lines) <= MAX_CODE_LINES, f"{len(lines)} lines of code in view"
    machinery = [line for line in lines if MACHINERY.search(line)]
    assert machinery == [], "tests and markers belong in hidden cells"
