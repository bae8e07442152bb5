"""A Metromania city to build by hand, for the rules' examples, exploring routes and exercises: no turns, no hands,
no 3-tunnel moves. It checks where pieces physically go with the game's own code (dig.Dig and refusals.py for each
tunnel, turns.py for what a tunnel builds and for stations, stations.py for where they stand): MM-GRID-1, MM-LINE-1,
MM-LINE-2, MM-LINE-3, MM-LINE-4, MM-LINE-6, MM-LINE-7, MM-LOC-3, MM-LOC-4, MM-END-1, MM-END-2, MM-COMP-5, MM-COMP-7,
MM-COMP-9, MM-COMP-10, MM-STN-1, MM-STN-2, MM-STN-3, MM-STN-4, MM-STN-5, MM-GAP-3. It scores with the game's own
scoring (MM-SCORE-1, the test trips, MM-TIE-2). A tunnel may lie on a spot without a marker, since nobody holds
markers here; markers are given and laid with GiveMarker.

Its state is a game State (with no markers dealt), so boards draw it, and tests resume it, as a game. The edits
(sandbox_moves.py) are applied by the pure rules object `RULES`; `Sandbox` holds a Match of it and is a friendly
façade over `match.play`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from gamekit import sandbox
from gamekit.core import IllegalMove, Score, check_choice
from gamekit.i18n import N_, _
from gamekit.metromania.checks import ALL_STATIONS, STATION_THERE, TWO_LINES
from gamekit.metromania.city import City
from gamekit.metromania.citydata import LETTERS, SPOT_KINDS, city_data
from gamekit.metromania.dig import Dig
from gamekit.metromania.lines import Line, free_arrows, line_id
from gamekit.metromania.markers import Marker
from gamekit.metromania.moves import tuples
from gamekit.metromania.refusals import segment_problem
from gamekit.metromania.routes import Step, fastest, network
from gamekit.metromania.sandbox_moves import MOVES, ExtendLine, GiveMarker, LayLine, PlaceStation
from gamekit.metromania.scoring import Trip, final_score, trips
from gamekit.metromania.state import GUILT_MODES, PLAYER_COUNTS, VARIANTS, State, initial_state
from gamekit.metromania.stations import STATIONS, on_line
from gamekit.metromania.turns import begin, settle, station
from gamekit.metromania.words import kind_word
from gamekit.moveshape import refusal

NOT_FREE = N_("{vertex} is not a free white arrow: a line starts on one.")


class SandboxRules(sandbox.SandboxRules):
    """The sandbox as a pure rules object over a game State (no turns: `current_player` is always 0, and it is never
    over). `apply` is the fast path and checks nothing; `why_illegal` is the one check."""

    name = "metromania-sandbox"
    moves = {cls.__name__: cls for cls in MOVES}
    unlisted = (LayLine,)  # a line may take any path: ExtendLine lists them one tunnel at a time
    move_rule = "MM-GRID-1"  # what an edit of the wrong shape breaks: pieces go on the vertices and edges

    def initial_state(
        self,
        players: int,
        seed: int,
        variant: str = "standard",
        guilt_mode: str = "penalty",
        two_player_trip_rule: bool = True,
    ) -> State:
        """The city of `seed` with nothing built and no marker dealt (they are given with GiveMarker)."""
        check_choice("players", players, PLAYER_COUNTS)
        check_choice("variant", variant, VARIANTS)
        check_choice("guilt_mode", guilt_mode, GUILT_MODES)
        check_choice("two_player_trip_rule", two_player_trip_rule, (True, False))
        start = initial_state(players, seed, variant, guilt_mode, two_player_trip_rule)
        return dataclasses.replace(start, markers=())

    def why_illegal(self, state: State, move: object) -> IllegalMove | None:
        """Why this edit is not allowed now (the reason and the rule), or None; never raises, whatever the edit's
        fields hold (`gamekit.moveshape.refusal`)."""
        return refusal(move, MOVES, "the Metromania sandbox", self.move_rule, lambda: _problem(state, move))

    def apply(self, state: State, move: object) -> State:
        if isinstance(move, LayLine):
            ids = [state.city.index[v] for v in move.vertices]
            return _grow(state, _free_line(state, move.owner), ids[0], ids[1:])
        if isinstance(move, ExtendLine):
            k, v = line_id(move.owner, move.line), state.city.index[move.vertex]
            return _grow(state, k, None, [v]) if state.lines[k].path else _grow(state, k, v, [])
        if isinstance(move, PlaceStation):
            return station(state, state.city.index[move.vertex], move.owner, "built")
        assert isinstance(move, GiveMarker)
        return _give(state, move)

    def score(self, state: State, seat: int | None = None, reveal: bool | None = None) -> Score:
        """The final sheet, as at the end of a game (verification, the 7 trips, tie-breaks), the same for every
        seat: a sandbox keeps no secret."""
        return final_score(state)

    def legal_moves(self, state: State) -> list:
        """Every edit allowed now, but LayLine (a whole line, of any length: ExtendLine digs the same lines one
        tunnel at a time)."""
        city, players = state.city, state.players
        moves: list = []
        for owner in range(players):
            for k in (line_id(owner, 0), line_id(owner, 1)):
                line = state.lines[k]
                if not line.path:
                    moves += [ExtendLine(owner, line.set, arrow) for arrow in free_arrows(state)]
                else:
                    ends = dict.fromkeys(step.b for step in Dig(state, owner, fresh=True, sandbox=True).segments((k,)))
                    moves += [ExtendLine(owner, line.set, city.vertices[b]) for b in ends]
        if len(state.stations) < STATIONS:
            places = dict.fromkeys(v for line in state.lines for v in on_line(line.ids, line.finished))
            for v in places:
                if not state.station_mask >> v & 1:
                    moves += [PlaceStation(city.vertices[v], owner) for owner in range(players)]
        for letter in LETTERS:
            for location in (*city.spots, *SPOT_KINDS):
                for owner in range(players):
                    if _marker_problem(state, letter, location, owner) is None:
                        moves.append(GiveMarker(letter, location, owner))
        return moves

    def candidate_moves(self, state: State) -> list:
        """Edits of the right shape, legal or not (for the conformance harness): both lines of every seat and one
        seat too many to every vertex, a station on every vertex, every marker on every location and a few
        lines and markers that are no such thing."""
        city, owners = state.city, range(state.players + 1)
        moves: list = [ExtendLine(o, line, v) for o in owners for line in (0, 1, 2) for v in city.vertices]
        moves += [PlaceStation(v, o) for v in city.vertices for o in owners]
        moves += [GiveMarker(x, loc, o) for x in (*LETTERS, "G") for loc in (*city.spots, *SPOT_KINDS) for o in owners]
        arrows = [v for v, (colour, _) in city.arrows.items() if colour == "white"]
        moves += [LayLine(o, (a, b)) for o in owners for a in arrows[:3] for b in city.lattice.vertices[a]]
        return moves + [LayLine(0, ()), LayLine(0, ((0, 0), (9, 9))), GiveMarker("A", "park", 0)]


RULES = SandboxRules()


class Sandbox(sandbox.Sandbox):
    """An editable city for `players` seats (0 blue, 1 red, 2 orange, 3 green), laid out from `seed`:

        box = Sandbox(players=2, seed=0)
        box.line(0, [(-2, -3), (-2, -2), (-2, -1), (-2, 0), (-2, 1)])   # seat 0's next line, from a white arrow
        box.station((-2, 1)).marker("B", "ent-2", 0).marker("B", "commercial", 1)   # a marker held in hand
        box.fastest("ent-2", "com-5")   # (minutes, [[((0, 0), (-2, 1)), ...], ...]), or (None, [])
        box.score().rows(0)

    Every refusal raises IllegalMove and changes nothing; `undo`, `redo`, `subscribe` and `to_json` come from the
    one sandbox model. `state` is a game State, so boards draw it as they draw a game.
    """

    rules = RULES

    def __init__(
        self,
        players: int = 2,
        seed: int = 0,
        variant: str = "standard",
        guilt_mode: str = "penalty",
        two_player_trip_rule: bool = True,
    ) -> None:
        super().__init__(
            players=players,
            seed=seed,
            variant=variant,
            guilt_mode=guilt_mode,
            two_player_trip_rule=two_player_trip_rule,
        )

    @property
    def city(self) -> City:
        return self.state.city

    def line(self, owner: int, vertices: Sequence) -> Sandbox:
        """Lay `owner`'s next line (solid, then dashed) along `vertices`, from a free white arrow; it is
        finished if it reaches an end arrow. Stations appear where it touches or leaves other lines."""
        self.match.play(LayLine(owner, tuples(vertices)))
        return self

    def station(self, vertex: Any, owner: int | None = None) -> Sandbox:
        """A station on a vertex of a line (not on its arrows), scored for `owner` (by default the owner of
        the first line through it)."""
        vertex = tuples(vertex)
        if owner is None:
            through = _lines_through(self.state, _vertex_id(self.state, vertex))
            owner = through[0].owner if through else 0  # on no line: refused for that (MM-GRID-1)
        self.match.play(PlaceStation(vertex, owner))
        return self

    def marker(self, letter: str, location: str, owner: int) -> Sandbox:
        """Give `owner` the marker `letter` and lay it on spot `location`, or keep it in hand when
        `location` is a type ("residential", "commercial", "entertainment")."""
        self.match.play(GiveMarker(letter, location, owner))
        return self

    def fastest(self, a: str, b: str) -> tuple[int | None, list[list[Step]]]:
        """The minutes of the fastest trip between locations `a` and `b` (spots, "park", "lake") and every
        route taking them, as lists of (line, station) steps, line = (seat, set) (MM-TEST-1, MM-TEST-2, MM-TEST-3)."""
        for location in (a, b):
            if location not in self.city.locations:
                raise IllegalMove(
                    _("There is no location {location}: name a spot (like res-1), park or lake.").format(
                        location=repr(location)
                    ),
                    "MM-COMP-2",
                )
        state = self.state
        graph = network(
            (((line.owner, line.set), line.path) for line in state.lines if line.path),
            (s.vertex for s in state.stations),
        )
        return fastest(graph, self.city.locations[a], self.city.locations[b])

    def trips(self) -> list[Trip]:
        """The 7 test trips as the game's end would score them."""
        return trips(self.state)

    def score(self) -> Score:
        """The final sheet, as at the end of a game (verification, the 7 trips, tie-breaks)."""
        return RULES.score(self.state)


# --- the checks and changes -------------------------------------------------------------------------------


def _problem(state: State, move: object) -> IllegalMove | None:
    if isinstance(move, LayLine):
        return _line_problem(state, move)
    if isinstance(move, ExtendLine):
        return _extend_problem(state, move)
    if isinstance(move, PlaceStation):
        return _station_problem(state, move)
    if isinstance(move, GiveMarker):
        return _marker_problem(state, move.letter, move.location, move.owner)
    return None  # not an edit: refused by its shape


def _seat_problem(state: State, owner: object) -> IllegalMove | None:
    if type(owner) is not int or not 0 <= owner < state.players:
        return IllegalMove(
            _("There is no seat {seat}: the seats are 0 to {last}.").format(seat=repr(owner), last=state.players - 1),
            "MM-COMP-10",
        )
    return None


def _vertex_id(state: State, value: object) -> int | None:
    """The vertex id of (i, j), or None if `value` is no vertex of the city."""
    if type(value) is tuple and len(value) == 2 and type(value[0]) is int and type(value[1]) is int:
        return state.city.index.get((value[0], value[1]))
    return None


def _not_a_vertex(value: object) -> IllegalMove:
    return IllegalMove(
        _("{value} is not a vertex of the city: vertices are (i, j) on the board.").format(value=repr(value)),
        "MM-GRID-1",
    )


def _free_line(state: State, owner: int) -> int:
    """The line id of `owner`'s next line to lay (solid, then dashed), or -1 when both are laid."""
    return next((line_id(owner, line.set) for line in state.lines if line.owner == owner and not line.path), -1)


def _line_problem(state: State, move: LayLine) -> IllegalMove | None:
    problem = _seat_problem(state, move.owner)
    if problem:
        return problem
    k = _free_line(state, move.owner)
    if k < 0:
        return IllegalMove(
            _("Player {number} has laid both lines already: each player has two.").format(number=move.owner + 1),
            "MM-COMP-5",
        )
    if type(move.vertices) is not tuple or not move.vertices:
        return IllegalMove(_("A line is a list of vertices, from its start arrow on."), "MM-GRID-1")
    ids = []
    for vertex in move.vertices:
        v = _vertex_id(state, vertex)
        if v is None:
            return _not_a_vertex(vertex)
        ids.append(v)
    if move.vertices[0] not in free_arrows(state):
        return IllegalMove(_(NOT_FREE).format(vertex=move.vertices[0]), "MM-LINE-1")
    return _grow_problem(state, k, ids[0], ids[1:])


def _extend_problem(state: State, move: ExtendLine) -> IllegalMove | None:
    problem = _seat_problem(state, move.owner)
    if problem:
        return problem
    if type(move.line) is not int or move.line not in (0, 1):
        return IllegalMove(_(TWO_LINES).format(value=repr(move.line)), "MM-COMP-5")
    v = _vertex_id(state, move.vertex)
    if v is None:
        return _not_a_vertex(move.vertex)
    k = line_id(move.owner, move.line)
    if state.lines[k].path:
        return _grow_problem(state, k, None, [v])
    if move.vertex not in free_arrows(state):
        return IllegalMove(_(NOT_FREE).format(vertex=move.vertex), "MM-LINE-1")
    return None


def _grow_problem(state: State, k: int, start: int | None, ids: Sequence[int]) -> IllegalMove | None:
    """Why line id k may not be started on `start` (if given) and dug along the vertex ids `ids`, or None."""
    try:
        _grow(state, k, start, ids, check=True)
    except IllegalMove as err:
        return err
    return None


def _grow(state: State, k: int, start: int | None, ids: Sequence[int], check: bool = False) -> State:
    """The state once line id k starts on vertex id `start` (if given) and digs along the vertex ids `ids`, with the
    stations and points its tunnels make (turns.begin, dig.Dig, turns.settle); with `check`, each tunnel is
    checked first (refusals.segment_problem), and the first that may not be dug raises its refusal."""
    owner = state.lines[k].owner
    if start is not None:
        state = begin(state, k, state.city.vertices[start])
    work = Dig(state, owner, fresh=True, sandbox=True)
    for b in ids:
        a = work.paths[k][-1]
        problem = segment_problem(work, k, a, b) if check else None
        if problem:
            raise problem
        work.lay(k, a, b)
    return dataclasses.replace(settle(state, work), laid=0)


def _lines_through(state: State, v: int | None) -> list[Line]:
    """The lines with vertex id `v` where a station may stand on them (MM-GRID-1, MM-GAP-24)."""
    return [line for line in state.lines if v in on_line(line.ids, line.finished)]


def _station_problem(state: State, move: PlaceStation) -> IllegalMove | None:
    v = _vertex_id(state, move.vertex)
    if v is None:
        return _not_a_vertex(move.vertex)
    if not _lines_through(state, v):
        return IllegalMove(
            _("{vertex} is not on a line (arrows excluded): stations stand on lines.").format(vertex=move.vertex),
            "MM-GRID-1",
        )
    if state.station_mask >> v & 1:
        return IllegalMove(_(STATION_THERE).format(vertex=move.vertex), "MM-STN-5")
    if len(state.stations) >= STATIONS:
        return IllegalMove(_(ALL_STATIONS).format(n=STATIONS), "MM-COMP-7")
    return _seat_problem(state, move.owner)


def _marker_problem(state: State, letter: str, location: str, owner: int) -> IllegalMove | None:
    problem = _seat_problem(state, owner)
    if problem:
        return problem
    city, pairs = state.city, city_data().pairs
    if letter not in LETTERS:
        return IllegalMove(_("Markers are lettered A to F, not {letter}.").format(letter=repr(letter)), "MM-COMP-9")
    spot = location if location in city.spots else None
    if spot is None and location not in SPOT_KINDS:
        return IllegalMove(
            _("{location} is neither a spot (like res-1) nor a type of location.").format(location=repr(location)),
            "MM-COMP-2",
        )
    kind = city.kind_of(spot) if spot else location
    if kind not in pairs[letter]:
        first, second = pairs[letter]
        return IllegalMove(
            _("Letter {letter}'s markers are {first} and {second}, so none is {kind}.").format(
                letter=letter, first=kind_word(first), second=kind_word(second), kind=kind_word(kind)
            ),
            "MM-COMP-9",
        )
    if any((m.letter, m.kind) == (letter, kind) for m in state.markers):
        return IllegalMove(
            _("The {kind} marker {letter} is in play already.").format(kind=kind_word(kind), letter=letter), "MM-COMP-9"
        )
    if spot and any(m.spot == spot for m in state.markers):
        return IllegalMove(_("Spot {spot} has a marker already.").format(spot=spot), "MM-GAP-3")
    twin = [m.spot for m in state.markers if m.letter == letter and m.spot]
    if spot and twin and city.touching(twin[0], spot):
        return IllegalMove(
            _(
                "Marker {letter} may not go on {spot}: the other marker {letter} lies on {twin}, which it touches."
            ).format(letter=letter, spot=spot, twin=twin[0]),
            "MM-LOC-3",
        )
    return None


def _give(state: State, move: GiveMarker) -> State:
    """The markers with `move.owner`'s new one, in the game's order (as dealt)."""
    city = state.city
    spot = move.location if move.location in city.spots else None
    kind = city.kind_of(spot) if spot else move.location
    marker = Marker(move.letter, kind, move.owner, spot, True)
    return dataclasses.replace(state, markers=tuple(sorted((*state.markers, marker), key=lambda m: (m.letter, m.kind))))
