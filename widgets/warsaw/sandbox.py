"""The live Warsaw board (Odbudowa Warszawy), sandbox mode: edit the map freely and watch the score sheet.

Pick a tool, a building type, a style and an owner on the right (or pass `tool`, `kind`, `heat`). With
"Build", click a marked hex; with "Metro / bridge", click the side between two hexes (on the river that
builds a bridge; when the tunnel could run two ways, a second click on a marked river side chooses).
"Historic" builds the building shown on a historic site, "Clear rubble" clears a hex, and "Start stage II"
moves on to Modernizacja. Resting the pointer on a hex says what the chosen building would score there,
now and at the end; the heat-map shows it for every hex. By keyboard (the board kit's cursor), the arrows visit
the 37 hexes, or with "Metro / bridge" every side of the map and of its edge; Enter plays there, and Escape forgets a
segment waiting for its tunnel's river side. `sandbox_app` adds the score sheet, the move log with undo/redo, and
saving. Rules W-* of rules/warsaw.md are the engine's (gamekit.warsaw.Sandbox).
"""

from __future__ import annotations

import html
import math

import ipywidgets as ipw
from bokeh.events import MouseLeave, MouseMove
from bokeh.models import ColumnDataSource, CustomJS

from gamekit.geometry import AXIAL_DIRECTIONS
from gamekit.geometry.hexgrid import cell_at
from gamekit.i18n import N_, _
from gamekit.warsaw import KINDS, MAP, STYLES, ClearRubble, PlaceBridge, PlaceBuilding, PlaceMetro, Sandbox, SetStage
from gamekit.warsaw.words import kind_word, player, style_name
from widgets.app import GameApp
from widgets.board import BoardView
from widgets.palette import seat_style
from widgets.warsaw.picture import (
    EDGE_SIDES,
    INNER_SIDES,
    KIND_LETTERS,
    MapPicture,
    building_words,
    hex_centre,
    hex_name,
    plot_ranges,
    side_middle,
    side_name,
)

TOOLS = {"build": N_("Build"), "historic": N_("Historic"), "metro": N_("Metro / bridge"), "rubble": N_("Clear rubble")}
HEAT = {"off": N_("Heat-map off"), "now": N_("now"), "end": N_("at the end")}
NEAR_SIDE = 0.45  # a click counts for a side when it is this close to the side's middle (hex size 1)
# The page tells the kernel where the pointer is only once it rests (REST_MS) in another hex, or another sixth of a
# hex (so another nearest side): pointer messages sent while it moves would queue in the kernel ahead of a click, and
# delay its answer. The hex is found by cube rounding, as gamekit.geometry.hexgrid.cell_at does; the kernel then works
# out the target itself.
REST_MS = 120
POINTER_JS = """
const x = cb_obj.x, y = cb_obj.y, size = %(size)s, r = -y / (1.5 * size), q = x / (Math.sqrt(3) * size) - r / 2;
let [rq, rr, rs] = [Math.round(q), Math.round(r), Math.round(-q - r)];
const [dq, dr, ds] = [Math.abs(rq - q), Math.abs(rr - r), Math.abs(rs + q + r)];
if (dq > dr && dq > ds) rq = -rr - rs; else if (dr > ds) rr = -rq - rs;
const cx = size * Math.sqrt(3) * (rq + rr / 2), cy = -size * 1.5 * rr;
const key = `${rq},${rr},${(Math.round(Math.atan2(y - cy, x - cx) / (Math.PI / 3)) + 6) %% 6}`;
clearTimeout(pointer.gk_wait);
if (pointer.data.key[0] === key) return;
pointer.gk_wait = setTimeout(() => { pointer.data = {x: [x], y: [y], key: [key]}; }, %(rest)s);
"""
LEAVE_JS = "clearTimeout(pointer.gk_wait); if (pointer.data.key.length) pointer.data = {x: [], y: [], key: []};"


def seat_name(seat: int) -> str:
    """A player and their letter on the map: "Player 1 (A)"."""
    return f"{player(seat)} ({seat_style(seat).letter})"


def move_text(move) -> str:
    """A sandbox move in words, with the players named as on the score sheet (Player 1, not seat 0)."""
    if isinstance(move, PlaceBuilding):
        what = _(MAP.historic_buildings[move.hex].name) if move.historic else building_words(move.kind, move.style)
        return _("{player}: {what} on {hex}").format(player=seat_name(move.owner), what=what, hex=move.hex)
    if isinstance(move, PlaceMetro):
        if move.tunnel:
            return _("{player}: metro between {a} and {b}, the tunnel starting under {c}|{d}").format(
                player=seat_name(move.owner), a=move.a, b=move.b, c=move.tunnel[0], d=move.tunnel[1]
            )
        return _("{player}: metro between {a} and {b}").format(player=seat_name(move.owner), a=move.a, b=move.b)
    if isinstance(move, PlaceBridge):
        return _("{player}: bridge between {a} and {b}").format(player=seat_name(move.owner), a=move.a, b=move.b)
    if isinstance(move, SetStage):
        return _("stage II (Modernizacja) begins")
    return str(move)  # clearing rubble, an urban task


class WarsawBoard(BoardView):
    """The Warsaw map of one sandbox match, with its tool picker, hover outlook and heat-map."""

    move_text = staticmethod(move_text)  # the move log names players as the score sheet does
    x_range, y_range = plot_ranges()
    scale = 44
    highlight_size = 13

    def __init__(self, match, *, tool: str = "build", kind: str = "residential", heat: str = "off", **options):
        self.sandbox = Sandbox.of(match)
        self.tunnel_for: frozenset | None = None  # a metro side waiting for its tunnel's river side
        self._outlook = (None, None, {})  # (state, choice) → sandbox.what_if, worked out once per state
        self._hover_at = None
        toggle = {"style": {"button_width": "auto"}}
        self.tool = ipw.ToggleButtons(options=[(_(v), k) for k, v in TOOLS.items()], value=tool, **toggle).add_class(
            "gk-tool"
        )
        self.kind = ipw.ToggleButtons(
            options=[(f"{KIND_LETTERS[k]} {kind_word(k)}", k) for k in KINDS], value=kind, **toggle
        ).add_class("gk-kind")
        self.style = ipw.ToggleButtons(
            options=[(_("no style"), ""), *((style_name(s), s) for s in STYLES)], value="", **toggle
        ).add_class("gk-style")
        self.owner = ipw.ToggleButtons(
            options=[(seat_name(s), s) for s in range(match.players)], value=0, **toggle
        ).add_class("gk-owner")
        self.heat_choice = ipw.ToggleButtons(
            options=[(_(v), k) for k, v in HEAT.items()], value=heat, **toggle
        ).add_class("gk-heat")
        self.stage_button = ipw.Button(description=_("Start stage II"), tooltip=_("Modernizacja: rule W-FLOW-1"))
        self.hover_text = ipw.HTML(layout=ipw.Layout(height="4.5em", overflow="hidden")).add_class("gk-hover")
        self.tasks = ipw.HTML().add_class("gk-tasks")
        super().__init__(match, **options)
        for picker in (self.tool, self.kind, self.style, self.owner, self.heat_choice):
            picker.observe(self.status.guard(self._picked, N_("choosing a tool")), names="value")
        self.stage_button.on_click(self.status.guard(lambda _click: self.match.play(SetStage(2)), N_("Start stage II")))
        side = [
            ipw.HTML(_("<b>Tool</b>")),
            self.tool,
            ipw.HTML(_("<b>Building type</b>")),
            self.kind,
            ipw.HTML(_("<b>Style</b>")),
            self.style,
            ipw.HTML(_("<b>Owner</b>")),
            self.owner,
            ipw.HTML(_("<b>What a building would score</b>")),
            self.heat_choice,
            self.hover_text,
            self.stage_button,
            self.tasks,
            ipw.HTML(_(LEGEND)),
        ]
        self.lay_out(side, width="390px")

    # --- BoardView hooks --------------------------------------------------------------------------------
    def setup(self, fig):
        self.picture = MapPicture(fig)
        self.pointer = ColumnDataSource({"x": [], "y": [], "key": []})  # set by the page, see POINTER_JS
        args = {"pointer": self.pointer}
        fig.js_on_event(MouseMove, CustomJS(args=args, code=POINTER_JS % {"size": MAP.board.size, "rest": REST_MS}))
        fig.js_on_event(MouseLeave, CustomJS(args=args, code=LEAVE_JS))
        self.pointer.on_change("data", self.status.guard(self._pointer_moved, N_("hovering over the board")))

    def render(self, state):
        self.picture.draw(state.board)
        live = state is self.match.state
        outlook = self.outlook() if live and self.tool.value == "build" else {}
        self.picture.show_heat(
            {}
            if self.heat_choice.value == "off"
            else {h: w.now if self.heat_choice.value == "now" else w.gain for h, w in outlook.items()}
        )
        self.stage_button.disabled = state.stage == 2
        self.stage_button.description = _("Stage II (Modernizacja)") if state.stage == 2 else _("Start stage II")
        self.tasks.value = _("<b>Urban tasks face up</b> (zadania urbanistyczne): ") + (
            "".join(f"<div>• {html.escape(str(task))}</div>" for task in state.tasks) or _("<i>none</i>")
        )
        self.hover_text.value = self.hover_words(self._hover_at) if live else ""  # the outlook there changed

    def target_at(self, x, y):
        hex = cell_at(x, y, MAP.board.size)
        if self.tool.value != "metro":
            return hex if hex in MAP else None
        edges = [frozenset((hex, (hex[0] + dq, hex[1] + dr))) for dq, dr in AXIAL_DIRECTIONS]
        edges = [e for e in edges if any(h in MAP for h in e)]  # a side of the map, or just outside it
        if not edges:
            return None
        nearest = min(edges, key=lambda e: math.dist(side_middle(e), (x, y)))
        return nearest if math.dist(side_middle(nearest), (x, y)) <= NEAR_SIDE * MAP.board.size else None

    def position(self, target):
        return side_middle(target) if isinstance(target, frozenset) else hex_centre(target)

    def legal_targets(self):
        tool, owner = self.tool.value, self.owner.value
        if tool == "build":
            return sorted(self.sandbox.legal_hexes(self.kind.value, owner, self.chosen_style))
        if tool == "historic":
            return [
                site
                for site in sorted(MAP.historic_buildings)
                if self.match.why_illegal(self.sandbox.historic_move(site, owner)) is None
            ]
        if tool == "rubble":
            return sorted(self.match.state.board.rubble)
        if self.tunnel_for is not None:
            return sorted(self.sandbox.tunnel_options(*self.tunnel_for), key=sorted)
        return sorted(self.sandbox.legal_metro_edges(owner), key=sorted)

    def places(self):
        """The 37 hexes, or with the metro tool every side of the map and of its edge (refused there, W-METRO-9)."""
        return INNER_SIDES + EDGE_SIDES if self.tool.value == "metro" else MAP.hexes

    def place_name(self, target):
        return side_name(target) if isinstance(target, frozenset) else hex_name(target, self.match.state.board)

    def cancel(self):
        """Escape: forget a metro segment waiting for its tunnel's river side."""
        self.tunnel_for = None
        self.refresh()

    def click(self, target):
        wants_side = self.tool.value == "metro"
        if isinstance(target, frozenset) != wants_side:
            tool = _(TOOLS[self.tool.value])
            self.status.warn(
                _("With the tool “{tool}”, click the side between two hexes.").format(tool=tool)
                if wants_side
                else _("With the tool “{tool}”, click a hex.").format(tool=tool)
            )
            return
        super().click(target)

    def move_for(self, target):
        tool, owner = self.tool.value, self.owner.value
        if tool == "build":
            return PlaceBuilding(target, self.kind.value, owner, self.chosen_style)
        if tool == "historic":
            return self.sandbox.historic_move(target, owner)
        if tool == "rubble":
            return ClearRubble(target)
        move = self._side_move(target)
        self.tunnel_for = target if move is None else None  # then the next click chooses the tunnel's side
        return move

    def _side_move(self, side):
        """The move a click on `side` makes with the metro tool; None when it lays a segment that reaches the
        river where the tunnel could run under two river sides, so the player must choose one first."""
        owner, pending = self.owner.value, self.tunnel_for
        if pending is not None and side in self.sandbox.tunnel_options(*pending):
            return PlaceMetro(*sorted(pending), owner, tuple(sorted(side)))
        a, b = sorted(side)
        if side in MAP.river_edges:
            return PlaceBridge(a, b, owner)
        move = self.sandbox.metro_move(a, b, owner)
        options = sorted(self.sandbox.tunnel_options(a, b), key=sorted) if a in MAP and b in MAP else []
        if (
            move.tunnel is None
            and len(options) > 1
            and self.match.why_illegal(PlaceMetro(a, b, owner, tuple(sorted(options[0])))) is None
        ):
            return None
        return move

    def hint(self, target):
        if self.tool.value != "build":
            return None
        outlook = self.outlook().get(target)
        return outlook and _("now {now} VP; at the end: total {total} ({gain})").format(
            now=f"{outlook.now:+d}", total=outlook.total, gain=f"{outlook.gain:+d}"
        )

    def describe(self):
        played = len(self.match.history)
        if self.shown_ply is not None:
            return _("Looking back: the map after move {ply} of {played}. Go forward (▶) to edit it.").format(
                ply=self.shown_ply, played=played
            )
        last = (
            _("Move {number}: {move}. ").format(number=played, move=move_text(self.match.history[-1]))
            if played
            else _("A new map. ")
        )
        who = seat_name(self.owner.value)
        if self.tool.value == "build":
            what = building_words(self.kind.value, self.chosen_style)
            return last + _("Click a marked hex to build {what} for {who}.").format(what=what, who=who)
        if self.tool.value == "historic":
            return last + _("Click a marked historic site to build its historic building for {who}.").format(who=who)
        if self.tool.value == "rubble":
            return last + _("Click a hex with rubble (gruz) to clear it.")
        if self.tunnel_for is not None:
            a, b = sorted(self.tunnel_for)
            return last + _(
                "The metro between {a} and {b} reaches the Vistula: click the marked river side the"
                " tunnel starts under, the way it goes to the other bank (rule W-METRO-13)."
            ).format(a=a, b=b)
        return last + _(
            "Click a marked side between two hexes to lay {who}'s metro segment (on the river: a bridge)."
        ).format(who=who)

    # --- the pickers and the outlook ----------------------------------------------------------------------
    @property
    def chosen_style(self) -> str | None:
        return self.style.value or None

    def outlook(self) -> dict:
        """What the chosen building would score on each hex where it may go now (`Sandbox.what_if`)."""
        state, choice = self.match.state, (self.kind.value, self.owner.value, self.chosen_style)
        if self._outlook[0] is not state or self._outlook[1] != choice:
            self._outlook = (state, choice, self.sandbox.what_if(*choice))
        return self._outlook[2]

    def _picked(self, change):
        if change["new"] != change["old"]:
            self.tunnel_for = None
            self.refresh()

    def _pointer_moved(self, _attr, _old, new):
        self._hover(self.target_at(new["x"][0], new["y"][0]) if new["x"] else None)

    def _hover(self, target):
        if target == self._hover_at:
            return
        self._hover_at = target
        self.hover_text.value = self.hover_words(target)

    def hover_words(self, target) -> str:
        """What the side panel says about the hex or side under the pointer (HTML)."""
        wants_side = self.tool.value == "metro"
        if target is None or self.shown_ply is not None or isinstance(target, frozenset) != wants_side:
            return ""  # nothing there, looking back, or a place whose meaning the tool just changed
        if self.tool.value == "build":
            outlook = self.outlook().get(target)
            if outlook is None:
                return f"✗ {html.escape(self.match.why_illegal(self.move_for(target)) or '')}"
            who = seat_name(self.owner.value)
            return _(
                "{building} on {hex}: <b>now {now} VP</b>; at the end, as things stand, {who} would have"
                " <b>{total}</b> ({gain}).<br><small>{why}</small>"
            ).format(
                building=html.escape(building_words(self.kind.value, self.chosen_style)).capitalize(),
                hex=target,
                now=f"{outlook.now:+d}",
                who=who,
                total=outlook.total,
                gain=f"{outlook.gain:+d}",
                why=html.escape(" ".join(outlook.why)),
            )
        move = self._side_move(target) if wants_side else self.move_for(target)
        if move is None:
            return _("This segment reaches the Vistula: click it, then choose the river side the tunnel starts under.")
        reason = self.match.why_illegal(move)
        return f"✗ {html.escape(reason)}" if reason else _("{move}: allowed.").format(move=html.escape(move_text(move)))


LEGEND = N_(
    "<small style='line-height:1.3;display:block'><b>Key.</b> Grey hexes: urban zone (strefa miejska); "
    "dotted cream: suburban (strefa podmiejska). "
    "Blue line: the Vistula (Wisła). ☆: historic site. Black cube: rubble (gruz), one on each hex still to clear. "
    "A building shows its type's letter (I industrial, S service, R residential, P representative, C cultural, "
    "T transport) over its owner's letter and colour; ·SR socialist realism, ·M modernism, ★ a historic "
    "building. Black line with a disc: a metro segment; grey band with a square: a bridge; dashed: the tunnel."
    "</small>"
)


def sandbox_app(
    sandbox: Sandbox | None = None, *, players: int = 4, stage: int = 1, seed: int = 0, **board_options
) -> GameApp:
    """A Warsaw board with its score sheet, move log (undo/redo) and save box, for `sandbox` or a new one
    (`seed` draws the 3-player game's neutral buildings). `tool` ("build", "historic", "metro", "rubble"),
    `kind` and `heat` ("off", "now", "end") set the pickers."""
    sandbox = sandbox or Sandbox(players=players, stage=stage, seed=seed)
    return GameApp(sandbox.match, WarsawBoard, loader=lambda text: Sandbox.load(text).match, **board_options)
