"""A quiz in a cell: a few `Choice` questions answered by clicking, each explaining the option picked, and a running
count of right answers. Nothing is answered before the learner clicks.

    Quiz("Check yourself", [
        Choice("Who bids first?", [Option("the opener", True, "The opener bids anywhere empty (M-AUCTION-1)."),
                                   Option("the youngest", False, "Age plays no part: the opener bids first.")]),
        ...
    ])

A lesson's quiz is data, `widgets/data/quiz/<lesson>.toml` (so a teacher can read and change it, and it can be
translated): `Quiz.load("10_card_city")`. Each [[question]] has a `text`, and [[question.option]] entries with `label`,
`why` and `right = true` on exactly one. The data's texts are in the `lessons` catalog, and a quiz is shown in the
language of the moment it is loaded.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import ipywidgets as ipw

from gamekit.i18n import _
from widgets.exercises import Choice, Option
from widgets.ui import Shown

QUIZZES = Path(__file__).with_name("data") / "quiz"


class Quiz(Shown):
    """Numbered questions and a score line that follows the learner's answers."""

    @classmethod
    def load(cls, lesson: str) -> Quiz:
        """The quiz of a lesson, from its data file, checked against its schema (gamekit/schemas/classroom.py)."""
        from gamekit.schemas import read_toml
        from gamekit.schemas.classroom import QuizFile

        name = f"quiz/{lesson}.toml"
        data = read_toml((QUIZZES / f"{lesson}.toml").read_text(encoding="utf-8"), QuizFile, name, ValueError)
        for number, question in enumerate(data.question, start=1):
            if sum(option.right for option in question.option) != 1:
                raise ValueError(f"{name}, question {number}: exactly one option must have right = true")
        questions = [
            Choice(_(q.text), [Option(_(o.label), o.right, _(o.why)) for o in q.option]) for q in data.question
        ]
        return cls(_(data.title), questions)

    def __init__(self, title: str, questions: Sequence[Choice]) -> None:
        self.questions = tuple(questions)
        self.score = ipw.HTML().add_class("gk-quiz-score")
        for question in self.questions:
            question.picker.observe(lambda _: self.count(), "value")
        heading = ipw.HTML(f"<h4>{title}</h4>")
        self.widget = ipw.VBox([heading, *(q.widget for q in self.questions), self.score]).add_class("gk-quiz")
        self.count()

    def count(self) -> None:
        answered = [q for q in self.questions if q.answered is not None]
        right = sum(bool(q.answered) for q in answered)
        tally = _("{right} of {total} right").format(right=right, total=len(self.questions))
        left = _("({left} not answered yet)").format(left=len(self.questions) - len(answered))
        self.score.value = f"<b>{tally}</b> {left}"
