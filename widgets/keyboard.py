"""Keyboard play, the same on every board: Tab reaches the board, the arrow keys move a cursor over its places (the
legal ones carry the kit's marker), Enter or Space plays the place under the cursor, Escape cancels a half-made move,
and U and R undo and redo. The status lines are announced to screen readers (aria-live).

The page's key presses reach Python through ipyevents (an `Event` widget watching the board's canvas). ipyevents
listens while the pointer is over the canvas; `FOCUS_JS` makes the canvas a stop of the Tab order and lets it listen
while it has the keyboard focus too, so no mouse is needed. A board names its places with two hooks, `places()`
(default: the legal places) and `place_name(target)`, and cancels with `cancel()`. The cursor is a thick square
outline; the status line says where it is and whether a move there is allowed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping
from typing import TYPE_CHECKING, Any

from bokeh.models import ColumnDataSource, CustomJS
from bokeh.plotting import figure

from gamekit.i18n import N_, _

if TYPE_CHECKING:
    from widgets.board import BoardView

ARROWS = {"ArrowLeft": (-1.0, 0.0), "ArrowRight": (1.0, 0.0), "ArrowUp": (0.0, 1.0), "ArrowDown": (0.0, -1.0)}
CONE = math.radians(67.5)  # a place counts as "to the left" when it lies within this angle of straight left
CURSOR_COLOUR = "#000000"
# The keys, as the board's accessible name and a stray Enter say them (shown through _()).
HELP = N_("Arrow keys: move the cursor · Home: the first marked place · Enter: play · Esc: cancel · U: undo · R: redo")

# Run when a board's figure is laid out on the page: each board canvas (class gk-canvas) becomes a stop of the Tab
# order with an accessible name, and focusing it starts ipyevents' key listener as a pointer entering it would; each
# status line (class gk-status) becomes a live region, so a screen reader reads out news and refusals.
FOCUS_JS = """
if (!window.gkTabLeaves) {
  // ipyevents takes every key while it listens, Tab too: Tab is let through to move the focus on, never trapped.
  window.gkTabLeaves = true;
  window.addEventListener('keydown', (e) => {
    if (e.key === 'Tab' && document.activeElement?.closest?.('.gk-canvas')) e.stopPropagation();
  }, true);
}
for (const el of document.querySelectorAll('.gk-status:not([aria-live])')) {
  el.setAttribute('role', 'status');
  el.setAttribute('aria-live', 'polite');
}
for (const el of document.querySelectorAll('.gk-canvas')) {
  for (const inner of el.querySelectorAll('[tabindex]')) inner.tabIndex = -1;  // bokeh's own stop: one is enough
  if (el.dataset.gkKeys) continue;
  el.dataset.gkKeys = 'on';
  el.tabIndex = 0;
  el.setAttribute('role', 'application');
  el.setAttribute('aria-label', label);
  el.setAttribute('data-lm-suppress-shortcuts', 'true');  // JupyterLab's shortcuts (R, U…) keep out
  // A press on the board is the board's: the notebook would select and focus the board's cell (a style and layout
  // pass of the whole page, about 20 ms, in the middle of the click), and take the focus from the board.
  el.addEventListener('mousedown', (e) => e.stopPropagation());
  el.addEventListener('focusin', (e) => {
    if (e.target !== el && e.relatedTarget === el) {
      // Tab from the board into bokeh's own stop inside it: go on to the next stop after the board instead.
      const next = [...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')].find(
        (x) => x.tabIndex >= 0 && !x.disabled && !el.contains(x)
          && (el.compareDocumentPosition(x) & Node.DOCUMENT_POSITION_FOLLOWING));
      if (next) { next.focus(); return; }
    }
    el.dispatchEvent(new MouseEvent('mouseenter'));
  });
  el.addEventListener('focusout', (e) => {
    if (!el.contains(e.relatedTarget)) el.dispatchEvent(new MouseEvent('mouseleave'));
  });
}
"""


def nearest(points: Mapping[Hashable, tuple[float, float]], here: tuple[float, float], arrow: tuple[float, float]):
    """The place the arrow leads to from `here`: among the places within the arrow's cone, the nearest, with places
    straight ahead preferred to those off to the side; None if the cone is empty."""
    best, best_cost = None, math.inf
    for target, (x, y) in points.items():
        dx, dy = x - here[0], y - here[1]
        distance = math.hypot(dx, dy)
        if distance < 1e-9:
            continue
        angle = math.acos(max(-1.0, min(1.0, (dx * arrow[0] + dy * arrow[1]) / distance)))
        if angle > CONE:
            continue
        cost = distance * (1 + 2 * angle)
        if cost < best_cost:
            best, best_cost = target, cost
    return best


class Keyboard:
    """The cursor of one board, moved by keys (`press`), drawn in the board's figure (`draw`)."""

    def __init__(self, board: BoardView, fig: figure) -> None:
        self.board = board
        self.cursor: Hashable | None = None
        self.source = ColumnDataSource({"x": [], "y": []})
        size = board.highlight_size + 12
        fig.scatter(
            "x",
            "y",
            source=self.source,
            marker="square",
            size=size,
            fill_alpha=0,
            line_width=3,
            line_color=CURSOR_COLOUR,
            level="overlay",
        )
        focus = CustomJS(args={"label": _("Game board. {help}").format(help=_(HELP))}, code=FOCUS_JS)
        fig.js_on_event("document_ready", focus)
        fig.js_on_change("inner_width", focus)  # the figure is laid out: its canvas is on the page now
        self.events: Any = None  # the ipyevents widget, made once the board's canvas widget exists (`listen`)

    def listen(self, canvas: Any, guard: Callable[[Callable, str], Callable]) -> None:
        """Watch the page's key presses on `canvas` (the board's BokehModel widget)."""
        from ipyevents import Event

        self.events = Event(source=canvas, watched_events=["keydown"], prevent_default_action=True)
        self.events.on_dom_event(guard(lambda event: self.press(event.get("key", "")), N_("a key on the board")))

    def press(self, key: str) -> None:
        """Do what `key` does (a browser `KeyboardEvent.key` name: "ArrowLeft", "Enter", "u"…)."""
        board = self.board
        if key in ARROWS:
            self.move(ARROWS[key])
        elif key == "Home":  # back to the first legal place, wherever the cursor is (a button may have made some)
            self.cursor = None
            self.move(ARROWS["ArrowRight"])
        elif key in ("Enter", " "):
            if self.cursor is None:
                board.status.say(_("Move the cursor to a place first. {help}").format(help=_(HELP)))
            else:
                board.click(self.cursor)
        elif key == "Escape":
            board.cancel()
        elif key in ("u", "U"):
            self._history(board.match.can_undo, board.match.undo, _("Nothing to undo yet."))
        elif key in ("r", "R"):
            self._history(board.match.can_redo, board.match.redo, _("Nothing to redo."))

    def move(self, arrow: tuple[float, float]) -> None:
        """Move the cursor one place in the arrow's direction (the first press puts it on the first marked place)."""
        board = self.board
        points = {target: board.position(target) for target in board.places()}
        if not points:
            board.status.say(_("There is no place to move to now."))
            return
        marked = board.marked_targets()
        if self.cursor not in points:
            self.cursor = marked[0] if marked else next(iter(points))
        else:
            self.cursor = nearest(points, points[self.cursor], arrow) or self.cursor
        self.draw()
        name = board.place_name(self.cursor)
        if self.cursor in set(marked):
            board.status.say(_("Cursor on {place} (a legal place: Enter plays it).").format(place=name))
        else:
            board.status.say(_("Cursor on {place} (not marked).").format(place=name))

    def draw(self) -> None:
        """Draw the cursor where it is (or nowhere, once its place is gone)."""
        board = self.board
        if self.cursor is not None and self.cursor not in set(board.places()):
            self.cursor = None
        x, y = board.position(self.cursor) if self.cursor is not None else (None, None)
        data = {"x": [x], "y": [y]} if x is not None else {"x": [], "y": []}
        if self.source.data != data:
            self.source.data = data

    def _history(self, allowed: bool, action: Callable[[], None], nothing: str) -> None:
        if allowed:
            action()
        else:
            self.board.status.say(nothing)
