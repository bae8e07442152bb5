"""Shared UI pieces: the status line, the one place where callback errors are caught, and notebook display.

Exceptions raised inside widget callbacks vanish into the kernel log (ipywidgets #2612, #2949). Every
callback in this package therefore runs inside `StatusLine.catching` (or is wrapped by `StatusLine.guard`):
the error is shown in the status line, with its type, message and traceback, and kept in `.errors`.

A move made in the page (a click, a key, a button) redraws the board and its status line at once; the side
panels follow a moment later (`follow`), so the page paints the board before it draws the score chart.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import html
import traceback
from collections.abc import Callable, Iterator
from typing import Any

import ipywidgets as ipw

from gamekit.digests import link_rules
from gamekit.i18n import _
from widgets.bokeh_setup import BatchingBokehModel, in_kernel

PANEL_DELAY_S = 0.04  # the side panels follow a move made in the page by about two frames
_in_page_callback = False  # inside a callback from the page (not a cell's code): the panels may follow later
_following: set[int] = set()  # the panels whose refresh is already waiting (by id), so a burst of moves draws them once

# Each kind of message has its own icon and border, so the kind is never told by colour alone.
_LOOKS = {
    "info": ("", "border-left:4px solid #999;background:#f7f7f7"),
    "warning": ("✗ ", "border-left:4px solid #E69F00;background:#fff5dc;font-weight:bold"),
    "error": ("⚠ ", "border-left:4px dashed #D55E00;background:#fde9df;font-weight:bold"),
}


class StatusLine:
    """One line of news under a board: `say` (info), `warn` (✗, a refused action) or `fail` (⚠, a bug)."""

    def __init__(self) -> None:
        self.widget = ipw.HTML().add_class("gk-status")
        self.errors: list[Exception] = []
        self.kind = "info"
        self.text = ""

    def say(self, text: str) -> None:
        self._show("info", text)

    def warn(self, text: str) -> None:
        self._show("warning", text)

    def fail(self, err: Exception, where: str) -> None:
        """Show an unexpected exception (type, message and traceback) and keep it in `errors`."""
        self.errors.append(err)
        trace = "".join(traceback.format_exception(err))
        message = _("Error while handling {where}: {error}").format(
            where=_(where) if where else where, error=f"{type(err).__name__}: {err}"
        )
        self._show("error", message, details=trace)

    @contextlib.contextmanager
    def catching(self, where: str) -> Iterator[None]:
        """Run a block; any exception it raises is shown here instead of escaping."""
        try:
            yield
        except Exception as err:
            self.fail(err, where)

    def guard(self, fn: Callable[..., Any], where: str, *, page: bool = True) -> Callable[..., None]:
        """`fn` wrapped for use as a callback (button, bokeh event, key, match subscriber): errors are shown.

        `page=True` (a callback the page calls) lets the side panels follow the board a moment later; a match
        subscriber passes `page=False`, as it also runs for a cell's code. The wrapper keeps `fn`'s signature
        (bokeh checks the signature of event callbacks).
        """

        @functools.wraps(fn)
        def guarded(*args: Any, **kwargs: Any) -> None:
            global _in_page_callback
            outer, _in_page_callback = _in_page_callback, _in_page_callback or page
            try:
                with self.catching(where):
                    fn(*args, **kwargs)
            finally:
                _in_page_callback = outer

        return guarded

    def follow(self, refresh: Callable[[], None], where: str) -> None:
        """Run a side panel's `refresh` now, or, for a move made in the page in a live kernel, PANEL_DELAY_S later
        (once, however many changes come first), so the board's redraw reaches the page alone and is painted
        first. Code in a cell always sees its panels up to date."""
        loop = kernel_loop() if _in_page_callback and answering_the_page() else None
        if loop is None:
            with self.catching(where):
                refresh()
            return
        key = id(getattr(refresh, "__self__", refresh))  # the panel: its method is a new object at each access
        if key in _following:
            return
        _following.add(key)

        def run() -> None:  # holds `refresh`, and so its panel: the key is not reused while it waits
            _following.discard(key)
            with self.catching(where):
                refresh()

        loop.call_later(PANEL_DELAY_S, run)

    def _show(self, kind: str, text: str, details: str = "") -> None:
        icon, style = _LOOKS[kind]
        self.kind, self.text = kind, icon + text
        body = link_rules(html.escape(self.text))  # each rule ID links to its section of the rule digest
        if details:
            body = f"<details><summary>{body}</summary><pre>{html.escape(details)}</pre></details>"
        self.widget.value = f'<div class="gk-status-{kind}" style="padding:2px 6px;{style}">{body}</div>'


def answering_the_page() -> bool:
    """Is the kernel answering a message from the page (a click, a key, a button, a value the learner set), not running
    a cell? A cell's code that presses a button or sets a widget's value runs the same callbacks, and then must see
    every panel up to date when its next line runs."""
    from IPython import get_ipython

    kernel = getattr(get_ipython(), "kernel", None)
    parent = kernel.get_parent() if kernel is not None else {}
    return parent.get("header", {}).get("msg_type") == "comm_msg"


def kernel_loop() -> asyncio.AbstractEventLoop | None:
    """The running asyncio loop of a live kernel, where a callback may wait (the page repaints meanwhile); None in a
    script or a test, even where another library runs a loop of its own (playwright's, in a browser test) on which
    nothing here would ever run."""
    if not in_kernel():
        return None
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class Shown:
    """Mixin: an object with a `.widget` shows that widget when it ends a notebook cell."""

    widget: ipw.DOMWidget

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        for part in _parts(self.widget):  # figures changed before this display are drawn as they are now
            if isinstance(part, BatchingBokehModel):
                part.catch_up()
        return self.widget._repr_mimebundle_(**kwargs)

    def _repr_html_(self) -> str | None:
        """A still picture of the board, beside the live widget, for pages without a kernel (GitHub, nbviewer)."""
        from widgets.still import still_html

        return still_html(self)


def _parts(widget: ipw.Widget) -> Iterator[ipw.Widget]:
    """A widget and every widget inside it."""
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _parts(child)
