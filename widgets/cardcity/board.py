"""The live board of the 18-card city: the city, your hand, the next card, the goals and the target.

Click a cell to lay the selected card with its top-left block there; "Turn 180°" turns it first. "Turn 90°"
stands it upright, which the building code forbids (C-PLACE-4): a click then shows the refusal. Resting the
pointer on a cell shows where the card would land and what the score would become. In a game for several
players (hot seat) the hand is the board kit's secret (`secret = "hand"`, C-TALK-1): the hand, the ghost card and
the hover score show only for `viewer`, the seat on turn after it presses the kit's "show my hand" toggle, and hide
again on any change of seat, undo, redo or look back. A solo game has nothing to hide: its hand is always shown.
The pictures (blocks, roads, card faces, `CityPicture`) are in `widgets.cardcity.picture`.
"""

from __future__ import annotations

import html
import math

import ipywidgets as ipw
from bokeh.events import DoubleTap, MouseLeave, MouseMove, Tap
from bokeh.models import ColumnDataSource, CustomJS

from gamekit.cardcity import GOALS, PlayCard
from gamekit.cardcity.city import kind_name
from gamekit.i18n import N_, _, ngettext
from widgets.board import BoardView, assign
from widgets.cardcity.picture import (
    GRID_COLOUR,
    ScoreStyles,
    card_face,
    centre,
    city_columns,
    draw_city,
    grid_columns,
    shape_columns,
)
from widgets.cardcity.picture import KIND_STYLES as KIND_STYLES  # the blocks' look, for the score panel's tests
from widgets.palette import OKABE_ITO, seat_style

WINDOW_CELLS = 17  # the board shows at least 17 x 17 cells
# The ghost of the selected card follows the pointer in the page alone: its source is not synced back
# (`syncable=False`), and the kernel hears of the hovered cell (`pointer`) only once the pointer has rested there
# REST_MS, so a pointer that moves in and clicks sends the kernel nothing ahead of the click. `gkHover` keeps, per
# board, the hovered cell and the timer that will tell it; a tap starts the wait again (the score is asked for after
# the tap), and a new `shape` (another card, turned, or none while the hand is hidden) redraws the ghost in place.
REST_MS = 150
DRAW_GHOST = """
ghost.data = at && shape.data.dx.length
  ? {x: shape.data.dx.map(d => at.x + d + 0.5), y: shape.data.dy.map(d => -(at.y + d) - 0.5), fill: shape.data.fill,
     letter: shape.data.letter}
  : {x: [], y: [], fill: [], letter: []};
"""
GHOST_JS = (
    """
const x = Math.floor(cb_obj.x), y = Math.floor(-cb_obj.y), hover = (window.gkHover ??= {}), last = hover[pointer.id];
if (last && last.x === x && last.y === y) return;  // the same cell: nothing to redraw or send
if (last) clearTimeout(last.timer);
const tell = () => { pointer.data = {x: [x], y: [y]}; };
const at = hover[pointer.id] = {x, y, tell, timer: setTimeout(tell, rest)};
"""
    + DRAW_GHOST
)
CLEAR_GHOST_JS = (
    """
const hover = (window.gkHover ??= {}), last = hover[pointer.id], at = null;
if (last) clearTimeout(last.timer);
delete hover[pointer.id];
if (pointer.data.x.length) pointer.data = {x: [], y: []};
"""
    + DRAW_GHOST
)
RESHAPE_JS = "const at = (window.gkHover ??= {})[pointer.id];" + DRAW_GHOST
TAPPED_JS = """
const last = (window.gkHover ??= {})[pointer.id];
if (last) { clearTimeout(last.timer); last.timer = setTimeout(last.tell, rest); }
"""


class CardCityBoard(BoardView):
    """The card city on a fixed window of cells; the side panel holds the hand, next card, goals and target."""

    score_styles = ScoreStyles()  # the score chart's bars for the four kinds look like the blocks
    x_range = (-7.0, 10.0)  # WINDOW_CELLS wide, the starting card near the middle
    y_range = (-9.0, 8.0)
    scale = 26
    highlight_size = 7
    secret = "hand"  # shown only for `viewer` (the kit's secret gate)

    def __init__(self, match, **options):
        if match.players == 1:
            self.secret = None  # solo: nobody to hide the hand from, so no "show my hand" (C-SOLO-1)
        self.selected: int | None = None  # a card of the shown hand (None while it is hidden)
        self.turned = False
        self.portrait = False  # turned by 90°: a try the building code refuses (C-PLACE-4)
        self._hover_cell = None
        self._places: list | None = None  # the cells of the window shown, worked out when it changes
        self.hand_picker = ipw.ToggleButtons(style={"button_width": "5.5em"}).add_class("gk-hand")
        self.turn_button = ipw.ToggleButton(
            description=_("Turn 180°"),
            icon="rotate-right",
            tooltip=_("Lay the selected card turned by 180° (C-PLACE-4)"),
        )
        self.upright_button = ipw.ToggleButton(
            description=_("Turn 90°"),
            icon="share",
            tooltip=_(
                "Stand the selected card upright (portrait): cards lie only in landscape, so the board will refuse it"
                " (C-PLACE-4)"
            ),
        ).add_class("gk-turn-90")
        self.hand_faces = ipw.HTML().add_class("gk-hand-faces")
        self.next_card = ipw.HTML()
        self.goals = ipw.HTML().add_class("gk-goals")
        self.target_bar = ipw.HTML().add_class("gk-target")
        # a fixed height: the hover text comes and goes as the pointer moves, and must never shift the page
        self.hover_text = ipw.HTML(layout=ipw.Layout(height="5.5em", overflow="hidden")).add_class("gk-hover")
        super().__init__(match, **options)  # draws the board and the side panel once (see render)
        self.hand_picker.observe(self.status.guard(self._picked, _("choosing a card")), names="value")
        self.turn_button.observe(self.status.guard(self._turned, _("turning the card")), names="value")
        self.upright_button.observe(self.status.guard(self._stood_up, _("turning the card by 90°")), names="value")
        self.lay_out(
            [
                ipw.HTML("<b>{}</b>".format(_("Your hand"))),
                self.secret_button,
                self.hand_faces,
                self.hand_picker,
                ipw.HBox([self.turn_button, self.upright_button]),
                self.hover_text,
                ipw.HTML("<b>{}</b>".format(_("Next card on the pile"))),
                self.next_card,
                self.target_bar,
                self.goals,
            ],
            width="300px",
        )

    # --- BoardView hooks --------------------------------------------------------------------------------
    def setup(self, fig):
        # Faint cell lines, so a learner sees the cells a card can cover: one static glyph, redrawn only when the
        # window moves (a bokeh Grid costs the page more at every repaint).
        self.grid = ColumnDataSource(grid_columns(self.x_range, self.y_range))
        fig.multi_line("xs", "ys", source=self.grid, line_color=GRID_COLOUR, line_width=1)
        self.blocks, self.lines = draw_city(fig, numbers=False)  # a thin line shows where two cards meet
        # The ghost of the selected card follows the pointer in the page itself (no trip to the kernel):
        # `shape` holds its four blocks relative to the hovered cell, and Python only updates it when the
        # selected card or its turn changes. The page tells the kernel the hovered cell (through `pointer`) only
        # once the pointer rests on a new cell (GHOST_JS), never on every pointer move: move events would queue
        # ahead of a click. The kernel then writes the score the move would make.
        self.shape = ColumnDataSource({"dx": [], "dy": [], "fill": [], "letter": []})
        self.ghost = ColumnDataSource({"x": [], "y": [], "fill": [], "letter": []}, syncable=False)  # overlay level
        fig.rect(
            "x",
            "y",
            width=0.9,
            height=0.9,
            source=self.ghost,
            fill_color="fill",
            fill_alpha=0.55,
            line_color="#000000",
            line_width=2,
            level="overlay",
        )
        fig.text(
            "x",
            "y",
            text="letter",
            source=self.ghost,
            text_font_size="12px",
            text_font_style="bold",
            text_align="center",
            text_baseline="middle",
            level="overlay",
        )
        self.pointer = ColumnDataSource({"x": [], "y": []})
        args = {"ghost": self.ghost, "shape": self.shape, "pointer": self.pointer, "rest": REST_MS}
        fig.js_on_event(MouseMove, CustomJS(args=args, code=GHOST_JS))
        fig.js_on_event(MouseLeave, CustomJS(args=args, code=CLEAR_GHOST_JS))
        for event in (Tap, DoubleTap):
            fig.js_on_event(event, CustomJS(args={"pointer": self.pointer, "rest": REST_MS}, code=TAPPED_JS))
        self.shape.js_on_change("data", CustomJS(args=args, code=RESHAPE_JS))
        self.pointer.on_change("data", self.status.guard(self._pointer_moved, _("hovering over the board")))

    def render(self, state):
        blocks, lines = city_columns(state.cells)
        self._fit_window(state)
        assign(self.blocks, blocks)
        assign(self.lines, lines)
        hand = self._hand(state)
        if self.selected not in hand:
            self.selected = hand[0] if hand else None
        self._update_shape()

    def refresh(self):
        super().refresh()  # the canvas and the status line first: they answer the click
        self.status.follow(self._refresh_side, N_("updating the hand and goals"))  # then the side panel

    def _refresh_side(self):
        self._update_side(self.shown_state())
        self._update_hover()  # a change of seat or of the shown hand takes the old hover text away

    def _fit_window(self, state):
        """Keep every cell a card could cover on screen: recentre, and zoom out when the city outgrows the window."""
        xs = [x for x, _ in state.anchors]
        ys = [y for _, y in state.anchors]
        left, right, top, bottom = min(xs) - 1, max(xs) + 3, min(ys) - 1, max(ys) + 3  # cells, y downward
        (x0, x1), (y0, y1) = self.x_range, self.y_range
        if x0 <= left and right <= x1 and -y1 <= top and bottom <= -y0:
            return
        size = max(WINDOW_CELLS, right - left, bottom - top)
        wx = math.floor((left + right - size) / 2)
        wy = math.floor((top + bottom - size) / 2)
        self.show_window((float(wx), float(wx + size)), (float(-(wy + size)), float(-wy)))
        assign(self.grid, grid_columns(self.x_range, self.y_range))
        self._places = None

    def target_at(self, x, y):
        cell = (math.floor(x), math.floor(-y))
        return cell if self.x_range[0] <= x < self.x_range[1] and self.y_range[0] <= y < self.y_range[1] else None

    def position(self, cell):
        return centre(cell)

    def places(self):
        """Every cell of the window shown (the keyboard cursor visits them all, legal or not)."""
        if self._places is None:
            (x0, x1), (y0, y1) = self.x_range, self.y_range
            xs = range(math.ceil(x0), math.floor(x1))
            ys = range(math.ceil(-y1), math.floor(-y0))
            self._places = [(x, y) for y in ys for x in xs]
        return self._places

    def move_places(self, move):
        return ((move.x, move.y),)  # the card's top-left block, where a click lays it

    def place_name(self, cell):
        block = self.match.state.cells.get(cell) if self.shown_ply is None else None
        if block is None:
            return _("cell ({x}, {y}), empty").format(x=cell[0], y=cell[1])
        return _("cell ({x}, {y}), a {kind} block of card {card}").format(
            x=cell[0], y=cell[1], kind=kind_name(block.kind), card=block.card
        )

    def cancel(self):
        """Escape: the card in hand as dealt again: the first of the hand, neither turned nor upright."""
        hand = self._hand(self.match.state)
        self.selected = hand[0] if hand else None
        self.turn_button.value = self.upright_button.value = False  # their observers redraw when they change
        self.refresh()

    def legal_targets(self):
        if self.selected is None or self.portrait:  # no card shown, or upright: a card fits nowhere
            return []
        return sorted(self.match.state.anchors)

    def click(self, cell):
        if self.hand_seat is None and self.shown_ply is None and not self.match.is_over:
            who = seat_style(self.match.current_player).name
            self.status.warn(
                _("{who}: press “show my hand” first, so that only you see your cards (C-TALK-1).").format(who=who)
            )
            return
        super().click(cell)

    def move_for(self, cell):
        if self.selected is None:
            return None
        return PlayCard(self.selected, cell[0], cell[1], self.turned, self.portrait)

    def describe(self):
        text = super().describe()
        if self.selected is not None:  # a card of the hand shown now
            if self.portrait:
                text += " " + _(
                    "Card {card} is turned by 90°, upright: cards lie only in landscape (rule C-PLACE-4)."
                    " Press “Turn 90°” again to lay it."
                ).format(card=self.selected)
            else:
                text += " " + _("Click a marked cell to lay card {card} with its top-left block there.").format(
                    card=self.selected
                )
        return text

    # --- the side panel -----------------------------------------------------------------------------------
    @property
    def hand_seat(self) -> int | None:
        """The seat whose hand is drawn: the kit's `viewer` (the seat on turn, after it asked), or in a solo game
        the only seat; no one's while looking back or once the game is over."""
        if self.shown_ply is not None or self.match.is_over:
            return None
        return self.match.current_player if self.secret is None else self.viewer

    def _hand(self, state):
        """The cards of the hand shown now (none while it is hidden)."""
        return () if self.hand_seat is None else state.hands[self.hand_seat]

    def _update_side(self, state):
        visible = self._hand(state)
        who = seat_style(state.active)
        held = len(state.hands[state.active]) if self.shown_ply is None and not self.match.is_over else 0
        self.hand_faces.value = "".join(
            card_face(n, self.turned and n == self.selected, self.portrait and n == self.selected) for n in visible
        ) or (f"<i>{hidden_hand(who.name, held)}</i>" if held else "")
        options = tuple((card_label(n), n) for n in visible)
        if tuple(self.hand_picker.options) != options:
            self.hand_picker.options = options
        self.hand_picker.value = self.selected if visible else None
        self.hand_picker.layout.display = "" if visible else "none"
        self.next_card.value = (
            card_face(state.pile[0])
            + " <small>{}</small>".format(_("{count} in the pile").format(count=len(state.pile)))
            if state.pile
            else "<i>{}</i>".format(_("The pile is empty: play out your hands (C-TURN-4)."))
        )
        score = self.match.rules.score(state, self.viewer)  # no row depends on a hand: the same for every seat
        self.target_bar.value = target_bar(score.total(0), score.target)
        rows = score.rows(0)
        self.goals.value = "<b>{}</b>".format(_("Goal cards")) + "".join(
            f"<div style='margin:3px 0'><b>#{n} {html.escape(GOALS[n].name)}</b>: {html.escape(GOALS[n].text)}"
            " <b>{}</b></div>".format(_("now {points}").format(points=f"{rows[GOALS[n].name]:+d}"))
            for n in state.goals
        )

    def _picked(self, change):
        if change["new"] is not None and change["new"] != self.selected:
            self.selected = change["new"]
            self.refresh()

    def _turned(self, change):
        self.turned = bool(change["new"])
        self.refresh()

    def _stood_up(self, change):
        self.portrait = bool(change["new"])
        self.refresh()

    # --- hover: the ghost card and the score it would make -------------------------------------------------
    def _pointer_moved(self, _attr, _old, new):
        cell = (int(new["x"][0]), int(new["y"][0])) if new["x"] else None
        if cell != self._hover_cell:  # the page reports each cell once, but bokeh echoes a change
            self._hover_cell = cell
            self._update_hover()

    def _update_hover(self):
        """The score the selected card would make on the hovered cell: only with a hand shown, and as its seat
        (the viewer) may see the sheet."""
        cell = self._hover_cell
        move = self.move_for(cell) if cell is not None and self.hand_seat is not None else None
        if move is None:
            text = ""
        elif reason := self.match.why_illegal(move):
            text = f"✗ {html.escape(reason)}"
        else:
            rules, state, seat = self.match.rules, self.match.state, self.viewer
            now = rules.score(state, seat, reveal=False).total(0)
            then = rules.score(rules.apply(state, move), seat, reveal=False).total(0)
            points = ngettext("{n} points", "{n} points", abs(then)).format(n=then)  # the English is always plural
            text = _("Card {card} here: <b>{points}</b> ({change})").format(
                card=move.card, points=points, change=f"{then - now:+d}"
            )
        if self.hover_text.value != text:
            self.hover_text.value = text

    def _update_shape(self):
        """The selected card's blocks, relative to its top-left cell (none while no card of a hand is shown): the page
        draws the ghost that follows the pointer from them (RESHAPE_JS)."""
        assign(self.shape, shape_columns(self.selected, self.turned, self.portrait))


def card_label(number: int) -> str:
    """A card's name on the hand's buttons ("card 5")."""
    return _("card {number}").format(number=number)


def hidden_hand(who: str, held: int) -> str:
    """What the panel says while the hand of the seat on turn is hidden."""
    return ngettext(  # the English says "card(s)" for any number; Polish has its three forms
        "{who} holds {n} card(s), hidden until they press the button.",
        "{who} holds {n} card(s), hidden until they press the button.",
        held,
    ).format(who=who, n=held)


def target_bar(total: int, target: int | None) -> str:
    """The team's score against the target, as a bar with the numbers written on it."""
    if target is None:
        return "<b>{}</b>".format(_("Score: {total}").format(total=total))
    share = max(0.0, min(1.0, total / target)) if target > 0 else 1.0
    verdict = _("target reached ✓") if total >= target else _("{count} to go").format(count=target - total)
    score = _("Score {total} of {target}").format(total=total, target=target)
    return (
        f"<div style='margin:6px 0'><b>{score}</b> ({verdict})"
        f"<div style='border:1px solid #000;height:12px;width:100%;background:#fff'>"
        f"<div style='height:100%;width:{100 * share:.0f}%;background:{OKABE_ITO['blue']}'></div></div></div>"
    )
