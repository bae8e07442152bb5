"""A quiz in a cell: a few `Choice` questions answered by clicking, each explaining the option picked, and a running
count of right answers. Nothing is answered before the learner clicks.

    Quiz("Check yourself", [
        Choice("Who bids first?", [Option("the opener", True, "The opener bids anywhere empty (M-AUCTION-1)."),
                                   Option("the youngest", False, "Age plays no part: the opener bids first.")]),
        ...
    ])
"""

from __future__ import annotations

from collections.abc import Sequence

import ipywidgets as ipw

from widgets.exercises import Choice
from widgets.ui import Shown


class Quiz(Shown):
    """Numbered questions and a score line that follows the learner's answers."""

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
        self.score.value = (
            f"<b>{right} of {len(self.questions)} right</b> ({len(self.questions) - len(answered)} not answered yet)"
        )
