"""Still pictures of games, sandboxes and score sheets, as HTML with inline SVG: what a notebook saved without its
kernel shows on GitHub, on nbviewer, in an nbconvert export and in the docs (python-chess style `_repr_html_`).

A still picture is the public view: the board and the spectator's score sheet, with no seat's hidden cards, goals,
norms or markers until the game is over (`rules.score(state, None)`, and drawers that draw only what lies on the
table). The boards' drawers are registered by rules name (`register`); they live beside the live boards, in
`widgets.still`, and draw from the very same picture data (styles, geometry, the pictures' column functions). That
package is imported the first time a picture is asked for, if it is installed; `gamekit` itself never imports bokeh.
Without a drawer the still shows the score sheet alone.
"""

from __future__ import annotations

import contextlib
import html
import importlib
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from gamekit.i18n import _, ngettext, pgettext

if TYPE_CHECKING:
    from gamekit.core import Match, Score

__all__ = ["board_svg", "game_title", "match_html", "register", "score_html"]

Drawer = Callable[[Any], str]  # a state → an <svg> element
DRAWERS: dict[str, Drawer] = {}
PROVIDER = "widgets.still"  # imported once, on first use: it registers the four games' drawers and their sandboxes'
_looked = False
BOX = 'class="gk-still" style="display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start"'


def game_title(name: str) -> str:
    """The name of the game (or sandbox) whose rules are called `name`, as a page shows it in the current language."""
    titles = {
        "cardcity": pgettext("game", "cardcity"),
        "metropolys": pgettext("game", "metropolys"),
        "metromania": pgettext("game", "metromania"),
        "warsaw": pgettext("game", "warsaw"),
        "cardcity-sandbox": pgettext("game", "cardcity-sandbox"),
        "metropolys-sandbox": pgettext("game", "metropolys-sandbox"),
        "metromania-sandbox": pgettext("game", "metromania-sandbox"),
        "warsaw-sandbox": pgettext("game", "warsaw-sandbox"),
    }
    return titles.get(name, name)


def register(name: str, drawer: Drawer) -> None:
    """Draw the states of the rules called `name` ("warsaw", "warsaw-sandbox"…) with `drawer`."""
    DRAWERS[name] = drawer


def board_svg(name: str, state: Any) -> str | None:
    """The still picture of `state` of the rules called `name`, or None if no drawer is registered for it."""
    global _looked
    if name not in DRAWERS and not _looked:
        _looked = True
        with contextlib.suppress(ImportError):  # gamekit installed without the boards: the score sheet alone
            importlib.import_module(PROVIDER)
    drawer = DRAWERS.get(name)
    if drawer is None:
        return None
    try:
        return drawer(state)
    except ImportError:  # the boards installed without what they draw with (bokeh): the score sheet alone
        return None


def score_html(score: Score, names: Sequence[str] | None = None) -> str:
    """A score sheet as an HTML table: one column a seat, one row a category, then the total, and who won. `names`
    are the seats' names as the board gives them (default: "player 1", "player 2"…)."""
    names = names or [_("player {number}").format(number=s + 1) for s in range(score.seats)]
    header, *body = score.table()
    header = [header[0], *names]
    head = "".join(f"<th>{html.escape(str(cell))}</th>" for cell in header)
    rows = "".join("<tr>" + "".join(f"<td>{html.escape(str(cell))}</td>" for cell in row) + "</tr>" for row in body)
    if score.target is not None:
        verdict = ngettext("{total} of {n} point", "{total} of {n} points", score.target).format(
            total=score.total(0), n=score.target
        )
    else:
        verdict = _("best: {names}").format(names=", ".join(names[s] for s in score.winners()))
    caption = _("score sheet ({verdict})").format(verdict=verdict)
    return (
        '<table class="gk-still-score" style="border-collapse:collapse;font-size:90%">'
        f"<caption>{html.escape(caption)}</caption>"
        f"<tr>{head}</tr>{rows}</table>"
    )


def match_html(match: Match, ply: int | None = None, names: Sequence[str] | None = None) -> str:
    """A match (or a sandbox's match) after `ply` moves (default: now) as its still picture and score sheet, in the
    public view; `names` as for `score_html`."""
    names = names or [_("player {number}").format(number=s + 1) for s in range(match.players)]
    ply = len(match.history) if ply is None else ply
    state, rules = match.state_after(ply), match.rules
    picture = board_svg(rules.name, state) or ""
    over = rules.is_over(state)
    if rules.name.endswith("-sandbox"):
        news = _("a sandbox after {n} edits").format(n=ply)
    elif over:
        news = _("after {n} moves, the game is over").format(n=ply)
    else:
        news = _("after {n} moves, {name} to play").format(n=ply, name=names[rules.current_player(state)])
    hidden = "" if over else " " + _("The public view: no hidden card, goal, norm or marker is shown.")
    title = html.escape(game_title(rules.name))
    caption = f"<p style='margin:0'><b>{title}</b>, {html.escape(news)}.{html.escape(hidden)}</p>"
    return f"<div {BOX}><div>{caption}{picture}</div>{score_html(rules.score(state, None), names)}</div>"
