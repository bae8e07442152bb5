"""The live Metromania board: the triangular city (drawn by widgets.metromania.picture) and a side panel to pick the
line to dig, choose a location marker or the bonus station when the rules ask, and read each seat's lines, points
and markers. MM-MOVE-1, MM-MOVE-2, MM-MOVE-3, MM-MOVE-4, MM-LINE-1, MM-LINE-2, MM-LINE-3, MM-LINE-4, MM-LINE-5,
MM-LOC-1, MM-STN-5, MM-END-4, MM-VAR-1, MM-TEST-1, MM-TEST-2, MM-TEST-3.

Click a marked white arrow to start the picked line (solid or dashed, MM-LINE-1), a marked edge to dig the
picked line's next tunnel along it (one click a tunnel, 3 a move, MM-LINE-5), a marked vertex to build a
station on a closed section (MM-STN-5) or take the bonus station (MM-END-4). When an edge can be dug in
several ways (beside a spot: with or without a location marker, and which letter, MM-LOC-1), buttons offer
each way. In Unfair Municipality (MM-VAR-1) the letters in hand are the board kit's secret (`secret = "markers"`):
they show only for `viewer`, the player on turn after it presses "show my markers", and hide again on any change of
seat, undo, redo, look back or load (hot seat). Once the game is over, every letter shows, and the fastest routes of
the picked test trip are drawn (`pick_trip`).

    GameApp(metromania.new_game(players=2, seed=7), MetromaniaBoard)
"""

from __future__ import annotations

import dataclasses
import html
import math

import ipywidgets as ipw

from gamekit.geometry import vertex_at
from gamekit.i18n import N_, _, ngettext, pgettext
from gamekit.metromania import STATIONS, StartLine, Station, Tunnels, trips
from gamekit.metromania.moves import tunnels_text
from gamekit.metromania.words import arrow_word, kind_word, line_phrase
from widgets.board import BoardView, assign
from widgets.metromania.picture import X_RANGE, Y_RANGE, CityDrawing
from widgets.palette import SEATS, badge

REACH = 0.4  # a tap farther than this from every vertex and edge middle hits nothing


def _middle(city, edge) -> tuple[float, float]:
    (x0, y0), (x1, y1) = (city.pos(v) for v in sorted(edge))
    return (x0 + x1) / 2, (y0 + y1) / 2


class MetromaniaBoard(BoardView):
    """The city on a fixed window. Targets are vertices (i, j) (arrows and stations) and edges
    frozenset({a, b}) (tunnels). The side panel holds the line picker, the choice buttons, "No bonus
    station", the kit's "show my markers" (Unfair Municipality only), the trip picker (game over) and each
    seat's lines, points and markers."""

    x_range, y_range = X_RANGE, Y_RANGE
    # players are numbered, not lettered, everywhere (sheet, log, status): the letters A-F are the markers
    seat_styles = tuple(dataclasses.replace(style, letter=str(seat + 1)) for seat, style in enumerate(SEATS))
    scale = 50
    highlight_size = 13
    secret = "markers"  # the letters in hand, in Unfair Municipality only (MM-VAR-1): shown only for `viewer`

    def __init__(self, match, **options):
        if match.state.setup.variant != "unfair_municipality":
            self.secret = None  # every letter is on the table: no "show my markers" button
        self.line = 0  # the player's line to dig: 0 solid, 1 dashed
        self.pending: tuple = ()  # the ways to dig the edge just clicked, while the player chooses
        self.trip: str | None = None  # the test trip whose fastest routes are drawn, once the game is over
        self._syncing = False  # True while the side panel follows the board (its pickers' echoes are ignored)
        self.line_picker = ipw.ToggleButtons(
            options=[(line_phrase(0) + " ━", 0), (line_phrase(1) + " ╍", 1)], value=0, style={"button_width": "9.5em"}
        ).add_class("gk-line-picker")
        self.choices = ipw.VBox().add_class("gk-choices")
        self.no_bonus = ipw.Button(
            description=_("No bonus station"),
            icon="times",
            tooltip=_("Finish the move without the bonus station (MM-END-4)"),
        )
        self.trip_picker = ipw.ToggleButtons(style={"button_width": "6em"}).add_class("gk-trip-picker")
        self.seats_text = ipw.HTML().add_class("gk-seats")
        super().__init__(match, **options)
        guard = self.status.guard
        self.line_picker.observe(guard(self._picked_line, N_("choosing a line")), names="value")
        self.trip_picker.observe(guard(self._picked_trip, N_("choosing a trip")), names="value")
        self.no_bonus.on_click(guard(lambda _click: self.choose(Station(None)), N_("No bonus station")))
        side = [
            ipw.HTML("<b>{}</b>".format(html.escape(_("Dig with")))),
            self.line_picker,
            self.choices,
            self.no_bonus,
            self.secret_button,
        ]
        self.lay_out([*side, self.trip_picker, self.seats_text], width="330px")

    # --- BoardView hooks ------------------------------------------------------------------------------
    def setup(self, fig):
        self.city = city = self.match.state.city
        self.drawing = CityDrawing(fig, city)
        # Every vertex (arrows, stations) and every edge (tunnels) a click can target, where its marker goes.
        self._places = {v: city.pos(v) for v in city.vertices}
        edges = [frozenset((city.vertices[a], city.vertices[b])) for a, b in city.edges]
        self._places.update({edge: _middle(city, edge) for edge in edges})

    def render(self, state):
        routes, ends = (), ()
        if state.over:
            found = {t.name: t for t in trips(state)}
            if self.trip not in found:
                self.trip = next((name for name, t in found.items() if t.routes), None)
            if self.trip is not None:
                routes, ends = found[self.trip].routes, [e for e in found[self.trip].ends if e is not None]
        self.drawing.draw(state, routes, ends, _("P-L") if self.trip == "park-lake" else self.trip or "")
        live = self.shown_ply is None and not state.over
        edges = [t for t in self.legal_targets() if type(t) is frozenset] if live else []
        drawn = [[self.city.pos(v) for v in sorted(edge)] for edge in edges]
        assign(self.drawing.legal, {"xs": [[x for x, _ in e] for e in drawn], "ys": [[y for _, y in e] for e in drawn]})

    def refresh(self):
        with self.status.catching(N_("choosing the line")):
            self._switch_to_a_line_that_can_dig()
        super().refresh()  # the canvas and the status line first: they answer the click
        self.status.follow(self._update_side, N_("updating the side panel"))  # then the side panel

    def target_at(self, x, y):
        vertex = vertex_at(x, y)
        near = [vertex, *self.city.lattice.vertices[vertex]] if vertex in self.city.index else []
        found = [(math.dist((x, y), self.city.pos(v)), 0, v) for v in near[:1]]
        found += [
            (math.dist((x, y), _middle(self.city, (a, b))), 1, frozenset((a, b)))
            for a in near
            for b in self.city.lattice.vertices[a]
        ]
        best = min(found, key=lambda item: item[:2], default=None)
        return best[2] if best and best[0] < REACH else None

    def position(self, target):
        return self._places[target]

    def places(self):
        return self._places.keys()

    def move_places(self, move):
        if type(move) is StartLine:
            return (move.arrow,)
        if type(move) is Tunnels:
            return [edge for edge in (frozenset(ends) for _, ends in move.segments) if edge in self._places]
        return (move.vertex,) if type(move) is Station and move.vertex is not None else ()

    def place_name(self, target):
        """A vertex with what stands there ("white arrow (4, 1)", "vertex (0, 2) with a station"), or an edge
        with the spots beside it ("edge (4, 0)–(4, 1), beside ent-3")."""
        city = self.city
        if type(target) is frozenset:
            a, b = sorted(target)
            spots = [city.spot_at[t] for t in city.hops[city.index[a], city.index[b]][2:] if t >= 0 and city.spot_at[t]]
            if spots:
                return _("edge {a}–{b}, beside {spots}").format(a=a, b=b, spots=_(" and ").join(spots))
            return _("edge {a}–{b}").format(a=a, b=b)
        if target in city.arrows:
            return _("{arrow} {vertex}").format(arrow=arrow_word(city.arrows[target][0]), vertex=target)
        if self.shown_state().station_mask >> city.index[target] & 1:
            return _("vertex {vertex} with a station").format(vertex=target)
        return _("vertex {vertex}").format(vertex=target)

    def cancel(self):
        """Escape (or Cancel): drop the ways offered to dig the edge just clicked."""
        self.pending = ()
        self.refresh()

    def legal_targets(self):
        targets = {target for target, _ in self._targeted()}
        return sorted(targets, key=lambda t: (1, sorted(t)) if type(t) is frozenset else (0, t))

    def move_for(self, target):
        """The move a click on `target` makes: its one legal move for the picked line, or None after
        offering the choice when there are several. Where nothing is legal, the move a learner most
        likely meant, so the status line can say why it is refused."""
        options = self._options(target)
        if len(options) > 1:
            self.pending = tuple(options)
            return None
        if options:
            return options[0]
        state = self.match.state
        line = state.lines[2 * state.seat + self.line]
        if type(target) is not frozenset:
            return StartLine(self.line, target) if not line.path else Station(target)
        a, b = sorted(target)
        if line.path and line.path[-1] == b:
            a, b = b, a
        return Tunnels(((self.line, (a, b)),))

    def click(self, target):
        with self.status.catching(_("a click on {target}").format(target=repr(target))):
            self.pending = ()
            live = self.shown_ply is None and not self.match.is_over
            if live and self._hidden() and any(getattr(m, "letter", None) for m in self._options(target)):
                self.status.warn(
                    _(
                        "This tunnel may take a location marker. Press “{button}” first, so that only you see your"
                        " letters (MM-VAR-1)."
                    ).format(button=self.secret_button.description)
                )
                return
        super().click(target)

    def hint(self, target):
        options = self._options(target)
        who = self.seat(self.match.current_player).name
        if len(options) > 1:
            return ngettext(
                "{who}: {n} ways to dig here; click, then choose",
                "{who}: {n} ways to dig here; click, then choose",
                len(options),
            ).format(who=who, n=len(options))
        return _("{who}: {move}").format(who=who, move=self._text(options[0])) if options else None

    def describe(self):
        if self.shown_ply is not None or self.match.is_over:
            return super().describe()
        state, played = self.match.state, len(self.match.history)
        text = (
            _("Move {number}: {move}. ").format(number=played, move=self._text(self.match.history[-1]))
            if played
            else _("New game. ")
        )
        who = self.seat(state.seat).name
        if self.pending:
            return text + _("{who}: choose how to dig this tunnel with the buttons beside the board.").format(who=who)
        if state.bonus >= 0:
            return text + _(
                "{who} finished the {line}: click a marked vertex on it for the bonus station, or press No bonus"
                " station."
            ).format(who=who, line=line_phrase(state.bonus % 2, "accusative"))
        final = _(" This is the last round.") if state.trigger >= 0 else ""
        if state.turns[state.seat] == 0 and not state.started:
            return (
                text
                + _("{who} to play: start a line on a marked white arrow (pick solid or dashed).").format(who=who)
                + self.handover()
            )
        if state.laid or state.started:
            return (
                text
                + ngettext(
                    "{who} goes on digging: {n} of 3 tunnels laid.",
                    "{who} goes on digging: {n} of 3 tunnels laid.",
                    state.laid,
                ).format(who=who, n=state.laid)
                + final
            )
        return (
            text
            + _("{who} to play: dig along a marked edge, or build a station on a marked vertex.").format(who=who)
            + final
            + self.handover()
        )

    # --- actions --------------------------------------------------------------------------------------
    def pick_line(self, line: int) -> None:
        """Choose the line to dig (what the line picker does)."""
        self.line_picker.value = line

    def choose(self, move) -> None:
        """Play one of the offered ways (a choice button, or No bonus station: Station(None)); a refusal
        shows its reason in the status line."""
        with self.status.catching(_("playing {move}").format(move=move)):
            self.pending = ()
            if not self.play(move):
                self._update_side()  # the choice buttons go; the status line keeps the reason

    def pick_trip(self, name: str) -> None:
        """Draw the fastest routes of test trip `name` ("A" to "F", or "park-lake") once the game is over (what
        the trip picker does)."""
        self.trip_picker.value = name

    # --- internals ------------------------------------------------------------------------------------
    def _targeted(self, line: int | None = None):
        """(target, move) for each legal move a click can make with `line` picked (default: the picked one)."""
        line = self.line if line is None else line
        for move in self.legal_moves():
            if type(move) is StartLine and move.line == line:
                yield move.arrow, move
            elif type(move) is Tunnels and move.segments[0][0] == line:
                yield frozenset(move.segments[0][1]), move
            elif type(move) is Station and move.vertex is not None:
                yield move.vertex, move

    def _options(self, target) -> list:
        return [move for found, move in self._targeted() if found == target]

    def _switch_to_a_line_that_can_dig(self) -> None:
        digs = [any(type(m) is not Station for _, m in self._targeted(line)) for line in (0, 1)]
        if not digs[self.line] and digs[1 - self.line]:
            self.line = 1 - self.line
            self.line_picker.value = self.line

    def _hidden(self) -> bool:
        """Are the letters in hand of the player on turn hidden (hot seat, Unfair Municipality)? The kit's gate:
        shown only for `viewer`, the seat on turn in the present after it asked."""
        return self.secret is not None and not self.match.is_over and self.viewer != self.match.current_player

    def _text(self, move) -> str:
        if type(move) is Tunnels and move.letter and self._hidden() and move not in self.match.history:
            return tunnels_text(move, hide_letter=True)
        return str(move)

    def _picked_line(self, change):
        if change["new"] is not None and change["new"] != self.line:
            self.line, self.pending = change["new"], ()
            self.refresh()

    def _picked_trip(self, change):
        if change["new"] is not None and change["new"] != self.trip and not self._syncing:
            self.trip = change["new"]
            self.refresh()

    def _changed(self, match):
        self.pending = ()
        super()._changed(match)

    def _update_side(self) -> None:
        state = self.shown_state()
        live = self.shown_ply is None and not state.over
        self.line_picker.disabled = not live
        buttons = []
        for move in self.pending:
            button = ipw.Button(description=self._text(move), layout=ipw.Layout(width="auto"))
            button.on_click(self.status.guard(lambda _click, move=move: self.choose(move), N_("choosing how to dig")))
            buttons.append(button)
        if buttons:
            cancel = ipw.Button(description=_("Cancel"), icon="times", layout=ipw.Layout(width="auto"))
            cancel.on_click(self.status.guard(lambda _click: self.cancel(), N_("Cancel")))
            buttons = [ipw.HTML("<b>{}</b>".format(html.escape(_("Dig this tunnel how?")))), *buttons, cancel]
        self.choices.children = buttons
        self.no_bonus.layout.display = "" if live and state.bonus >= 0 else "none"
        names = [t.name for t in trips(state)] if state.over else []
        self._syncing = True
        try:
            if tuple(value for _, value in self.trip_picker.options) != tuple(names):
                self.trip_picker.options = [(name if len(name) == 1 else _("park-lake"), name) for name in names]
            self.trip_picker.value = self.trip if names else None
        finally:
            self._syncing = False
        self.trip_picker.layout.display = "" if names else "none"
        view = self.match.rules.view(state, -1 if self.viewer is None else self.viewer)  # all letters once over
        self.seats_text.value = self._seats_html(view)

    def _seats_html(self, view) -> str:
        heads = (
            pgettext("seat table", "seat"),
            _("station points"),
            _("lines finished"),
            _("tunnels"),
            _("markers in hand"),
        )
        rows = ["<tr>" + "".join(f"<th>{html.escape(head)}</th>" for head in heads) + "</tr>"]
        for seat, info in enumerate(view["seats"]):
            markers = ", ".join(
                _("{letter} {kind}").format(letter=letter, kind=kind_word(kind)) for letter, kind in info["markers"]
            ) or pgettext("no markers", "none")
            finished = _("{n} of 2").format(n=info["lines_finished"])
            rows.append(
                f"<tr><td>{badge(self.seat(seat))}</td><td>{info['points']}</td>"
                f"<td>{html.escape(finished)}</td><td>{info['tunnels']}</td>"
                f"<td>{html.escape(markers)}</td></tr>"
            )
        laid = ", ".join(
            _("{letter} on {spot}").format(letter=m["letter"], spot=m["spot"]) for m in view["city_markers"]
        ) or _("none yet")
        footer = _("Stations left: {left} of {n}. Markers in the city: {laid}.").format(
            left=view["stations_left"], n=STATIONS, laid=laid
        )
        return (
            f"<table class='gk-seat-table' style='font-size:85%;line-height:1.2'>{''.join(rows)}</table>"
            f"<small>{html.escape(footer)}</small>"
        )
