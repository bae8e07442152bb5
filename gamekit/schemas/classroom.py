"""The classroom data of the lessons: a lesson's quiz (widgets/data/quiz/<lesson>.toml) and the catalogue of every
exercise (widgets/data/exercises.toml)."""

from __future__ import annotations

from typing import Annotated

from msgspec import Meta, Struct

Text = Annotated[str, Meta(min_length=1)]


class Option(Struct, forbid_unknown_fields=True):
    """One answer to a question; exactly one of a question's options is right."""

    label: Annotated[Text, Meta(description="The answer as the learner sees it.")]
    why: Annotated[Text, Meta(description="Shown when the learner picks it: why it is right or wrong.")]
    right: bool = False


class Question(Struct, forbid_unknown_fields=True):
    """A question with its options, in the order shown."""

    text: Text
    option: Annotated[list[Option], Meta(min_length=2)]


class QuizFile(Struct, forbid_unknown_fields=True):
    """A lesson's quiz: a title and its questions."""

    question: Annotated[list[Question], Meta(min_length=1)]
    title: Text = "Check yourself"


class Exercise(Struct, forbid_unknown_fields=True):
    """An exercise of a lesson, as the progress panel lists it."""

    lesson: Annotated[str, Meta(pattern=r"^\d\d$", description='The lesson\'s number, "20" for 20_metropolys.')]
    title: Text


class ExercisesFile(Struct, forbid_unknown_fields=True):
    """Every exercise of the lessons: [exercise.KEY], KEY being the key its Exercise or Choice is made with."""

    exercise: dict[str, Exercise]
