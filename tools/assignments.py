"""Build an nbgrader release of the lessons (`make assignments`), so a teacher can hand them out and collect them.

For each lesson in the classroom shape (a notebook with a quiz in widgets/data/quiz/), this runs the lesson once in a
kernel to read its exercises, then writes an nbgrader source notebook to build/assignments/source/<lesson>/:

- every exercise answered by choosing an option gets an answer cell (the option's letter, between nbgrader's
  "### BEGIN SOLUTION" / "### END SOLUTION" markers) and an autograded test cell worth 1 point, whose check is a
  hidden test (the letter of the exercise's own right option);
- the quiz at the end gets one answer cell (5 letters) and one autograded test cell per question, 1 point each;
- an exercise judged on a board stays as practice, not graded: nbgrader re-runs the notebook, so it cannot see the
  learner's clicks;
- the statements of the lesson's hidden cells that check its exercises (they name the right options) are left out,
  with whatever touches what they define, unless a later cell needs it; the worked examples' checks stay.

Then `nbgrader generate_assignment` (with the nbgrader_config.py written beside it) makes the release, without the
solutions or the hidden tests, in build/assignments/release/<lesson>/. Autograding a submission restores the hidden
tests from build/assignments/gradebook.db. The answers still live in the kit's own lesson modules, which any learner
can read: this release is for collecting work in class, not for an exam.

    python tools/assignments.py                      # every lesson
    python tools/assignments.py 21_metropolys_scoring --course /tmp/course
"""

from __future__ import annotations

import argparse
import ast
import html
import json
import os
import re
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbformat.v4 import new_code_cell, new_markdown_cell

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
QUIZZES = ROOT / "widgets" / "data" / "quiz"
LETTERS = "ABCDEFGHIJ"
STUB = "# YOUR ANSWER HERE\nraise NotImplementedError()"
CHECKER = (".verdict(", ".options", ".pick(")  # what the lessons' hidden exercise checks use

# Run in the lesson's kernel once every cell has run: every exercise made with a key, as JSON.
HARVEST = """
import gc as _gc, json as _json
from widgets.exercises import Choice as _Choice, Exercise as _Exercise
_found = {}
for _o in _gc.get_objects():
    if issubclass(type(_o), (_Choice, _Exercise)) and _o.key:  # type(): a dead weak proxy must not be touched
        _found[_o.key] = {"question": _o.widget.children[0].value,
                          "options": [_p.label for _p in getattr(_o, "options", ())],
                          "right": [_p.right for _p in getattr(_o, "options", ())]}
print(_json.dumps(_found))
"""


@dataclass(frozen=True)
class Question:
    """One graded question: an exercise answered by choosing, or a quiz question."""

    key: str
    text: str
    options: tuple[str, ...]
    right: int

    @property
    def letters(self) -> str:
        return LETTERS[: len(self.options)]

    def menu(self) -> str:
        """The options with their letters, one comment line each."""
        return "\n".join(f"#   {letter} = {label}" for letter, label in zip(self.letters, self.options, strict=True))


def lessons() -> list[str]:
    """Every lesson in the classroom shape: a numbered notebook with a quiz data file."""
    return [
        path.stem for path in sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb")) if (QUIZZES / f"{path.stem}.toml").exists()
    ]


def exercise_keys(cell) -> list[str]:
    return re.findall(r"\bkey=\"([\w-]+)\"", cell.source) if cell.cell_type == "code" else []


def harvest(notebook) -> tuple[dict[str, Question], set[str]]:
    """Run the lesson and read its keyed exercises: those answered by choosing, and the keys of the others."""
    client = NotebookClient(
        notebook, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(NOTEBOOKS)}}
    )
    with client.setup_kernel():
        for index, cell in enumerate(notebook.cells):
            if cell.cell_type == "code":
                client.execute_cell(cell, index)
        probe = new_code_cell(HARVEST)
        notebook.cells.append(probe)
        client.execute_cell(probe, len(notebook.cells) - 1)
    printed = "".join(out.get("text", "") for out in probe.outputs if out.output_type == "stream")
    found = json.loads(printed.strip().splitlines()[-1])
    choices = {
        key: Question(key, strip_tags(entry["question"]), tuple(entry["options"]), entry["right"].index(True))
        for key, entry in found.items()
        if entry["options"]
    }
    return choices, set(found) - set(choices)


def strip_tags(text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", text)).removeprefix("Exercise. ").strip()


def quiz(lesson: str) -> list[Question]:
    with (QUIZZES / f"{lesson}.toml").open("rb") as file:
        data = tomllib.load(file)
    return [
        Question(
            f"quiz-{number}",
            question["text"],
            tuple(option["label"] for option in question["option"]),
            [option.get("right", False) for option in question["option"]].index(True),
        )
        for number, question in enumerate(data["question"], start=1)
    ]


def graded(cell, grade_id: str, *, solution: bool = False, points: int = 0):
    """Mark `cell` for nbgrader: an answer cell (solution) or an autograded test cell worth `points` (read-only)."""
    meta = {"grade": points > 0, "grade_id": grade_id, "locked": points > 0, "schema_version": 3, "solution": solution}
    if points:
        meta["points"] = points
    meta["task"] = False
    cell.metadata["nbgrader"] = meta
    return cell


def variable(key: str) -> str:
    return "answer_" + re.sub(r"\W", "_", key)


def exercise_cells(question: Question) -> list:
    """The answer cell and the 1-point test cell after an exercise answered by choosing."""
    name = variable(question.key)
    answer = new_code_cell(
        f"# Exercise {question.key}: {question.text}\n{question.menu()}\n"
        f'# Replace the two lines below with: {name} = "<your letter>"\n'
        f'### BEGIN SOLUTION\n{name} = "{question.letters[question.right]}"\n### END SOLUTION'
    )
    test = new_code_cell(
        f"# Checks exercise {question.key} (1 point).\n"
        f'assert str({name}).strip().upper() in {tuple(question.letters)!r}, "write one letter: '
        f'{", ".join(question.letters)}"\n### BEGIN HIDDEN TESTS\n'
        f'assert str({name}).strip().upper() == "{question.letters[question.right]}"\n### END HIDDEN TESTS'
    )
    return [
        new_markdown_cell("**For your teacher:** write the letter of the option you picked in the cell below."),
        graded(answer, f"answer-{question.key}", solution=True),
        graded(test, f"test-{question.key}", points=1),
    ]


def quiz_cells(questions: list[Question]) -> list:
    """One answer cell for the whole quiz (a letter per question) and a 1-point test cell per question."""
    menu = "\n".join(f"# {number}. {q.text}\n{q.menu()}" for number, q in enumerate(questions, start=1))
    answer = "".join(q.letters[q.right] for q in questions)
    cells = [
        new_markdown_cell("**For your teacher:** write your quiz answers in the cell below, one letter a question."),
        graded(
            new_code_cell(
                f"{menu}\n# Replace the two lines below with your {len(questions)} letters in order:"
                f' quiz_answers = "<{len(questions)} letters>"\n'
                f'### BEGIN SOLUTION\nquiz_answers = "{answer}"\n### END SOLUTION'
            ),
            "answer-quiz",
            solution=True,
        ),
    ]
    for number, question in enumerate(questions, start=1):
        test = new_code_cell(
            f"# Checks quiz question {number} (1 point).\n"
            f"assert len(str(quiz_answers).strip()) == {len(questions)}, "
            f'"one letter for each of the {len(questions)} questions"\n'
            f"### BEGIN HIDDEN TESTS\nassert str(quiz_answers).strip()[{number - 1}].upper() == "
            f'"{question.letters[question.right]}"\n### END HIDDEN TESTS'
        )
        cells.append(graded(test, f"test-quiz-{number}", points=1))
    return cells


def first_lines(source: str) -> tuple[dict[str, int], dict[str, int]] | None:
    """Where a cell first reads and first stores each name (line numbers), or None if it is not plain Python."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    reads: dict[str, int] = {}
    stores: dict[str, int] = {}
    for node in ast.walk(tree):
        found: list[tuple[dict[str, int], str]] = []
        if isinstance(node, ast.Name):
            found = [(stores if isinstance(node.ctx, ast.Store) else reads, node.id)]
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            found = [(stores, node.name)]
        elif isinstance(node, ast.Import | ast.ImportFrom):
            found = [(stores, alias.asname or alias.name.split(".")[0]) for alias in node.names]
        for seen, name in found:
            seen[name] = min(seen.get(name, node.lineno), node.lineno)
    return reads, stores


def needed_later(cells: list) -> set[str]:
    """The names these cells read before they store them (so an earlier cell must define them)."""
    needed: set[str] = set()
    defined: set[str] = set()
    for cell in cells:
        lines = first_lines(cell.source) if cell.cell_type == "code" else ({}, {})
        if lines is None:
            return {"*"}  # not plain Python: assume it needs everything
        reads, stores = lines
        needed |= {name for name, line in reads.items() if name not in defined and line < stores.get(name, line + 1)}
        defined |= set(stores)
    return needed


def checks_an_exercise(text: str) -> bool:
    return any(marker in text for marker in CHECKER) or "exercise" in text.lower()


def without_exercise_checks(cells: list, index: int) -> str:
    """A hidden cell's source without its statements that check the exercises (they name the right options), keeping
    the worked examples' checks and whatever a later statement or cell needs; "" when nothing but comments is left."""
    cell = cells[index]
    hidden = cell.metadata.get("jupyter", {}).get("source_hidden", False)
    if cell.cell_type != "code" or not hidden or not any(marker in cell.source for marker in CHECKER):
        return cell.source
    later = needed_later(cells[index + 1 :])
    if "*" in later or first_lines(cell.source) is None:
        return cell.source
    lines = cell.source.splitlines()
    statements, end = [], 0
    for statement in ast.parse(cell.source).body:  # each with the comment lines right above it ("# Exercise 1: …")
        start = statement.lineno - 1
        while start > end and lines[start - 1].lstrip().startswith("#") and "NBVAL" not in lines[start - 1]:
            start -= 1
        end = statement.end_lineno or statement.lineno
        statements.append((start, end))
    texts = ["\n".join(lines[start:end]) for start, end in statements]
    uses = [first_lines(text) or ({}, {}) for text in texts]
    dropped = {n for n, text in enumerate(texts) if checks_an_exercise(text) and not set(uses[n][1]) & later}
    mine = set().union(*(set(stores) for _, stores in uses))  # the names this cell defines
    while True:  # a statement kept must not touch what a dropped one defines or changes (its answer, its object)
        touched = set().union(*(set(uses[n][0]) | set(uses[n][1]) for n in dropped))
        more = {
            n for n in range(len(texts)) if n not in dropped and (set(uses[n][0]) | set(uses[n][1])) & mine & touched
        }
        if not more:
            break
        if any(set(uses[n][1]) & later for n in more):
            return cell.source  # tangled with what a later cell needs: keep the cell whole
        dropped |= more
    cut = {line for n in dropped for line in range(*statements[n])}
    kept = [line for number, line in enumerate(lines) if number not in cut]
    code = [line for line in kept if line.strip() and not line.lstrip().startswith("#")]
    return "\n".join(kept) if code else ""


def source_notebook(lesson: str):
    """The lesson as an nbgrader source notebook, and the number of points it is worth."""
    notebook = nbformat.read(NOTEBOOKS / f"{lesson}.ipynb", as_version=4)
    choices, on_board = harvest(nbformat.read(NOTEBOOKS / f"{lesson}.ipynb", as_version=4))
    cells, points = [], 0
    for index, cell in enumerate(notebook.cells):
        source = without_exercise_checks(notebook.cells, index)
        if not source:
            continue
        cell.source = source
        cell.pop("id", None)
        cells.append(cell)
        for key in exercise_keys(cell):
            if key in choices:
                cells += exercise_cells(choices[key])
                points += 1
            elif key in on_board:
                cells.append(
                    new_markdown_cell(
                        f"*(Exercise {key} is practice, not graded: nbgrader runs your notebook again to grade it,"
                        " and cannot see your clicks on a board.)*"
                    )
                )
    questions = quiz(lesson)
    cells += quiz_cells(questions)
    points += len(questions)
    intro = new_markdown_cell(
        f"**Graded version of this lesson ({points} points).** Work through the lesson as usual. After each exercise"
        " answered by choosing, and after the quiz, write your answer's letter in the cell marked for your teacher"
        " (A is the first option, B the second, …). Then save the notebook and hand it in."
    )
    notebook.cells = [intro, *cells]
    for number, cell in enumerate(notebook.cells):
        cell["id"] = f"cell-{number}"
    notebook.metadata.pop("widgets", None)
    return notebook, points


CONFIG = """# Written by tools/assignments.py: the nbgrader course of the lessons' graded release.
c = get_config()  # noqa: F821 (nbgrader provides it)
c.CourseDirectory.root = {root!r}
c.CourseDirectory.db_url = "sqlite:///" + {db!r}
c.ClearSolutions.code_stub = {{"python": {stub!r}}}
c.Execute.timeout = 300
c.Autograde.create_student = True
"""


def write_config(course: Path) -> None:
    course.mkdir(parents=True, exist_ok=True)
    text = CONFIG.format(root=str(course), db=str(course / "gradebook.db"), stub=STUB)
    (course / "nbgrader_config.py").write_text(text, encoding="utf-8")


def nbgrader(course: Path, *args: str) -> None:
    """Run an nbgrader command in the course folder (so it reads the course's nbgrader_config.py)."""
    bin_dir = str(Path(sys.executable).parent)  # nbgrader runs `alembic` by name when it makes a new gradebook
    env = dict(os.environ, PATH=os.pathsep.join([bin_dir, os.environ.get("PATH", "")]))
    subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=course, env=env, check=True)


def build(chosen: list[str], course: Path) -> dict[str, int]:
    """Write the source notebooks and generate the release of each lesson; lesson → its points."""
    write_config(course)
    worth = {}
    for lesson in chosen:
        notebook, worth[lesson] = source_notebook(lesson)
        folder = course / "source" / lesson
        folder.mkdir(parents=True, exist_ok=True)
        nbformat.write(notebook, folder / f"{lesson}.ipynb")
        nbgrader(course, "generate_assignment", lesson, "--force")
        print(f"{lesson}: {worth[lesson]} points → {course / 'release' / lesson}")
    return worth


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lessons", nargs="*", help="lesson names (default: every lesson with a quiz)")
    parser.add_argument("--course", type=Path, default=ROOT / "build" / "assignments", help="the nbgrader course")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.lessons) - set(lessons()))
    if unknown:
        parser.error(f"not a lesson with a quiz: {', '.join(unknown)} (lessons: {', '.join(lessons())})")
    build(args.lessons or lessons(), args.course.resolve())


if __name__ == "__main__":
    main()
