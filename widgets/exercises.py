"""Self-checking lesson cells: `check` for worked examples, `Exercise` for questions a learner answers on a board.

Notebooks are committed with their outputs stripped, so a cell cannot rely on nbval comparing a stored
output. A worked-example cell therefore states its expected numbers with `check`, which prints the result
and raises if it is wrong: the notebook checks itself on every run, in nbval and in the classroom.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as ipw

from widgets.ui import Shown


def check(label: str, got: Any, expected: Any) -> None:
    """Print `✓ label: got`, or raise AssertionError saying what was expected."""
    if got != expected:
        raise AssertionError(f"✗ {label}: got {got!r}, expected {expected!r}")
    print(f"✓ {label}: {got}")


class Exercise(Shown):
    """A question with a 'Check my answer' button.

    `judge()` looks at the learner's board (or anything else) and returns None when the answer is right,
    or a hint saying what is still wrong. `check_now()` runs it from code, so nbval can test it.
    """

    def __init__(self, question: str, judge: Callable[[], str | None], *, praise: str = "Well done!"):
        self.judge = judge
        self.praise = praise
        self.feedback = ipw.HTML().add_class("gk-exercise-feedback")
        button = ipw.Button(description="Check my answer", icon="check")
        button.on_click(lambda _: self.check_now())
        self.widget = ipw.VBox([ipw.HTML(f"<b>Exercise.</b> {html.escape(question)}"), button, self.feedback])

    def check_now(self) -> bool:
        """Judge the answer, show the verdict, and return True when it is right."""
        try:
            hint = self.judge()
        except Exception as err:
            hint = f"the check itself failed ({type(err).__name__}: {err})"
        if hint is None:
            self.feedback.value = f"✓ <b>Right.</b> {html.escape(self.praise)}"
        else:
            self.feedback.value = f"✗ <b>Not yet:</b> {html.escape(hint)}"
        return hint is None
