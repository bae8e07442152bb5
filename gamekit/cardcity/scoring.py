"""Scoring the city (C-SCORE-1, C-SCORE-2, C-SCORE-3, C-SCORE-4, C-SCORE-5, C-SCORE-6, C-SCORE-7, C-SCORE-8,
C-WIN-1, C-SETUP-2) and the difficulty variants (C-DIFF-1, C-DIFF-2, C-GAP-6, C-GAP-10).

One shared row: the largest district of each kind (1 point a block), minus 1 a road, plus each goal card.
The team wins when the total reaches the target, the sum of the goal numbers. The game and the Sandbox
both score with `score_city`.
"""

from __future__ import annotations

from collections.abc import Sequence

from gamekit.cardcity.city import KINDS, City
from gamekit.cardcity.goals import GOALS, CityFacts
from gamekit.core import Score, check_choice
from gamekit.i18n import _, pgettext

VARIANTS = ("normal", "easy", "hard")


def check_options(variant: str, hard_kind: str | None, goals: Sequence[int] | None) -> None:
    """Raise ValueError with a learner's explanation for a bad variant, hard kind or goal list."""
    check_choice("variant", variant, VARIANTS)
    if hard_kind is not None:
        if variant != "hard":
            raise ValueError(_("hard_kind chooses the one scoring district of the hard variant; use variant='hard'"))
        check_choice("hard_kind", hard_kind, KINDS)
    if goals is not None:
        numbers = tuple(goals) if isinstance(goals, (list, tuple)) else None
        if (
            numbers is None
            or len(numbers) != 3
            or len(set(numbers)) != 3
            or not all(type(g) is int and g in GOALS for g in numbers)
        ):
            raise ValueError(
                _("goals must be 3 different card numbers from 1 to 18, such as (2, 7, 14), not {goals}").format(
                    goals=repr(goals)
                )
            )


def district_name(kind: str) -> str:
    """The sheet's row for the largest district of `kind` ("commercial"; in Polish the rulebook's "handlowa")."""
    names = {
        "commercial": pgettext("district", "commercial"),
        "park": pgettext("district", "park"),
        "industrial": pgettext("district", "industrial"),
        "residential": pgettext("district", "residential"),
    }
    return names[kind]


def category_names(goals: Sequence[int] = ()) -> tuple[str, ...]:
    """The rows of the sheet, in the language shown: the four districts, the roads, then each goal card's name."""
    return (*map(district_name, KINDS), _("roads"), *(GOALS[g].name for g in goals))


def hard_choice(city: CityFacts, hard_kind: str | None) -> str:
    """The kind whose largest district scores in the hard variant (C-DIFF-2, C-GAP-10): the chosen one, or
    else the kind with the largest district (the first in KINDS order on a tie: the points are the same)."""
    return hard_kind or max(KINDS, key=city.largest)


def score_city(cells: City, goals: Sequence[int] = (), variant: str = "normal", hard_kind: str | None = None) -> Score:
    """The score sheet of a city: districts, roads and goals (C-EX-2, C-EX-3 are the rulebook's cases)."""
    city = CityFacts(cells)
    scoring_kinds = (hard_choice(city, hard_kind),) if variant == "hard" else KINDS
    # C-SCORE-2: the largest district of each kind; C-SCORE-4: 1 point a block; C-SCORE-5, C-GAP-6: on a tie
    # any of them scores the same; C-DIFF-2: only one kind in the hard game
    row = [city.largest(kind) if kind in scoring_kinds else 0 for kind in KINDS]
    row.append(0 if variant == "easy" else -len(city.roads))  # C-SCORE-6: -1 a road; C-DIFF-1: not when easy
    row.extend(GOALS[g].score(city) for g in goals)  # C-SCORE-7; C-SETUP-3: no other card's back counts
    notes: tuple[str, ...] = ()
    if variant == "hard":
        notes = (
            _("hard variant: only the largest {kind} district scores").format(kind=district_name(scoring_kinds[0])),
        )
    # C-SCORE-8: the sheet adds the row up, as on the score pad (C-COMP-2); C-SETUP-2, C-WIN-1: the team wins
    # when the total reaches the target, the sum of the goal numbers (Score.won)
    return Score(category_names(goals), (tuple(row),), target=sum(goals) if goals else None, notes=notes)
