"""Urban tasks (zadania urbanistyczne; W-TASK-1, W-TASK-2, W-TASK-3, W-TASK-4, W-TASK-5, W-TASK-7): cards saying
"build a NEW building next to an EXISTING one", and which face-up tasks a building meets at the moment it is
built (W-TASK-8; the points and the card's removal, W-TASK-6, are scoring's `erect`).

A task is met only when its `new` building is the one being built now, on a hex next to (on the same bank,
W-GAP-7) a building of the `existing` type that already stands there, whoever owns it (W-GAP-4). The other
order never counts (W-TASK-3). `new` may be a style instead of a type (W-TASK-4). One building may meet
several tasks, and scores each (W-TASK-7).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from gamekit.core import IllegalMove
from gamekit.i18n import _
from gamekit.warsaw.buildings import KINDS, STYLES
from gamekit.warsaw.words import a_building, kind_of

FACE_UP = 3  # W-TASK-5


@dataclass(frozen=True, slots=True)
class Task:
    """An urban task card: build a `new` building (a type, or a style) next to an `existing` building (a type),
    for `points` VP. Bad values raise IllegalMove (a ValueError).

        Task("residential", "cultural", 3)   # a residential building next to an existing cultural one
        Task("socrealism", "service", 4)     # a socialist-realist building next to an existing service one
    """

    new: str
    existing: str
    points: int

    def __post_init__(self) -> None:
        problem = task_problem(self.new, self.existing, self.points)
        if problem is not None:
            raise problem

    def __str__(self) -> str:
        return _("{new} next to an existing {existing} building ({points} VP)").format(
            new=describe(self.new), existing=kind_of(self.existing), points=self.points
        )


def describe(new: str) -> str:
    """ "a residential building" / "a socialist-realist building": what a task asks to build."""
    return a_building(None, new) if new in STYLES else a_building(new)


def task_problem(new: object, existing: object, points: object) -> IllegalMove | None:
    """Why these cannot be a task card's values (W-TASK-1, W-TASK-2, W-TASK-4), or None."""
    if new not in KINDS + STYLES:
        return IllegalMove(
            _("A task's new building must be a type ({kinds}) or a style ({styles}), not {new}.").format(
                kinds=", ".join(KINDS), styles=", ".join(STYLES), new=repr(new)
            ),
            "W-TASK-4",
        )
    if existing not in KINDS:
        return IllegalMove(
            _("A task's existing building must be a type ({kinds}), not {existing}.").format(
                kinds=", ".join(KINDS), existing=repr(existing)
            ),
            "W-TASK-2",
        )
    if type(points) is not int or points < 0:
        return IllegalMove(
            _("A task is worth a whole number of points, 0 or more, not {points}.").format(points=repr(points)),
            "W-TASK-1",
        )
    return None


def tasks_met(
    kind: str, style: str | None, neighbours: Iterable, tasks: Iterable[Task]
) -> tuple[tuple[Task, ...], tuple[str, ...]]:
    """The face-up tasks met by building (kind, style) next to the standing `neighbours` (objects with `.kind`
    and `.style`), and a note for each task that these buildings would meet only in the other order."""
    neighbours = tuple(neighbours)
    kinds = {b.kind for b in neighbours}
    met, notes = [], []
    for task in tasks:
        if task.new in (kind, style) and task.existing in kinds:  # W-TASK-3: the new one is built now
            met.append(task)
        elif task.existing == kind and any(task.new in (b.kind, b.style) for b in neighbours):
            notes.append(
                _(
                    'Task "{task}" is not met: order matters, {new} must be the one built now, next to an existing'
                    " {existing} building."
                ).format(task=task, new=describe(task.new), existing=kind_of(task.existing))
            )
    return tuple(met), tuple(notes)
