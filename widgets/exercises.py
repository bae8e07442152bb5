"""Self-checking lesson cells: `check` for worked examples, `outcome` for a move's verdict in words,
`Exercise` for a question answered on a board, and `Choice` for a question answered by picking an option (a quiz is a
few of them: `widgets.quiz`).

Notebooks are committed with their outputs stripped, so a cell cannot rely on nbval comparing a stored output. A
worked-example cell therefore states its expected numbers with `check`, which prints the result and raises if it is
wrong: the notebook checks itself on every run, in nbval and in the classroom.

Exercises are honest: each says "not tried yet" until the learner acts (presses "Check my answer", or picks an
option), so Run All marks nothing solved. A hint comes first; the solution is behind its own button, which opens once
the hint has been read or an answer tried. An exercise with a `key` records the learner's result in the progress file
(`widgets.progress_file`) when the learner acts, never when code runs it. `verdict()` judges without showing anything
or recording, for the lessons' own tests.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import ipywidgets as ipw

from gamekit import Match
from gamekit.i18n import N_, _
from widgets import progress_file
from widgets.ui import Shown

NOT_TRIED = N_("○ Not tried yet.")  # shown through _(), in the language of the moment


def check(label: str, got: Any, expected: Any) -> None:
    """Print `✓ label: got`, or raise AssertionError saying what was expected."""
    if got != expected:
        raise AssertionError(f"✗ {label}: got {got!r}, expected {expected!r}")
    print(f"✓ {label}: {got}")


def outcome(match: Match, move: object) -> str:
    """Whether `move` may be played now, in words ("✓ allowed" or "✗ refused: reason (rule)"); nothing changes."""
    problem = match.refusal(move)
    if problem is None:
        return _("✓ allowed")
    return _("✗ refused: {reason} ({rule})").format(reason=problem.reason, rule=problem.rule)


def refusal(match: Match, move: object) -> tuple[str, str] | None:
    """The rule ID and reason the engine gives for refusing `move` (None if it is allowed), for checks."""
    problem = match.refusal(move)
    return None if problem is None else (problem.rule, problem.reason)


class _Question(Shown):
    """What every exercise shares: the question, the feedback line, the hint and solution buttons, the progress key."""

    def __init__(self, question: str, *, key: str | None, hint: str, solution: str, answer: list[ipw.Widget]) -> None:
        if key is not None:
            progress_file.title_of(key)  # an exercise's key is in the catalogue, so the progress panel lists it
        self.key = key
        self.feedback = ipw.HTML(_(NOT_TRIED)).add_class("gk-exercise-feedback")
        self.help = ipw.HTML().add_class("gk-exercise-help")
        self.hint, self.solution = hint, solution
        self.hint_button = ipw.Button(description=_("Hint"), icon="lightbulb-o", tooltip=_("A hint, not the answer"))
        self.solution_button = ipw.Button(
            description=_("Show solution"),
            icon="eye",
            disabled=True,
            tooltip=_("Opens once you have read the hint or tried an answer"),
        )
        self.hint_button.on_click(lambda _: self.show_hint())
        self.solution_button.on_click(lambda _: self.show_solution())
        self.hint_button.layout.display = None if hint else "none"
        self.solution_button.layout.display = None if solution else "none"
        self.solution_button.disabled = bool(hint)  # without a hint, the solution is one press away
        buttons = ipw.HBox([*answer, self.hint_button, self.solution_button])
        word = _("Exercise.")
        prompt = ipw.HTML(f"<b>{word}</b> {html.escape(question)}")
        self.widget = ipw.VBox([prompt, buttons, self.feedback, self.help]).add_class("gk-exercise")

    def show_hint(self) -> None:
        word = _("Hint:")
        self.help.value = f"💡 <b>{word}</b> {html.escape(self.hint)}"
        self.solution_button.disabled = False

    def show_solution(self) -> None:
        word = _("Solution:")
        self.help.value = f"📖 <b>{word}</b> {html.escape(self.solution)}"

    def _answered(self, why_not: str | None, right: str) -> bool:
        """Show the verdict of the learner's answer, open the solution, and record it."""
        if why_not is None:
            word = _("Right.")
            self.feedback.value = f"✓ <b>{word}</b> {html.escape(right)}"
        else:
            word = _("Not yet:")
            self.feedback.value = f"✗ <b>{word}</b> {html.escape(why_not)}"
        self.solution_button.disabled = False
        if self.key is not None:
            progress_file.record(self.key, solved=why_not is None)
        return why_not is None


class Exercise(_Question):
    """A question answered on a board (or anything else the learner changes), with a "Check my answer" button.

    `judge()` looks at the learner's work and returns None when the answer is right, or what is still wrong, in terms
    of the rule.
    """

    def __init__(
        self,
        question: str,
        judge: Callable[[], str | None],
        *,
        praise: str = N_("Well done!"),
        key: str | None = None,
        hint: str = "",
        solution: str = "",
    ) -> None:
        self.judge, self.praise = judge, praise
        button = ipw.Button(
            description=_("Check my answer"), icon="check", tooltip=_("Judge what you did on the board")
        )
        button.on_click(lambda _: self.check_now())
        super().__init__(question, key=key, hint=hint, solution=solution, answer=[button])

    def verdict(self) -> str | None:
        """None when the answer is right now, else what is wrong; shows and records nothing (for tests)."""
        try:
            return self.judge()
        except Exception as err:  # a broken check must read as a verdict, not a traceback
            return _("the check itself failed ({error})").format(error=f"{type(err).__name__}: {err}")

    def check_now(self) -> bool:
        """What "Check my answer" does: judge, show the verdict, record it; True when the answer is right."""
        return self._answered(self.verdict(), _(self.praise) if self.praise else self.praise)


@dataclass(frozen=True)
class Option:
    """One answer of a `Choice`: its label, whether it is right, and why (shown once it is picked)."""

    label: str
    right: bool
    why: str


class Choice(_Question):
    """A question answered by picking one option; the feedback explains the option picked, right or wrong."""

    def __init__(
        self, question: str, options: Sequence[Option], *, key: str | None = None, hint: str = "", solution: str = ""
    ) -> None:
        if sum(option.right for option in options) != 1:
            raise ValueError("a Choice has exactly one right option")
        self.options = tuple(options)
        self.picker = ipw.ToggleButtons(
            options=[(o.label, i) for i, o in enumerate(self.options)], value=None, style={"button_width": "auto"}
        ).add_class("gk-choice")
        self.picker.observe(lambda change: self._picked(change["new"]), "value")
        super().__init__(question, key=key, hint=hint, solution=solution, answer=[self.picker])
        self.answered: bool | None = None  # None until an option is picked

    def pick(self, index: int) -> None:
        """Pick option `index`, as the learner's click does."""
        self.picker.value = index

    def _picked(self, index: int | None) -> None:
        if index is None:
            return
        option = self.options[index]
        self.answered = option.right
        self._answered(None if option.right else option.why, option.why)
