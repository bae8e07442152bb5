"""The strategy lab's words on screen, in the current language: a bot's label and a table column's name, as the
charts and the progress bars write them. The tables themselves keep their English labels and columns (code reads
them: `table["winner"]`, `means.loc["greedy"]`)."""

from __future__ import annotations

import re

from gamekit.bots import NAMES, shown_name
from gamekit.i18n import _, pgettext
from gamekit.lab.play import PLAYOUT

_WITHOUT = re.compile(r"(.+) without (.+)")  # `lab.avoiding`'s label: "greedy without Metro"


def bot_label(label: str) -> str:
    """A bot's label in a table ("greedy", "search", "greedy without Metro"...) in the current language; a label
    the lab did not make stays as it is."""
    names = {name: shown_name(name) for name in NAMES} | {PLAYOUT: pgettext("bot", "playout")}
    if label in names:
        return names[label]
    if (found := _WITHOUT.fullmatch(label)) and found[1] in names:
        return _("{bot} without {moves}").format(bot=names[found[1]], moves=found[2])
    return label


def column_name(column: str) -> str:
    """A column of a tournament table ("bot", "order", "seat") as a chart's title names it, in the current language."""
    words = {"bot": pgettext("column", "bot"), "order": pgettext("column", "order"), "seat": pgettext("column", "seat")}
    return words.get(column, column)
