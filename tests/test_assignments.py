"""The graded release of the lessons (`make assignments`, tools/assignments.py): for one lesson, the release holds no
solution and no hidden test, an unanswered release scores 0 when nbgrader autogrades it, and a release answered
right scores every point (its exercises answered by choosing, and its quiz)."""

import re

import nbformat
import pytest
from nbgrader.api import Gradebook

from tools import assignments

LESSON = "21_metropolys_scoring"  # two exercises answered by choosing, and a quiz: 7 points
SOLUTION = re.compile(r"### BEGIN SOLUTION\n(.*?)\n### END SOLUTION", re.DOTALL)


@pytest.fixture(scope="module")
def course(tmp_path_factory):
    course = tmp_path_factory.mktemp("course")
    worth = assignments.build([LESSON], course)
    assert worth == {LESSON: 7}
    return course


def notebook(course, folder):
    return nbformat.read(course / folder / LESSON / f"{LESSON}.ipynb", as_version=4)


def answered(course):
    """The release with every answer cell filled in as the source's solution says."""
    solutions = {
        cell.metadata["nbgrader"]["grade_id"]: SOLUTION.search(cell.source)[1]
        for cell in notebook(course, "source").cells
        if cell.metadata.get("nbgrader", {}).get("solution")
    }
    release = notebook(course, "release")
    for cell in release.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        if grade_id in solutions:
            cell.source = cell.source.replace(assignments.STUB, solutions[grade_id])
    return release


def submit(course, student, release):
    folder = course / "submitted" / student / LESSON
    folder.mkdir(parents=True)
    nbformat.write(release, folder / f"{LESSON}.ipynb")


def test_the_release_holds_no_solution_and_no_hidden_test(course):
    source, release = notebook(course, "source"), notebook(course, "release")
    text = "\n".join(cell.source for cell in release.cells)
    assert "BEGIN SOLUTION" not in text and "BEGIN HIDDEN TESTS" not in text
    solutions = [match[1] for cell in source.cells for match in SOLUTION.finditer(cell.source)]
    assert len(solutions) == 3 and not [line for line in solutions if line in text]
    assert text.count(assignments.STUB) == 3  # two exercises and the quiz
    assert "The exercises' own checks" not in text  # the lesson's hidden checks name the right options


def test_autograde_gives_nothing_unanswered_and_every_point_answered_right(course):
    submit(course, "untouched", notebook(course, "release"))
    submit(course, "right", answered(course))
    assignments.nbgrader(course, "autograde", LESSON, "--force")
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gradebook:
        scores = {s: gradebook.find_submission(LESSON, s) for s in ("untouched", "right")}
        assert [(scores["untouched"].score, scores["untouched"].max_score)] == [(0, 7)]
        assert [(scores["right"].score, scores["right"].max_score)] == [(7, 7)]
    graded = nbformat.read(course / "autograded" / "right" / LESSON / f"{LESSON}.ipynb", as_version=4)
    errors = [out for cell in graded.cells for out in cell.get("outputs", []) if out.output_type == "error"]
    assert errors == [], "the release answered right runs without an error (the exercise checks left out cleanly)"
