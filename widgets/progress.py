"""A progress bar for long work in a lesson (many simulated games, say): wrap the loop and watch it fill.

for seed in progress(range(2000), "Playing random games"):
    ...
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sized
from typing import TypeVar

import ipywidgets as ipw
from IPython.display import display

T = TypeVar("T")


def progress(items: Iterable[T], description: str, *, total: int | None = None, every: int = 50) -> Iterator[T]:
    """Yield `items`, showing a bar with a count ("120 of 2000") that updates every `every` items."""
    total = total if total is not None else len(items) if isinstance(items, Sized) else None
    bar = ipw.IntProgress(
        min=0,
        max=total or 1,
        description=description,
        style={"description_width": "initial"},
        layout=ipw.Layout(width="480px"),
    )
    label = ipw.Label()
    display(ipw.HBox([bar, label]))
    done = 0
    for done, item in enumerate(items, start=1):
        if done % every == 0:
            bar.value, label.value = done, f"{done} of {total}" if total else f"{done}"
        yield item
    bar.value, label.value = bar.max if total else done, f"done: {done}"
    bar.bar_style = "success"
