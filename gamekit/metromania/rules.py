"""Metromania as a pure rules object over frozen states (the Rules protocol of gamekit.core), its board
queries, `new_game` and the fast random `playout`. MM-MOVE-1, MM-MOVE-2, MM-MOVE-3, MM-MOVE-4, MM-VAR-1, MM-GAP-18.

Tunnels moves may carry 1-3 segments; `legal_moves` lists single segments only, so a board can play one
segment a click (the turn stays with the player until it has laid 3 tunnels or can lay no more: turns.py).
Legality lives in checks.py, changes in turns.py, the state in state.py.
"""

from __future__ import annotations

import random

from gamekit.core import IllegalMove, Match, Score, check_choice
from gamekit.core import playout as core_playout
from gamekit.i18n import _
from gamekit.metromania.checks import (
    dig_steps,
    marker_tunnel,
    start_problem,
    station_problem,
    step_moves,
    tunnels_problem,
)
from gamekit.metromania.dig import Dig
from gamekit.metromania.hidden import resample, sheet
from gamekit.metromania.lines import MOVE_TUNNELS, line_id
from gamekit.metromania.moves import MOVES, Move, StartLine, Station, Tunnels
from gamekit.metromania.state import (
    COLOURS,
    GUILT_MODES,
    PLAYER_COUNTS,
    VARIANT_PLAYERS,
    VARIANTS,
    State,
    first_move,
    fresh_turn,
    initial_state,
    own_lines,
    station_places,
)
from gamekit.metromania.stations import HOW, STATIONS, bonus_places
from gamekit.metromania.steps import DigStep, Segment, value
from gamekit.metromania.turns import begin, build, dig, go_on

# --- the rules object ---------------------------------------------------------------------------------


class MetromaniaRules:
    name = "metromania"
    moves = MOVES
    move_rule = "MM-MOVE-4"  # what a move of the wrong shape breaks: what a move may be

    def initial_state(self, players: int, seed: int, **options) -> State:
        return initial_state(players, seed, **options)

    def current_player(self, state: State) -> int:
        return state.seat

    def is_over(self, state: State) -> bool:
        return state.over

    def legal_moves(self, state: State) -> list:
        if state.over:
            return []
        city, seat = state.city, state.seat
        if state.bonus >= 0:
            places = bonus_places(list(state.lines[state.bonus].ids), state.station_mask)
            return [Station(city.vertices[v]) for v in places] + [Station(None)]
        moves: list[Move] = [move for step in dig_steps(state) for move in step_moves(state, step)]
        if fresh_turn(state) and state.turns[seat] > 0:
            moves += [Station(city.vertices[v]) for v in station_places(state, seat)]
        return moves

    def candidate_moves(self, state: State) -> list:
        """Moves of the right shape, legal or not (for the conformance tests): every start, every step from
        both ends and from a wrong place, marked steps with every letter, stations on and off the lines,
        and malformed moves."""
        city, seat = state.city, state.seat
        moves: list = [StartLine(s, arrow) for s in (0, 1) for arrow in city.arrows]
        for line in own_lines(state, seat):
            tips = [line.path[-1], line.path[0]] if line.path else [(0, 0)]
            for a in tips:
                for b in city.lattice.vertices[a]:
                    segment = ((line.set, (a, b)),)
                    moves.append(Tunnels(segment))
                    for t in city.lattice.vertices.edges[a, b]["triangles"]:
                        spot = city.spot_at[city.triangles.index(t)]
                        if spot is not None:
                            moves += [Tunnels(segment, spot, letter) for letter in "ABCDEF"] + [Tunnels(segment, spot)]
            moves += [Station(v) for v in line.path]
        moves += [
            Station(None),
            Station((0, 0)),
            Station((9, 9)),
            StartLine(2, (1, 4)),
            Tunnels(()),
            Tunnels(((0, ((0, 0), (1, 0))),) * 4),
            Tunnels(((0, ((0, 0), (2, 0))),)),
            Tunnels("dig"),  # type: ignore[arg-type]  # malformed on purpose: refused, never played
            Tunnels(((0, ((0, 0), (1, 0))),), letter="A"),
            StartLine(0, "north"),  # type: ignore[arg-type]  # malformed on purpose: refused, never played
        ]
        return moves

    def why_illegal(self, state: State, move) -> IllegalMove | None:
        if state.over:
            return IllegalMove(_("The game is over: no more moves."), "MM-GEND-3")
        if type(move) is StartLine:
            return start_problem(state, move)
        if type(move) is Tunnels:
            return tunnels_problem(state, move)
        if type(move) is Station:
            return station_problem(state, move)
        return IllegalMove(
            _("{move} is not a Metromania move: play StartLine, Tunnels or Station.").format(move=repr(move)),
            "MM-MOVE-4",
        )

    def apply(self, state: State, move) -> State:
        """The state after `move` (the fast path: no check)."""
        if type(move) is StartLine:
            return go_on(begin(state, line_id(state.seat, move.line), move.arrow, started=True))
        if type(move) is Tunnels:
            return dig(state, move, marker_tunnel(state, move))
        return build(state, move.vertex)

    def random_move(self, state: State, rnd: random.Random):
        """A legal move picked at random without listing them all: mostly tunnels, sometimes a start or a
        station, always a step that lets the move lay as many tunnels as it can, and with it the plain
        tunnels that then lay the rest (a line's end or a location marker waits for a move of its own)."""
        city, seat = state.city, state.seat
        if state.bonus >= 0:
            places = bonus_places(list(state.lines[state.bonus].ids), state.station_mask)
            return Station(city.vertices[rnd.choice(places)] if places and rnd.random() < 0.8 else None)
        stations = station_places(state, seat) if fresh_turn(state) and state.turns[seat] > 0 else []
        if stations and rnd.random() < 0.1:
            return Station(city.vertices[rnd.choice(stations)])
        work = Dig(state)
        options: list[DigStep] = list(work.segments(ends=False))  # MM-END-2 waits: see may_take
        starts: list[DigStep] = list(work.starts)
        rnd.shuffle(options)
        rnd.shuffle(starts)
        steps = starts + options if rnd.random() < 0.2 else options + starts
        budget, best = MOVE_TUNNELS - state.laid, 0
        picks: list[tuple[DigStep, list[DigStep]]] = []
        for step in steps:
            if not work.may_take(step):
                continue
            trail: list[DigStep] = []
            got = value(work, step, trail)
            if got == budget:
                best, picks = got, [(step, trail)]
                break
            if got > best:
                best, picks = got, []
            if got == best:
                picks.append((step, trail))
        if best == 0 and picks and not first_move(state):
            picks = []
        if not picks:
            return Station(city.vertices[rnd.choice(stations or station_places(state, seat))])
        step, trail = rnd.choice(picks)
        move = rnd.choice(step_moves(state, step))
        if type(move) is not Tunnels:
            return move
        segments = list(move.segments)
        for before, after in zip([step, *trail], trail):
            if work.finishes(before) or type(after) is not Segment or after.spot is not None:
                break
            segments.append((after.line % 2, (city.vertices[after.a], city.vertices[after.b])))
        return Tunnels(tuple(segments), move.spot, move.letter)

    def score(self, state: State, seat: int | None = None, reveal: bool | None = None) -> Score:
        """The sheet as `seat` may see it: the full final sheet once revealed (by default when the game is
        over), else one that tells no hidden letter, the same for every seat (hidden.py: MM-VAR-1, MM-VAR-3)."""
        return sheet(state, seat, reveal)

    def resample(self, state: State, seat: int, rnd: random.Random) -> State:
        """The same state with every letter `seat` cannot see drawn again (hidden.py)."""
        return resample(state, seat, rnd)

    def view(self, state: State, seat: int) -> dict:
        return view(state, seat)

    def secrets(self, state: State, seat: int) -> dict:
        """Unfair Municipality: the letters of a seat's markers still in hand (MM-VAR-1)."""
        if state.setup.variant != "unfair_municipality":
            return {}
        return {"markers": sorted([m.letter, m.kind] for m in state.markers if m.holder == seat and m.spot is None)}


RULES = MetromaniaRules()


# --- what a board shows -------------------------------------------------------------------------------


def legal_edges(state: State, line: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The edges the seat on turn may dig next with its line `line` (0 solid, 1 dashed), for highlighting."""
    found = []
    for move in RULES.legal_moves(state):
        if type(move) is Tunnels and move.segments[0][0] == line and move.segments[0][1] not in found:
            found.append(move.segments[0][1])
    return found


def view(state: State, seat: int) -> dict:
    """What `seat` may see, as plain JSON data: the city's lines, stations and markers, the turn, and per
    seat its points and markers (other seats' letters in hand hidden in Unfair Municipality until the game is
    over, MM-VAR-1)."""
    city, setup = state.city, state.setup
    hidden = setup.variant == "unfair_municipality"

    def hand(s: int) -> list:  # hidden letters sorted by type only, so that their order tells nothing
        return sorted(
            [m.letter if m.shown or s == seat or state.over else "?", m.kind]
            for m in state.markers
            if m.holder == s and m.spot is None
        )

    return {
        "players": setup.players,
        "variant": setup.variant,
        "current": state.seat,
        "over": state.over,
        "turn": {
            "tunnels_laid": state.laid,
            "marker_laid": state.marker_laid,
            "line_started": state.started,
            "bonus_line": None if state.bonus < 0 else [state.bonus // 2, state.bonus % 2],
        },
        "final_round": None
        if state.trigger < 0
        else {"triggered_by": state.trigger, "still_to_play": list(state.finals)},
        "lines": [
            {
                "owner": line.owner,
                "line": line.set,
                "style": line.name,
                "colour": COLOURS[line.owner],
                "path": [list(v) for v in line.path],
                "finished": line.finished,
            }
            for line in state.lines
        ],
        "stations": [
            {"vertex": list(s.vertex), "seat": s.seat, "points": s.points, "how": s.how, "why": _(HOW[s.how])}
            for s in state.stations
        ],
        "stations_left": STATIONS - len(state.stations),
        "city_markers": [
            {"spot": m.spot, "letter": m.letter if m.shown else "?", "kind": m.kind, "owner": m.holder}
            for m in sorted(state.markers, key=lambda m: m.spot or "")
            if m.spot is not None
        ],
        "seats": [
            {
                "colour": COLOURS[s],
                "points": state.points[s],
                "lines_finished": sum(line.finished for line in own_lines(state, s)),
                "tunnels": sum(line.tunnels for line in own_lines(state, s)),
                "markers": hand(s),
            }
            for s in range(setup.players)
        ],
        "layout": [list(piece) for piece in city.layout],
        "hidden_letters": hidden,
    }


def new_game(
    *,
    players: int = 2,
    seed: int = 0,
    variant: str = "standard",
    guilt_mode: str = "penalty",
    two_player_trip_rule: bool = True,
) -> Match:
    """A new game for 2-4 players. `variant` is one of VARIANTS (Unfair Municipality and No Corruption are
    for 3-4 players); `guilt_mode` "reward" gives the others +6 instead of -6 to the guilty (MM-TEST-9);
    `two_player_trip_rule` switches the 2-player test-trip rules MM-PC-2 and MM-PC-3 (MM-GAP-18)."""
    return Match(RULES, players, seed, _options(players, variant, guilt_mode, two_player_trip_rule))


def playout(
    *,
    players: int = 2,
    seed: int = 0,
    variant: str = "standard",
    guilt_mode: str = "penalty",
    two_player_trip_rule: bool = True,
) -> State:
    """A random full game of `new_game(...)`'s set-up through the fast path (`gamekit.core.playout`); returns
    the final state. For benchmarks, bots and the lab."""
    return core_playout(RULES, players, seed, _options(players, variant, guilt_mode, two_player_trip_rule))


def _options(players: int, variant: str, guilt_mode: str, two_player_trip_rule: bool) -> dict:
    check_choice("players", players, PLAYER_COUNTS)
    check_choice("variant", variant, VARIANTS)
    if players not in VARIANT_PLAYERS.get(variant, PLAYER_COUNTS):
        raise ValueError(
            _("variant {variant} is for {counts} players, not {players}").format(
                variant=repr(variant), counts=_(" or ").join(map(str, VARIANT_PLAYERS[variant])), players=players
            )
        )
    check_choice("guilt_mode", guilt_mode, GUILT_MODES)
    check_choice("two_player_trip_rule", two_player_trip_rule, (True, False))
    return {"variant": variant, "guilt_mode": guilt_mode, "two_player_trip_rule": two_player_trip_rule}
