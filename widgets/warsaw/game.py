"""The live board of the full Warsaw game (Odbudowa Warszawy, advanced variant) for 3-5 players, hot seat.

The map (drawn by widgets.warsaw.picture, with each foundation's engineer) and the action board (plansza
czynności) share one canvas. In planning, click an action field to delegate an engineer there (for the
clearing field, then click 1 or 2 rubble hexes, or a button to clear fewer), or pick a card of your hand and
click a marked hex to lay its foundation. A field may always be taken; hovering it tells what the limit of 3
would swallow (W-DELEG-1, W-LIMIT-1), and a draw above 3 cards is followed by the player's discards, chosen
with buttons (W-GAP-11). In realisation, choose a tool on the right (what to build and how to pay), then click one
of your foundations to build it, or the side between two hexes to lay metro or a bridge (when the metro
reaches the river, a second click chooses the tunnel's river side). Buttons play Pass, End realisation,
the card functions, the discards and the norm choice; the side panel is widgets.warsaw.game_panel. A hand and a norm
are the board kit's secret (`secret = "hand"`): they show only for `viewer`, the seat on turn after it presses the
kit's "show my hand" toggle, and hide again on any change of seat, undo, redo or look back (W-NORM-6, W-GAP-35); a
hover text never counts a norm the table may not see. By keyboard (the board kit's cursor), the arrows visit the
action fields and the 37 hexes, or in realisation with a metro or bridge tool the sides between two hexes; Enter
plays there, and Escape forgets a clearing field waiting for its hexes or a segment waiting for its tunnel.
`game_app(players, seed)` adds the score sheet, the move log with undo/redo and saves. Rules W-* of rules/warsaw.md
are the engine's (gamekit.warsaw).
"""

from __future__ import annotations

import math

from gamekit import warsaw
from gamekit.geometry import AXIAL_DIRECTIONS
from gamekit.geometry.hexgrid import cell_at
from gamekit.i18n import N_, _, ngettext
from gamekit.warsaw import CARDS, MAP, Bridge, Build, Delegate, Foundation, Metro
from gamekit.warsaw.game_moves import BRIDGE_PAYMENTS, BUILD_PAYMENTS, METRO_PAYMENTS
from gamekit.warsaw.state import LIMIT
from gamekit.warsaw.words import player, trigger_word
from widgets.app import GameApp
from widgets.board import BoardView
from widgets.ui import StatusLine
from widgets.warsaw.game_panel import TOOLS, GamePanel
from widgets.warsaw.game_picture import BOARD_TOP, MAP_X, Y_RANGE, GamePicture, field_at, field_centre
from widgets.warsaw.game_text import field_sentence, limit_words
from widgets.warsaw.picture import INNER_SIDES, hex_centre, hex_name, side_middle, side_name

NEAR_SIDE = 0.45  # in realisation a click this close to a side's middle means the side (hex size 1)
PRICES = {"build": BUILD_PAYMENTS, "metro": METRO_PAYMENTS, "bridge": BRIDGE_PAYMENTS}
# the sheet's rows scored when a piece is built (W-SCORE-2, W-SCORE-3)
DURING_PLAY = ("buildings", "industrial", "metro", "bridges", "urban_tasks")


def tool_of(move) -> str | None:
    """The realisation tool that makes `move` ("build concrete", "metro fund", ...), or None."""
    return f"{type(move).__name__.lower()} {move.payment}" if isinstance(move, (Build, Metro, Bridge)) else None


class WarsawGameBoard(BoardView):
    """The map and action board of one full-game match, with the hand, payments and buttons on the right."""

    x_range, y_range = MAP_X, Y_RANGE
    scale = 44
    highlight_size = 13
    secret = "hand"  # and the norm: shown only for `viewer` (the kit's secret gate)

    def __init__(self, match, *, status: StatusLine | None = None):
        self.clearing: str | None = None  # a clearing field waiting for its rubble hexes
        self.to_clear: tuple = ()
        self.tunnel_for: frozenset | None = None  # a metro side waiting for the river side of its tunnel
        status = status or StatusLine()
        self.panel = GamePanel(status, self.play)
        super().__init__(match, status=status)
        panel, guard = self.panel, status.guard
        for picker in (panel.tool, panel.card_picker):
            picker.observe(guard(self._picked, N_("choosing")), names="value")
        panel.hold(self.secret_button)
        panel.clear_button.on_click(
            guard(lambda _click: self.play(Delegate(self.clearing, self.to_clear)), N_("clearing"))
        )
        self.lay_out([panel.widget], width="460px")

    # --- BoardView hooks --------------------------------------------------------------------------------
    def setup(self, fig):
        self.picture = GamePicture(fig)

    def render(self, state):
        self.picture.draw(state)

    def refresh(self):
        super().refresh()  # the canvas and the status line first: they answer the click
        self.status.follow(self._refresh_side, N_("updating the side panel"))  # then the side panel

    def _refresh_side(self):
        live = self.shown_ply is None
        self.panel.show(
            self.shown_state(),
            live=live,
            viewer=self.viewer if self.hand_shown else None,
            moves=self.legal_moves() if live else [],
            clearing=None if self.clearing is None else (self.clearing, len(self.to_clear)),
        )

    def target_at(self, x, y):
        if y < BOARD_TOP:
            return field_at(self.match.state.action_board, x, y)
        hex = cell_at(x, y, MAP.board.size)
        if not self.wants_side:
            return hex if hex in MAP else None
        sides = [frozenset((hex, (hex[0] + dq, hex[1] + dr))) for dq, dr in AXIAL_DIRECTIONS]
        near = min(
            (s for s in sides if all(h in MAP for h in s)),
            key=lambda s: math.dist(side_middle(s), (x, y)),
            default=None,
        )
        return near if near is not None and math.dist(side_middle(near), (x, y)) <= NEAR_SIDE * MAP.board.size else None

    def position(self, target):
        if isinstance(target, str):
            index = [f.id for f in self.match.state.action_board].index(target)
            return field_centre(index)
        return side_middle(target) if isinstance(target, frozenset) else hex_centre(target)

    def move_places(self, move):
        """The field and hexes of a delegation (while its field is on the board), a foundation's or building's hex,
        or the side of a metro segment or bridge."""
        if isinstance(move, Delegate):
            fields = {f.id for f in self.match.state.action_board}
            return ((move.field,) if move.field in fields else ()) + move.hexes
        if isinstance(move, (Foundation, Build)):
            return (move.hex,)
        return (frozenset((move.a, move.b)),) if isinstance(move, (Metro, Bridge)) else ()

    def legal_targets(self):
        moves = self.legal_moves()
        if self.tunnel_for is not None:
            return sorted(
                {
                    frozenset(m.tunnel)
                    for m in moves
                    if isinstance(m, Metro) and frozenset((m.a, m.b)) == self.tunnel_for and m.tunnel
                },
                key=sorted,
            )
        if self.clearing is not None:
            hexes = {h for m in moves if isinstance(m, Delegate) and m.field == self.clearing for h in m.hexes}
            return sorted(hexes) + ([self.clearing] if self.to_clear else [])
        targets = []
        for move in moves:
            if isinstance(move, Delegate):
                targets.append(move.field)
            elif isinstance(move, Foundation) and move.card == self.card and self.hand_shown:
                targets.append(move.hex)
            elif tool_of(move) == self.tool.value:
                targets.append(move.hex if isinstance(move, Build) else frozenset((move.a, move.b)))
        return list(dict.fromkeys(targets))

    def places(self):
        """The action fields, and the 37 hexes, or in realisation with a metro or bridge tool the sides between two
        hexes (where the clicks go)."""
        fields = [f.id for f in self.match.state.action_board]
        return fields + list(INNER_SIDES if self.wants_side or self.tunnel_for is not None else MAP.hexes)

    def place_name(self, target):
        if isinstance(target, str):
            field = next(f for f in self.match.state.action_board if f.id == target)
            return field_sentence(field).rstrip(".")
        return side_name(target) if isinstance(target, frozenset) else hex_name(target, self.match.state.board)

    def cancel(self):
        """Escape: forget a clearing field waiting for its hexes, or a metro segment waiting for its tunnel."""
        self._forget()
        self.refresh()

    def click(self, target):
        live = self.shown_ply is None and not self.match.is_over
        if (
            live
            and target is not None
            and not isinstance(target, str)
            and self.match.state.phase == "realisation"
            and isinstance(target, frozenset) != self.wants_side
        ):
            tool = _(TOOLS[self.tool.value])
            self.status.warn(
                _("With “{tool}” chosen, click the side between two hexes.").format(tool=tool)
                if self.wants_side
                else _("With “{tool}” chosen, click a hex.").format(tool=tool)
            )
            return
        if (
            live
            and isinstance(target, tuple)
            and self.match.state.phase == "planning"
            and self.clearing is None
            and not self.hand_shown
        ):
            who = player(self.match.current_player)
            self.status.say(
                _("{who}: press “show my hand” first, so that only you see your cards, then pick a card.").format(
                    who=who
                )
            )
            return
        super().click(target)

    def move_for(self, target):
        state = self.match.state
        if isinstance(target, str):
            return self._field_move(target)
        if isinstance(target, frozenset):
            return self._side_move(target)
        if self.clearing is not None and target in state.board.rubble:
            self.to_clear = tuple(sorted(set(self.to_clear) ^ {target}))
            field = next(f for f in state.action_board if f.id == self.clearing)
            return Delegate(self.clearing, self.to_clear) if len(self.to_clear) == field.amount else None
        self._forget()
        if state.phase == "realisation":
            return Build(target, self.payment)
        return Foundation(self.card, target)

    def _field_move(self, field_id):
        field = next((f for f in self.match.state.action_board if f.id == field_id), None)
        if self.clearing == field_id and self.to_clear:
            return Delegate(field_id, self.to_clear)
        self._forget()
        if (
            field is not None
            and field.action == "clear"
            and any(isinstance(m, Delegate) and m.field == field_id and m.hexes for m in self.legal_moves())
        ):
            self.clearing = field_id  # then the player clicks the rubble hexes to clear, or a button for fewer
            return None
        return Delegate(field_id)

    def _side_move(self, side):
        """The move a click on `side` makes with the chosen tool, a bridge or metro; None when the segment reaches
        the river where the tunnel could run under two river sides, so the next click chooses one."""
        pending, a, b = self.tunnel_for, *sorted(side)
        self._forget()
        if pending is not None:
            return Metro(*sorted(pending), self.payment, tuple(sorted(side)))
        if self.tool.value.startswith("bridge"):
            return Bridge(a, b, self.payment)
        tunnels = sorted(
            {
                m.tunnel
                for m in self.legal_moves()
                if isinstance(m, Metro) and (m.a, m.b) == (a, b) and m.payment == self.payment and m.tunnel
            }
        )
        if len(tunnels) > 1:
            self.tunnel_for = side
            return None
        return Metro(a, b, self.payment, tunnels[0] if tunnels else None)

    def hint(self, target):
        state = self.match.state
        if isinstance(target, str):
            field = next(f for f in state.action_board if f.id == target)
            return " ".join(filter(None, (field_sentence(field), limit_words(state, field))))
        if not isinstance(target, tuple) or self.clearing is not None:
            return None
        if state.phase == "planning":
            return _("lay the foundation of {name} here").format(name=_(CARDS[self.card].name))
        move = Build(target, self.payment)
        if move not in self.legal_moves():
            return None
        # the sheet as the viewer may see it: a norm counts only for its own seat, after it asked (W-NORM-6)
        rules, me, viewer = self.match.rules, state.current, self.viewer if self.hand_shown else None
        before, after = (
            rules.score(state, viewer, reveal=False),
            rules.score(rules.apply(state, move), viewer, reveal=False),
        )
        now = sum(after.rows(me)[c] - before.rows(me)[c] for c in DURING_PLAY)
        return _("build here: {now} VP now; {total} on the sheet as things stand").format(
            now=f"{now:+d}", total=f"{after.total(me) - before.total(me):+d}"
        )

    def describe(self):
        text = super().describe()
        state = self.match.state
        if self.shown_ply is not None or self.match.is_over:
            return text
        who = player(state.current)
        if state.discarding is not None:  # the hand-over (super) says to press “show my hand” when it is hidden
            over = len(state.seats[state.current].hand) - LIMIT
            if self.hand_shown:
                return text + ngettext(
                    " {who} holds more than {limit} project cards (W-LIMIT-1): press the button of the card to"
                    " discard (W-GAP-11).",
                    " {who} holds more than {limit} project cards (W-LIMIT-1): press the button of each of the"
                    " {over} cards to discard (W-GAP-11).",
                    over,
                ).format(who=who, limit=LIMIT, over=over)
            return text + ngettext(
                " {who} holds more than {limit} project cards (W-LIMIT-1): once your hand is shown, press the"
                " button of the card to discard (W-GAP-11).",
                " {who} holds more than {limit} project cards (W-LIMIT-1): once your hand is shown, press the"
                " button of each of the {over} cards to discard (W-GAP-11).",
                over,
            ).format(who=who, limit=LIMIT, over=over)
        if state.window:
            return text + _(" {who} may answer the last {action} with a function, or press “Do not answer”.").format(
                who=who, action=trigger_word(state.trigger)
            )
        if state.phase == "norms":
            return text + _(" {who}: keep one of your two norms with its button (W-SETUP-11).").format(who=who)
        if self.tunnel_for is not None:
            return text + _(
                " The metro reaches the Vistula: click the marked river side the tunnel runs under (W-METRO-13)."
            )
        if self.clearing is not None:
            return text + _(
                " Click 1 or 2 marked rubble hexes to clear with field {field}, or take it with"
                " the button on the right (chosen: {chosen})."
            ).format(field=self.clearing, chosen=", ".join(map(str, self.to_clear)) or _("none"))
        if state.phase == "planning":
            return text + _(
                " Click an action field, or pick a card and click a marked hex for its foundation, or Pass."
            )
        tool = _(TOOLS[self.tool.value])
        if self.wants_side:
            return text + _(
                " With “{tool}” chosen, click a marked side between two hexes; choose another tool on the right,"
                " or End realisation."
            ).format(tool=tool)
        return text + _(
            " With “{tool}” chosen, click a marked foundation of yours; choose another tool on the right,"
            " or End realisation."
        ).format(tool=tool)

    # --- playing from the buttons and pickers -------------------------------------------------------------
    @property
    def wants_side(self) -> bool:
        """Whether a click on the map means a side (metro, bridge, a tunnel's river side) rather than a hex."""
        return self.match.state.phase == "realisation" and not self.tool.value.startswith("build")

    @property
    def tool(self):
        return self.panel.tool

    @property
    def card(self) -> int | None:
        return self.panel.card

    @property
    def payment(self) -> str:
        return self.tool.value.split()[1]

    @property
    def hand_shown(self) -> bool:
        """Whether the hand and norm of the player to play are shown (the kit's `viewer`, in the present)."""
        return self.shown_ply is None and not self.match.is_over and self.viewer == self.match.current_player

    def _forget(self):
        self.clearing, self.to_clear, self.tunnel_for = None, (), None

    def _picked(self, change):
        if change["new"] != change["old"] and not self.panel.quiet:
            self.panel.card = self.panel.card_picker.value
            self._forget()
            self.refresh()

    def _changed(self, match):
        self._forget()
        seat, action = match.state.seats[match.current_player], self.tool.value.split()[0]
        affordable = [
            f"{action} {p}" for p, cost in PRICES[action].items() if seat.has(cost) and (p != "free" or seat.free_metro)
        ]
        if affordable and self.tool.value not in affordable:  # the same tool, paid as the player can
            self.panel.set_quietly(self.tool, value=affordable[0])
        super()._changed(match)


def game_app(players: int = 4, seed: int = 0) -> GameApp:
    """A whole game for the table: the board, the score sheet, the move log with undo/redo and saves."""
    return GameApp(warsaw.new_game(players=players, seed=seed), WarsawGameBoard)
