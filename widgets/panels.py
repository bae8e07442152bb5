"""The panels around a board: the score sheet (table and stacked bar chart) and the move log with undo/redo.

Each panel follows one Match through `match.subscribe` and redraws after every change (a moment after the board
for a move made in the page: `StatusLine.follow`). Their callbacks run through the status line's error capture
(`widgets.ui.StatusLine`), so nothing fails silently.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

import ipywidgets as ipw
from bokeh.models import ColumnDataSource, FactorRange
from bokeh.plotting import figure

from gamekit import Match, Score
from gamekit.i18n import N_, _, ngettext
from widgets.bokeh_setup import BatchingBokehModel, load_bokehjs
from widgets.palette import Style, badge, category_styles, seat_style, swatch
from widgets.ui import Shown, StatusLine

_TABLE_STYLE = "border-collapse:collapse;text-align:right"
_CELL = "border:1px solid #999;padding:2px 8px"


class ScorePanel(Shown):
    """The score sheet as an HTML table (categories × players, totals) and a bar chart per player.

    Bars stack the categories: positive points upward, penalties downward. Each category has its own
    colour, hatch pattern and letter, and the legend beside the chart names it. A co-op game has one shared column, a
    target, and says whether it is reached.

    The legend is HTML, not bokeh's: bokeh draws each legend entry on a canvas of its own, and every canvas is a layer
    the browser composites again at each frame of every click (about half of a lesson page's layers were these).
    """

    def __init__(
        self,
        match: Match,
        *,
        status: StatusLine | None = None,
        styles: Mapping[str, Style] | None = None,
        seats: Sequence[Style] | None = None,
    ):
        load_bokehjs()
        self.match = match
        self.styles = styles or {}  # a game's own look for some categories (the board's piece colours)
        self.seat_styles = seats  # a game's own player colours, if any
        self.status = status or StatusLine()
        self.shown_ply: int | None = None
        self.viewer: int | None = None  # the seat whose secrets the board shows: its sheet counts them too
        score = match.score()
        self.categories = score.categories
        self.seats = self._seat_names(score)
        self.table = ipw.HTML().add_class("gk-score-table")
        self.source = ColumnDataSource(self._chart_data(score))
        self.chart = self._chart()
        self.model = BatchingBokehModel(self.chart).add_class("gk-score-chart")
        self.legend = ipw.HTML(self._legend_html()).add_class("gk-chart-legend")
        chart = ipw.HBox([self.model, self.legend], layout=ipw.Layout(align_items="center", flex_flow="row wrap"))
        self.widget = ipw.VBox([self.table, chart]).add_class("gk-score")
        self._unsubscribe = match.subscribe(
            self.status.guard(self._changed, N_("updating the score sheet"), page=False)
        )
        with self.status.catching(N_("drawing the score sheet")):
            self.refresh()

    def refresh(self) -> None:
        """Redraw the table and the chart from the match (or from the ply being looked back at)."""
        if self.shown_ply is None:
            played = len(self.match.history)
            score = self.match.score(seat=self.viewer)
            caption = _("Score after move {number}").format(number=played) if played else _("Score at the start")
            if self.viewer is not None and not self.match.is_over:
                caption += _(", as {name} sees it").format(name=seat_style(self.viewer, self.seat_styles).name)
        else:
            score = self.match.rules.score(self.match.state_after(self.shown_ply), None)
            caption = _("Score after move {number} (looking back)").format(number=self.shown_ply)
        self.table.value = self._table_html(score, caption)
        self.source.data = self._chart_data(score)

    def show_ply(self, ply: int | None) -> None:
        self.shown_ply = None if ply is None or ply >= len(self.match.history) else ply
        self.refresh()

    def show_viewer(self, seat: int | None) -> None:
        """Count `seat`'s own secrets in the sheet (None: nobody's), as the board shows them (`on_viewer`)."""
        self.viewer = seat
        self.refresh()

    def detach(self) -> None:
        self._unsubscribe()
        self.model.close()

    def _changed(self, match: Match) -> None:
        self.shown_ply = None
        self.status.follow(self.refresh, N_("updating the score sheet"))

    def _seat_names(self, score: Score) -> list[str]:
        if score.target is not None:
            return [_("Team")]
        styles = [seat_style(s, self.seat_styles) for s in range(score.seats)]
        return [f"{style.name} ({style.letter})" for style in styles]

    def _table_html(self, score: Score, caption: str) -> str:
        co_op = score.target is not None
        winners = set(score.winners()) if self.match.is_over and self.shown_ply is None and not co_op else set()
        category_word = _("category")
        heads = [_("Team")] if co_op else [badge(seat_style(s, self.seat_styles)) for s in range(score.seats)]
        rows = [
            f'<tr><th style="{_CELL}">{category_word}</th>' + "".join(f'<th style="{_CELL}">{h}</th>' for h in heads)
        ]
        for i, category in enumerate(score.categories):
            cells = "".join(f'<td style="{_CELL}">{score.sheet[s][i]}</td>' for s in range(score.seats))
            name = html.escape(_(category) if category else category)
            rows.append(f'<tr><th style="{_CELL};text-align:left">{name}</th>{cells}</tr>')
        star = " ★ " + _("winner")
        totals = "".join(
            f'<td style="{_CELL}"><b>{score.total(s)}</b>{star if s in winners else ""}</td>'
            for s in range(score.seats)
        )
        total_word = _("total")
        rows.append(f'<tr><th style="{_CELL};text-align:left">{total_word}</th>{totals}</tr>')
        extra = ""
        if co_op:
            target = ngettext("{n} point", "{n} points", score.target).format(n=score.target)
            if score.won:
                verdict = _("reached ✓")
            else:
                missing = score.target - score.total(0)
                verdict = _("not reached yet ✗ ({n} to go)").format(n=missing)
            words = _("Target: {points}, {verdict}").format(points=target, verdict=verdict)
            extra = f"<p>{html.escape(words)}</p>"
        if score.notes:
            extra += "<ul>" + "".join(f"<li>{html.escape(note)}</li>" for note in score.notes) + "</ul>"
        return (
            f'<table class="gk-score-sheet" style="{_TABLE_STYLE}"><caption>{html.escape(caption)}</caption>'
            + "".join(rows)
            + f"</table>{extra}"
        )

    def _chart_data(self, score: Score) -> dict[str, list]:
        data: dict[str, list] = {"seat": self.seats}
        for i in range(len(self.categories)):
            data[f"up{i}"] = [max(score.sheet[s][i], 0) for s in range(score.seats)]
            data[f"down{i}"] = [min(score.sheet[s][i], 0) for s in range(score.seats)]
        data["total"] = [score.total(s) for s in range(score.seats)]
        data["top"] = [sum(data[f"up{i}"][s] for i in range(len(self.categories))) for s in range(score.seats)]
        return data

    def _styles(self) -> list[Style]:
        """Each category's look, in the sheet's order: the game's own, or the palette's."""
        default = category_styles(self.categories)
        return [self.styles.get(name, default[name]) for name in self.categories]

    def _legend_html(self) -> str:
        """The chart's legend: each category's swatch (letter on colour and hatch, as its bars) and name, top down."""
        styles = [replace(s, name=_(s.name) if s.name else s.name) for s in self._styles()]  # in the language shown
        return "".join(f'<div style="margin:2px 0">{swatch(style)}</div>' for style in reversed(styles))

    def _chart(self) -> figure:
        styles = self._styles()
        chart = figure(
            x_range=FactorRange(*self.seats),
            height=240,
            width=140 + 120 * len(self.seats),
            tools="",
            toolbar_location=None,
            title=_("Points by category"),
        )
        look = {
            "x": "seat",
            "width": 0.6,
            "source": self.source,
            "line_color": "#000000",
            "fill_color": [s.colour for s in styles],
            "hatch_pattern": [s.hatch for s in styles],
            "hatch_color": [s.ink for s in styles],
        }
        chart.vbar_stack([f"up{i}" for i in range(len(styles))], **look)
        chart.vbar_stack([f"down{i}" for i in range(len(styles))], **look)
        chart.text(
            x="seat",
            y="top",
            text="total",
            source=self.source,
            text_align="center",
            text_baseline="bottom",
            y_offset=-2,
        )
        chart.y_range.range_padding = 0.2  # room for the totals above the bars
        chart.xgrid.visible = False
        return chart


class HistoryPanel(Shown):
    """The move log, Undo and Redo, and ◀ ▶ to look back through the game read-only.

    Looking back calls `on_step(ply)` (None for the present), so a board and a score panel can show that
    moment. Any change to the game (a move, undo, redo) brings the view back to the present. `move_text`
    writes a move in the log (default: the seat to play, then the move), for games whose moves name
    their own player.
    """

    def __init__(
        self,
        match: Match,
        *,
        status: StatusLine | None = None,
        on_step: Callable[[int | None], None] | None = None,
        move_text: Callable[[Any], str] | None = None,
        seats: Sequence[Style] | None = None,
    ):
        self.match = match
        self.move_text = move_text
        self.seat_styles = seats
        self.status = status or StatusLine()
        self.on_step = on_step
        self.shown_ply: int | None = None
        guard = self.status.guard
        self.undo_button = ipw.Button(description=_("↶ Undo"), tooltip=_("Take back the last move"))
        self.redo_button = ipw.Button(description=_("↷ Redo"), tooltip=_("Play the move you took back again"))
        self.back_button = ipw.Button(
            description="◀", tooltip=_("Look at the move before (read-only)"), layout=ipw.Layout(width="3em")
        )
        self.forward_button = ipw.Button(
            description="▶", tooltip=_("Look at the move after"), layout=ipw.Layout(width="3em")
        )
        self.undo_button.on_click(guard(lambda _event: self.match.undo(), N_("Undo")))
        self.redo_button.on_click(guard(lambda _event: self.match.redo(), N_("Redo")))
        self.back_button.on_click(guard(lambda _event: self.step(-1), "◀"))
        self.forward_button.on_click(guard(lambda _event: self.step(+1), "▶"))
        self.where = ipw.HTML().add_class("gk-where")
        self.log = ipw.HTML(layout=ipw.Layout(max_height="14em", overflow="auto")).add_class("gk-log")
        buttons = [self.undo_button, self.redo_button, self.back_button, self.forward_button, self.where]
        self.widget = ipw.VBox([ipw.HBox(buttons), self.log]).add_class("gk-history")
        self._unsubscribe = match.subscribe(guard(self._changed, N_("updating the move log"), page=False))
        with self.status.catching(N_("drawing the move log")):
            self.refresh()

    def step(self, delta: int) -> None:
        """Look `delta` moves forward (+) or back (−) from the move shown now."""
        played = len(self.match.history)
        now = played if self.shown_ply is None else self.shown_ply
        ply = min(max(now + delta, 0), played)
        self.shown_ply = None if ply == played else ply
        self.refresh()
        if self.on_step is not None:
            self.on_step(self.shown_ply)

    def refresh(self) -> None:
        played = len(self.match.history)
        shown = played if self.shown_ply is None else self.shown_ply
        self.undo_button.disabled = not self.match.can_undo
        self.redo_button.disabled = not self.match.can_redo
        self.back_button.disabled = shown == 0
        self.forward_button.disabled = self.shown_ply is None
        if self.shown_ply is None:
            self.where.value = _("showing move {shown} of {played}").format(shown=shown, played=played)
        else:
            self.where.value = _("showing move {shown} of {played} (looking back)").format(shown=shown, played=played)
        items = []
        shown_word = _("shown")
        for ply, move in enumerate(self.match.history, start=1):
            if self.move_text is not None:
                text = html.escape(self.move_text(move))
            else:
                seat = seat_style(self.match.rules.current_player(self.match.state_after(ply - 1)), self.seat_styles)
                text = f"{html.escape(seat.name)} ({seat.letter}): {html.escape(str(move))}"
            items.append(f"<li><b>{text} ◀ {shown_word}</b></li>" if ply == shown else f"<li>{text}</li>")
        none_yet = _("No moves yet.")
        self.log.value = f'<ol class="gk-moves">{"".join(items)}</ol>' if items else f"<i>{none_yet}</i>"

    def detach(self) -> None:
        self._unsubscribe()

    def _changed(self, match: Match) -> None:
        self.shown_ply = None
        self.status.follow(self.refresh, N_("updating the move log"))
