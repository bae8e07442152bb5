"""The learner's progress: which exercises they have solved, kept in a small local JSON file, and the panel that shows
it in the start notebook.

The file is `~/.cityboard/progress.json`, or the path in the environment variable CITYBOARD_PROGRESS (the tests point
it at a temporary file). The exercises are listed in `data/exercises.toml` (key → lesson and title), so the panel can
list every exercise, tried or not, without running the lessons. Nothing here raises on a missing or damaged file: the
progress starts again empty. The titles are in the `lessons` catalog and shown in the language of the moment.
"""

from __future__ import annotations

import html
import json
import os
import tomllib
from functools import cache
from pathlib import Path

import ipywidgets as ipw

from gamekit.i18n import _
from widgets.ui import Shown

CATALOGUE = Path(__file__).with_name("data") / "exercises.toml"


def path() -> Path:
    return Path(os.environ.get("CITYBOARD_PROGRESS") or Path.home() / ".cityboard" / "progress.json")


@cache
def catalogue() -> dict[str, dict[str, str]]:
    """Every exercise of the lessons: key → {"lesson", "title"}."""
    with CATALOGUE.open("rb") as file:
        data = tomllib.load(file)
    return {key: {"lesson": entry["lesson"], "title": entry["title"]} for key, entry in data["exercise"].items()}


def title_of(key: str) -> str:
    """The exercise's title, in the language of the moment; a key missing from the catalogue is a mistake in a lesson,
    so it raises KeyError."""
    title = catalogue()[key]["title"]  # the English title, the key of its translation in the lessons catalog
    return _(title)


def load() -> dict[str, dict]:
    """key → {"solved": bool, "tries": int}, from the progress file (empty if there is none or it is damaged)."""
    try:
        data = json.loads(path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(v, dict) and isinstance(v.get("solved"), bool)}


def record(key: str, *, solved: bool) -> None:
    """Count one try of exercise `key`; once solved, it stays solved."""
    progress = load()
    entry = progress.get(key, {"solved": False, "tries": 0})
    progress[key] = {"solved": entry["solved"] or solved, "tries": int(entry.get("tries", 0)) + 1}
    target = path()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(progress, indent=1, sort_keys=True), encoding="utf-8")
    except OSError:
        pass  # a read-only home (some hubs): the lesson still works, only the record is lost


def lesson_names() -> dict[str, str]:
    """Lesson number → its notebook's name ("21" → "21_metropolys_scoring"), from the notebooks folder beside the
    package (empty where the package is installed without it)."""
    folder = Path(__file__).resolve().parents[1] / "notebooks"
    return {path.stem.split("_", 1)[0]: path.stem for path in sorted(folder.glob("[0-9][0-9]_*.ipynb"))}


class ProgressPanel(Shown):
    """Every exercise of every lesson, lesson by lesson, with the learner's result: ✓ solved, ✗ tried, ○ not tried,
    and how many each lesson has solved. Refresh re-reads the file."""

    def __init__(self) -> None:
        self.table = ipw.HTML().add_class("gk-progress")
        button = ipw.Button(description=_("Refresh"), icon="refresh", tooltip=_("Read the progress file again"))
        button.on_click(lambda _: self.refresh())
        self.widget = ipw.VBox([self.table, button])
        self.refresh()

    def refresh(self) -> None:
        progress, names = load(), lesson_names()
        lessons: dict[str, list[str]] = {}
        for key, entry in catalogue().items():
            lessons.setdefault(entry["lesson"], []).append(key)
        rows, solved, total = [], 0, 0
        for lesson in sorted(lessons):
            done = sum(bool(progress.get(key, {}).get("solved")) for key in lessons[lesson])
            name = html.escape(names.get(lesson) or _("lesson {number}").format(number=lesson))
            count = _("{done} of {total} solved").format(done=done, total=len(lessons[lesson]))
            rows.append(f'<tr><th colspan="2" style="text-align:left">{name}</th><th>{count}</th></tr>')
            for key in lessons[lesson]:
                title = html.escape(title_of(key))
                rows.append(f"<tr><td></td><td>{title}</td><td>{html.escape(mark(progress.get(key)))}</td></tr>")
            solved, total = solved + done, total + len(lessons[lesson])
        summary = _("{solved} of {total} exercises solved.").format(solved=solved, total=total)
        exercise, result = _("exercise"), _("your result")
        self.table.value = (
            f"<p><b>{summary}</b></p><table><tr><th></th><th>{exercise}</th><th>{result}</th></tr>"
            f"{''.join(rows)}</table>"
        )


def mark(mine: dict | None) -> str:
    """The learner's result for one exercise: ○ not tried, ✓ solved, or ✗ and how many tries."""
    if mine is None:
        return _("○ not tried")
    if mine["solved"]:
        return _("✓ solved")
    return _("✗ tried {tries}×").format(tries=mine["tries"])
