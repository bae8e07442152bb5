"""BoardView: the base of every game board (a bokeh figure in a jupyter_bokeh BokehModel, plus a status line).

Data flows one way: a tap → `target_at(x, y)` → `click(target)` → `move_for(target)` → `match.play(move)`
→ the match notifies its subscribers → `refresh()` → `render(state)`. The board never changes the state
except through `match.play`. A game's subclass fills in the hooks marked "hook" below; see
`tests/toyboard.py` for a complete one.

The figure has no tools, axes, toolbar or border and fixed ranges, so plot coordinates map linearly to
canvas pixels (`canvas_point`), which the browser tests use to click a target exactly.

What every board gets from the kit: the status line (whose turn, what to do, why a move is refused), the tap mark
(the page rings the clicked point at once, before Python answers, and the answer clears it), keyboard play
(`widgets.keyboard`: hooks `places`, `place_name` and `cancel`), the last move ringed (hook `move_places`), the
secret gate (`widgets.secret_gate`), `lay_out`, which puts the canvas and status line beside the game's own side
panel, and guided mode (`widgets.guide`).
"""

from __future__ import annotations

import abc
import contextlib
from collections.abc import Hashable, Iterable, Sequence
from typing import Any, ClassVar

import ipywidgets as ipw
from bokeh.events import DoubleTap, Tap
from bokeh.models import ColumnDataSource, CustomJS, HoverTool, Range1d
from bokeh.plotting import figure

from gamekit import IllegalMove, Match
from gamekit.i18n import N_, _, ngettext
from widgets.bokeh_setup import BatchingBokehModel, load_bokehjs
from widgets.keyboard import Keyboard
from widgets.palette import HIGHLIGHT, Style, seat_style
from widgets.secret_gate import SecretGate
from widgets.ui import Shown, StatusLine

Target = Hashable
# The tap mark: the page rings the tapped point itself, at once (a dashed ring laid over the canvas, so the canvas
# need not be repainted first). Python answers every tap by changing `answered.tags` (with the board's redraw when a
# move is played, alone when it is refused), which takes the ring away.
MARK_JS = """
const view = Bokeh.index.find_one(fig), host = view && view.el.closest('.gk-canvas');
if (host) {
  let ring = host.querySelector('.gk-tap-mark');
  if (!ring) {
    ring = document.createElement('div');
    ring.className = 'gk-tap-mark';
    ring.style.cssText = 'position:absolute;pointer-events:none;border:2px dashed #000;border-radius:50%;'
      + 'box-sizing:border-box;width:' + size + 'px;height:' + size + 'px';
    host.style.position = 'relative';
    host.appendChild(ring);
  }
  const plot = view.el.getBoundingClientRect(), box = host.getBoundingClientRect();
  ring.style.left = (plot.left - box.left + cb_obj.sx - size / 2) + 'px';
  ring.style.top = (plot.top - box.top + cb_obj.sy - size / 2) + 'px';
  ring.style.display = 'block';
}
"""
UNMARK_JS = """
const view = Bokeh.index.find_one(fig), ring = view && view.el.closest('.gk-canvas')?.querySelector('.gk-tap-mark');
if (ring) ring.style.display = 'none';
"""


def assign(source: ColumnDataSource, data: dict[str, list]) -> None:
    """Set a source's data, unless it already holds exactly that (each change is a message to the page)."""
    if source.data != data:
        source.data = data


def columns(names: Iterable[str], rows: Iterable[Sequence[Any]]) -> dict[str, list]:
    """Rows (one tuple a glyph) turned into a bokeh source's columns (one list a field, in `names` order)."""
    data: dict[str, list] = {name: [] for name in names}
    for row in rows:
        for column, value in zip(data.values(), row, strict=True):
            column.append(value)
    return data


def blank_figure(x_range: tuple[float, float], y_range: tuple[float, float], scale: float) -> figure:
    """A figure with no tools, axes, grid or border, showing exactly these ranges at `scale` pixels a unit,
    so plot coordinates map linearly to canvas pixels."""
    (x0, x1), (y0, y1) = x_range, y_range
    fig = figure(
        tools="",
        toolbar_location=None,
        x_axis_location=None,
        y_axis_location=None,
        x_range=Range1d(x0, x1, bounds=(x0, x1)),
        y_range=Range1d(y0, y1, bounds=(y0, y1)),
        frame_width=round((x1 - x0) * scale),
        frame_height=round((y1 - y0) * scale),
        min_border=0,
        outline_line_color=None,
        background_fill_color="#FFFFFF",
    )
    fig.grid.visible = False
    return fig


class BoardView(SecretGate, Shown, abc.ABC):
    """A live board for one Match. Subclasses set the plot size and fill in the hooks.

    `click(target)` is what a tap does, callable from Python (tests, nbval). Refused moves show their
    reason and rule ID in the status line; any exception in a hook or callback is shown there too and
    kept in `errors`, never raised out of a callback.
    """

    x_range: ClassVar[tuple[float, float]] = (0.0, 1.0)  # plot units shown, left to right
    y_range: ClassVar[tuple[float, float]] = (0.0, 1.0)  # bottom to top (y grows upward)
    scale: ClassVar[float] = 60  # canvas pixels per plot unit
    highlight_size: ClassVar[float] = 18  # pixels across a legal-place marker
    seat_styles: ClassVar[Sequence[Style] | None] = None  # a game's own player colours (default: the palette's)
    guide: Any = None  # a widgets.guide.Guide steering this board (it marks the step's places, refuses other moves)

    def __init__(self, match: Match, *, status: StatusLine | None = None):
        load_bokehjs()
        self.match = match
        self.status = status or StatusLine()
        self.errors = self.status.errors
        self.shown_ply: int | None = None  # None: the present; else looking back at the state after that ply
        self._legal_cache: tuple = (None, [])  # (a state, its legal moves): see legal_moves()
        self.make_secret_button()
        self.figure = blank_figure(self.x_range, self.y_range, self.scale)
        self.setup(self.figure)
        # The kit's marks (last move, legal places, the keyboard's cursor) lie at bokeh's "overlay" level, on a canvas
        # of their own above the board's: a change to marks alone (a bid, a cursor step) repaints only that canvas.
        self.last_move = ColumnDataSource({"x": [], "y": []})  # the places of the last move (`move_places`), ringed
        self.figure.scatter(
            "x",
            "y",
            source=self.last_move,
            size=self.highlight_size + 8,
            fill_alpha=0,
            line_color="#000000",
            line_width=3,
            line_dash="dotted",
            level="overlay",
        )
        self.highlights = ColumnDataSource({"x": [], "y": [], "hint": []})  # the legal places, drawn on top
        legal = self.figure.scatter(
            "x",
            "y",
            source=self.highlights,
            marker=HIGHLIGHT.marker,
            size=self.highlight_size,
            fill_color=HIGHLIGHT.colour,
            fill_alpha=0.7,
            line_color="#000000",
            line_width=1.5,
            level="overlay",
        )
        if self._has_hints:
            self.figure.add_tools(HoverTool(renderers=[legal], tooltips="@hint"))
        self.answered = ColumnDataSource(tags=[0])  # its tags count the taps answered: each answer hides the ring
        self.answered.js_on_change("tags", CustomJS(args={"fig": self.figure}, code=UNMARK_JS))
        mark_args = {"fig": self.figure, "size": self.highlight_size + 10, "answered": self.answered}  # in the doc
        self.keys = Keyboard(self, self.figure)
        for event in (Tap, DoubleTap):  # bokeh turns a second click within 300 ms into a DoubleTap
            self.figure.js_on_event(event, CustomJS(args=mark_args, code=MARK_JS))
            self.figure.on_event(event, self.status.guard(self._tapped, N_("a click on the board")))
        with self.status.catching(N_("drawing the board")):
            self.refresh()
        # Made after the first drawing: a BokehModel snapshots its figure, and changes sent before the page
        # shows it are lost, so a board drawn later would stay blank until the first click.
        self.model = BatchingBokehModel(self.figure).add_class("gk-canvas")
        self.keys.listen(self.model, self.status.guard)
        self.widget = ipw.VBox([self.model, self.status.widget]).add_class("gk-board")
        self._unsubscribe = match.subscribe(self.status.guard(self._changed, N_("redrawing the board"), page=False))

    # --- hooks a game fills in ------------------------------------------------------------------------
    @abc.abstractmethod
    def setup(self, fig: figure) -> None:
        """Hook: add the game's ColumnDataSources and glyphs to the figure (called once)."""

    @abc.abstractmethod
    def render(self, state: Any) -> None:
        """Hook: draw `state` by assigning each source's `.data` once."""

    @abc.abstractmethod
    def target_at(self, x: float, y: float) -> Target | None:
        """Hook: the target (cell, edge, card…) at plot point (x, y), or None if there is none."""

    @abc.abstractmethod
    def position(self, target: Target) -> tuple[float, float]:
        """Hook: the plot point at the middle of `target` (where its legal-place marker goes)."""

    @abc.abstractmethod
    def legal_targets(self) -> Iterable[Target]:
        """Hook: the targets a click would play a legal move on right now (they are highlighted)."""

    @abc.abstractmethod
    def move_for(self, target: Target) -> Any | None:
        """Hook: the move a click on `target` makes, or None if the click only selects something."""

    def hint(self, target: Target) -> str | None:
        """Optional hook: a short preview shown when the pointer rests on a legal place."""
        return None

    def places(self) -> Iterable[Target]:
        """Optional hook: every place the keyboard cursor may visit, legal or not (default: the legal ones)."""
        return self.legal_targets()

    def move_places(self, move: Any) -> Iterable[Target]:
        """Optional hook: the places `move` acted on; the kit rings those of the move just played (a computer's too)."""
        return ()

    def place_name(self, target: Target) -> str:
        """Optional hook: the place in words, for the status line when the cursor reaches it."""
        return str(target)

    def cancel(self) -> None:
        """Optional hook: what Escape does; a game with half-made moves (a picked card, a first click) drops them."""
        self.refresh()

    def describe(self) -> str:
        """The status line's news after each change. Games may override it."""
        played = len(self.match.history)
        if self.shown_ply is not None:
            return _("Looking back: the board after move {ply} of {played}. Go forward (▶) to play on.").format(
                ply=self.shown_ply, played=played
            )
        if played:
            last = _("Move {number}: {move}.").format(number=played, move=self.match.history[-1]) + " "
        else:
            last = _("New game.") + " "
        if not self.match.is_over:
            return last + _("{name} to play.").format(name=self.seat(self.match.current_player).name) + self.handover()
        score = self.match.score()
        if score.target is not None:
            if score.won:
                verdict = ngettext(
                    "Game over: {total} of {n} point, the target is reached. You won!",
                    "Game over: {total} of {n} points, the target is reached. You won!",
                    score.target,
                )
            else:
                verdict = ngettext(
                    "Game over: {total} of {n} point, short of the target.",
                    "Game over: {total} of {n} points, short of the target.",
                    score.target,
                )
            return last + verdict.format(total=score.total(0), n=score.target)
        names = _(" and ").join(self.seat(s).name for s in score.winners())
        return last + _("Game over. Winner: {names}.").format(names=names)

    def seat(self, seat: int) -> Style:
        """A player's colour, letter, marker and hatch: the game's own (`seat_styles`) or the palette's."""
        return seat_style(seat, self.seat_styles)

    # --- what the page (and tests) call ---------------------------------------------------------------
    def click(self, target: Target) -> None:
        """Do what a click on `target` does: play its move, or say why it is not allowed."""
        with self.status.catching(_("a click on {target}").format(target=repr(target))):
            if self._looking_back():
                return
            move = self.move_for(target)
            if move is None:
                self.refresh()
                return
            self.play(move)

    def play(self, move: Any) -> bool:
        """Play `move` as a click or a button does: the match notifies us and we redraw; a refusal is
        explained in the status line (reason and rule ID). Returns whether the move was played."""
        if self._looking_back():
            return False
        wrong = self.guide.refusal(move) if self.guide is not None else None
        if wrong is not None:  # legal, perhaps, but not what the guided step asks: explained, not played
            self.status.warn(wrong)
            return False
        try:
            self.match.play(move)
        except IllegalMove as err:
            self.status.warn(_("Not allowed: {reason} (rule {rule})").format(reason=err.reason, rule=err.rule))
            return False
        return True

    def legal_moves(self) -> list:
        """The legal moves now, listed once per state (a redraw asks for them many times)."""
        if self._legal_cache[0] is not self.match.state:
            self._legal_cache = (self.match.state, self.match.legal_moves())
        return self._legal_cache[1]

    def click_at(self, x: float, y: float) -> None:
        """A click at plot point (x, y), as the tap handler receives it."""
        target = self.target_at(x, y)
        if target is None:
            self.status.say(_("There is nothing to play there. Click one of the marked places."))
        else:
            self.click(target)

    def lay_out(self, side: Sequence[ipw.Widget], width: str = "300px") -> None:
        """The board beside its game's side panel: canvas and status line on the left (as wide as the canvas, so long
        news wraps), `side` stacked on the right."""
        self.model.layout = ipw.Layout(flex="0 0 auto")  # a squeezed BokehModel draws nothing
        left = ipw.VBox(
            [self.model, self.status.widget], layout=ipw.Layout(width=f"{self.figure.frame_width}px", flex="0 0 auto")
        )
        panel = ipw.VBox(list(side), layout=ipw.Layout(width=width, flex="0 0 auto")).add_class("gk-side")
        self.widget = ipw.HBox(
            [left, panel], layout=ipw.Layout(align_items="flex-start", flex_flow="row wrap")
        ).add_class("gk-board")  # a narrow screen puts the panel under the canvas

    def canvas_point(self, x: float, y: float) -> tuple[float, float]:
        """The pixel (from the canvas's top left corner) where plot point (x, y) is drawn."""
        return (x - self.x_range[0]) * self.scale, (self.y_range[1] - y) * self.scale

    def show_window(self, x_range: tuple[float, float], y_range: tuple[float, float]) -> None:
        """Show another part of the plane in the same canvas, zooming to fit (for a board that grows).

        The new window must have the canvas's shape; clicks and `canvas_point` follow it.
        """
        self.x_range, self.y_range = x_range, y_range
        self.scale = self.figure.frame_width / (x_range[1] - x_range[0])
        for plot_range, (start, end) in ((self.figure.x_range, x_range), (self.figure.y_range, y_range)):
            plot_range.update(bounds=None)  # lift the old bounds first, or the new start and end are clamped
            plot_range.update(start=start, end=end, bounds=(start, end))

    def show_ply(self, ply: int | None) -> None:
        """Show the board after `ply` moves, read-only (None, or the latest ply: back to the present). Secrets
        hide: an earlier move is looked at by the whole table."""
        self.shown_ply = None if ply is None or ply >= len(self.match.history) else ply
        self._set_viewer(self.pinned if self.shown_ply is None else None, redraw=False)
        self.refresh()

    def marked_targets(self) -> list:
        """The places marked for the learner now: the legal ones, or, on a guided step, the step's own among them."""
        targets = list(self.legal_targets())
        return self.guide.wants(targets) if self.guide is not None else targets

    def shown_state(self) -> Any:
        """The state the board shows: the present, or the one looked back at (`show_ply`)."""
        return self.match.state if self.shown_ply is None else self.match.state_after(self.shown_ply)

    def refresh(self) -> None:
        """Redraw everything from the match: the game's glyphs, the legal places and the status line."""
        live = self.shown_ply is None
        with self.model.batch() if hasattr(self, "model") else contextlib.nullcontext():
            self.render(self.shown_state())
            targets = self.marked_targets() if live and not self.match.is_over else []
            points = [self.position(t) for t in targets]
            ply = len(self.match.history) if live else self.shown_ply
            moved = [self.position(t) for t in self.move_places(self.match.history[ply - 1])] if ply else []
            assign(self.last_move, columns(("x", "y"), moved))
            self.keys.draw()
            self._answer_tap()
            assign(
                self.highlights,
                {
                    "x": [p[0] for p in points],
                    "y": [p[1] for p in points],
                    "hint": [self.hint(t) or "" for t in targets] if self._has_hints else [""] * len(targets),
                },
            )
            # Said before the batch sends the board's patch, right behind it: the page then takes both before it
            # paints, and shows the move and its news in one frame, not in two.
            self.status.say(self.describe())
        self._show_secret_button()

    def detach(self) -> None:
        """Stop following the match and release the browser-side model (used when a game is replaced)."""
        self._unsubscribe()
        self.model.close()

    # --- internals ------------------------------------------------------------------------------------
    @property
    def _has_hints(self) -> bool:
        return type(self).hint is not BoardView.hint

    def _looking_back(self) -> bool:
        """When an earlier move is shown, say so and return True: nothing is played then."""
        if self.shown_ply is not None:
            self.status.warn(_("You are looking at an earlier move. Go forward (▶) to the latest move to play."))
        return self.shown_ply is not None

    def _tapped(self, event: Tap) -> None:
        """A tap: the page has ringed the point already; the ring goes once the tap is answered, with the board's
        redraw when a move is played (so the canvas's message goes first, before the panels'), alone otherwise."""
        answers = self.answered.tags[0]
        self.click_at(event.x, event.y)
        if self.answered.tags[0] == answers:
            self._answer_tap()

    def _answer_tap(self) -> None:
        self.answered.tags = [self.answered.tags[0] + 1]

    def _changed(self, match: Match) -> None:
        self.shown_ply = None  # any change to the game brings the view back to the present
        if self.pinned is not None and not match.is_over:
            self._set_viewer(self.pinned, redraw=False)  # one person against computers: their side, all game long
        elif match.last_change != "play" or match.is_over or match.current_player != self.viewer:
            self._set_viewer(None, redraw=False)  # a secret stays shown only while its seat plays on
        self.refresh()
