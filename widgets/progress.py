"""A progress bar for long work in a lesson (many simulated games, say): wrap the loop and watch it fill.

for seed in progress(range(2000), "Playing random games"):
    ...

It is `tqdm.auto`, like every progress bar of the kit (the strategy lab's too): a widget in Jupyter, a line of text
in a terminal or a plain Python script, never a widget's repr.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TypeVar

from tqdm.auto import tqdm

from gamekit.i18n import _, pgettext

T = TypeVar("T")


def progress(items: Iterable[T], description: str, *, total: int | None = None, unit: str = "game") -> Iterator[T]:
    """Yield `items` under a bar labelled `description` with a count ("120/2000") and the rate (`unit`s a second),
    both in the current language."""
    unit = pgettext("a progress bar's unit", "game") if unit == "game" else _(unit) if unit else unit
    yield from tqdm(items, desc=_(description) if description else description, total=total, unit=unit)
