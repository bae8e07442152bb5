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

T = TypeVar("T")


def progress(items: Iterable[T], description: str, *, total: int | None = None, unit: str = "game") -> Iterator[T]:
    """Yield `items` under a bar labelled `description` with a count ("120/2000") and the rate."""
    yield from tqdm(items, desc=description, total=total, unit=unit)
