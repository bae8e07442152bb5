"""Still pictures of the boards, for notebooks read without a kernel (GitHub, nbviewer, nbconvert, the docs).

Importing this package registers one drawer per game and per sandbox with `gamekit.render` (which imports it the
first time a still picture is asked for): each draws an SVG from the live board's own picture data, the public view
only. `still_html(shown)` is the still picture of a board or app, which IPython adds to its display bundle beside the
live widget (`widgets.ui.Shown._repr_html_`): JupyterLab and Voila show the widget, a page without a kernel the picture.
"""

from __future__ import annotations

import html
import importlib
import traceback
from collections.abc import Callable
from typing import Any

from gamekit.i18n import _
from gamekit.render import match_html, register

DRAWERS = {  # rules name → the drawer's module (in this package) and function, imported on first use
    "cardcity": ("cardcity", "draw"),
    "cardcity-sandbox": ("cardcity", "draw"),
    "metropolys": ("metropolys", "draw"),
    "metropolys-sandbox": ("metropolys", "draw"),
    "metromania": ("metromania", "draw"),
    "metromania-sandbox": ("metromania", "draw"),
    "warsaw": ("warsaw", "draw_game"),
    "warsaw-sandbox": ("warsaw", "draw_sandbox"),
}


def _lazy(module: str, name: str) -> Callable[[Any], str]:
    """A drawer that imports its module when first called, so one game's drawing never stops another's."""

    def draw(state: Any) -> str:
        return getattr(importlib.import_module(f"widgets.still.{module}"), name)(state)

    return draw


for _rules, (_module, _name) in DRAWERS.items():
    register(_rules, _lazy(_module, _name))


def still_html(shown: Any) -> str | None:
    """The still picture of what `shown` (a board, an app, or anything with a `match` or a `sandbox`) shows, at the
    move its board shows; None if it shows no game. IPython adds it to the widget's display bundle as text/html.

    A still picture that fails says so in its place (with the error), and never stops the live board from showing."""
    board = getattr(shown, "board", shown)
    match = getattr(board, "match", None) or getattr(getattr(board, "sandbox", None), "match", None)
    if match is None:
        return None
    try:
        names = [board.seat(s).name for s in range(match.players)] if hasattr(board, "seat") else None
        return match_html(match, getattr(board, "shown_ply", None), names)
    except Exception as err:
        words = "".join(traceback.format_exception_only(err)).strip()
        failed = _("The still picture failed: {error}").format(error=words)
        return f'<div class="gk-still-failed">{html.escape(failed)}</div>'
