"""A tournament's tables as a notebook shows them: `Table`, a pandas DataFrame whose columns, row labels and bots are
shown in the current language ("win rate" is "odsetek zwycięstw" in Polish), while the data keeps its English names,
which code reads (`table["winner"]`, `means.loc["greedy"]`). In English a Table shows exactly as a DataFrame.

This module imports pandas (the lab extra): `gamekit.lab` imports it only when a table is made.
"""

from __future__ import annotations

from typing import Any

import pandas as pd

from gamekit.i18n import _, language, pgettext
from gamekit.lab.words import bot_label, column_name


def heading(label: Any) -> Any:
    """A column's or a row's label in the current language: the lab's own column names, a bot, or a score category
    (through the games' catalogs); anything else as it is."""
    if not isinstance(label, str) or not label:
        return label
    words = {
        "game": pgettext("column", "game"),
        "seed": pgettext("column", "seed"),
        "score": pgettext("column", "score"),
        "rank": pgettext("column", "rank"),
        "winner": pgettext("column", "winner"),
        "games": pgettext("column", "games"),
        "wins": pgettext("column", "wins"),
        "win rate": pgettext("column", "win rate"),
        "low": pgettext("column", "low"),
        "high": pgettext("column", "high"),
        "goal": pgettext("column", "goal"),
        "card points": pgettext("column", "card points"),
        "mean score": pgettext("column", "mean score"),
        "won": pgettext("column", "won"),
    }
    if label in words:
        return words[label]
    if column_name(label) != label:
        return column_name(label)
    if bot_label(label) != label:
        return bot_label(label)
    return _(label)


def shown(frame: pd.DataFrame) -> pd.DataFrame:
    """A plain copy of `frame` with its labels and its bots in the current language (`frame` itself in English)."""
    plain = pd.DataFrame(frame)
    if language() == "en":
        return plain
    plain = plain.rename(columns=heading, index=heading)
    plain.columns.names = [heading(name) for name in plain.columns.names]
    plain.index.names = [heading(name) for name in plain.index.names]
    bots = heading("bot")
    if bots in plain.columns:
        plain[bots] = plain[bots].map(lambda value: bot_label(value) if isinstance(value, str) else value)
    return plain


class Table(pd.DataFrame):
    """A DataFrame of the lab, shown in the current language (`shown`); every operation keeps it a Table."""

    @property
    def _constructor(self) -> type[Table]:
        return Table

    def _repr_html_(self) -> str | None:
        return shown(self)._repr_html_()

    def __repr__(self) -> str:
        return repr(shown(self))


def table(frame: pd.DataFrame) -> Table:
    """`frame` as a Table, with its attrs (the game, the players, the bots)."""
    made = Table(frame)
    made.attrs.update(frame.attrs)
    return made
