"""widgets: live boards for the gamekit games, in JupyterLab (ipywidgets + bokeh through jupyter_bokeh).

The package is the shared board kit (board, panels, app, ui, palette, bokeh_setup, exercises, progress), then one
subpackage per game (cardcity, metropolys, metromania, warsaw) holding only its pictures and its click → move mapping.
`BoardView` is the base of every game board; `ScorePanel` and `HistoryPanel` go around it; `GameApp` joins
them around one Match, and `play(game, players=["you", "greedy"])` opens a game against the computer. The palette
is imported at once; everything that needs bokeh or ipywidgets (about a second to import) is imported on first use.
"""

from __future__ import annotations

import importlib
from typing import Any

from widgets.palette import HIGHLIGHT, OKABE_ITO, SEATS, Style, badge, category_styles, seat_style

_LAZY = {
    "BoardView": "widgets.board",
    "ScorePanel": "widgets.panels",
    "HistoryPanel": "widgets.panels",
    "GameApp": "widgets.app",
    "play": "widgets.app",
    "StatusLine": "widgets.ui",
}

__all__ = ["HIGHLIGHT", "OKABE_ITO", "SEATS", "Style", "badge", "category_styles", "seat_style", *_LAZY]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'widgets' has no attribute {name!r}")
