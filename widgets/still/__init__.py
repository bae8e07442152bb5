"""Still pictures of the boards, for notebooks read without a kernel (GitHub, nbviewer, nbconvert, the docs).

Importing this package registers one drawer per game and per sandbox with `gamekit.render` (which imports it the
first time a still picture is asked for): each draws an SVG from the live board's own picture data, the public view
only. `still_html(shown)` is the still picture of a board or app, which IPython adds to its display bundle beside the
live widget (`widgets.ui.Shown._repr_html_`): JupyterLab and Voila show the widget, a page without a kernel the picture.
"""

from __future__ import annotations

from typing import Any

from gamekit.render import match_html, register
from widgets.still import cardcity, metromania, metropolys, warsaw

for _game, _draw in (("cardcity", cardcity.draw), ("metropolys", metropolys.draw), ("metromania", metromania.draw)):
    register(_game, _draw)
    register(f"{_game}-sandbox", _draw)
register("warsaw", warsaw.draw_game)
register("warsaw-sandbox", warsaw.draw_sandbox)


def still_html(shown: Any) -> str | None:
    """The still picture of what `shown` (a board, an app, or anything with a `match` or a `sandbox`) shows, at the
    move its board shows; None if it shows no game. IPython adds it to the widget's display bundle as text/html."""
    board = getattr(shown, "board", shown)
    match = getattr(board, "match", None) or getattr(getattr(board, "sandbox", None), "match", None)
    return None if match is None else match_html(match, getattr(board, "shown_ply", None))
