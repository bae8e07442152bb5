"""The legality checks of Metromania's moves: the one place where a move is refused, with its reason and rule ID,
and the digging steps that `legal_moves` lists. MM-MOVE-1, MM-MOVE-2, MM-MOVE-3, MM-MOVE-4, MM-LINE-1, MM-LINE-5,
MM-STN-5, MM-STN-6, MM-STN-7, MM-STN-8, MM-END-4, MM-COMP-5, MM-COMP-7, MM-GRID-1, MM-LOC-1, MM-GAP-12.

A step is what dig.Dig tries: a steps.Segment or a steps.Start.
"""

from __future__ import annotations

from gamekit.core import IllegalMove
from gamekit.i18n import N_, _, ngettext
from gamekit.metromania.dig import Dig
from gamekit.metromania.lines import MOVE_TUNNELS, line_id, start_arrows
from gamekit.metromania.markers import usable_letters
from gamekit.metromania.moves import StartLine, Station, Tunnels
from gamekit.metromania.refusals import segment_problem
from gamekit.metromania.state import State, first_move, fresh_turn, on_finished_line, own_lines, station_places
from gamekit.metromania.stations import STATIONS, bonus_places
from gamekit.metromania.steps import DigStep, Segment, Start, reach, value
from gamekit.metromania.turns import bonus_offered
from gamekit.metromania.words import line_phrase

# Reasons given in more than one place (the sandbox's too: sandbox.py).
TWO_LINES = N_("Each player has two lines, 0 (solid) and 1 (dashed), not {value}.")
BONUS_FIRST = N_("Choose your bonus station first (or Station(None) for none).")
ALL_STATIONS = N_("All {n} station markers are on the board.")
STATION_THERE = N_("There is a station at {vertex} already.")


def dig_steps(state: State) -> list[DigStep]:
    """The legal next digging steps of the seat on turn, as Dig steps (a segment or a start): those that
    keep the most tunnels this move can lay (MM-LINE-5, MM-GAP-12), and those that finish a line. A step
    that lays nothing is no move, except the start of the first move (MM-MOVE-1)."""
    if state.bonus >= 0:
        return []
    work = Dig(state)
    budget = MOVE_TUNNELS - state.laid
    scored: list[tuple[DigStep, int]] = [(option, value(work, option)) for option in work.options()]
    best = max((got for _, got in scored), default=0)
    if best == budget:  # a start cannot spoil what the lines already allow
        scored += [(start, budget) for start in work.starts]
    else:
        scored += [(start, value(work, start)) for start in work.starts]
        best = max((got for _, got in scored), default=0)
    if best == 0 and not first_move(state):
        return []
    return [step for step, got in scored if got == best or work.finishes(step)]


def step_problem(work: Dig, step: DigStep, first: bool) -> IllegalMove | None:
    """MM-LINE-5, MM-GAP-12: a step must keep the most tunnels the move can still lay, unless it finishes a
    line (MM-END-4: the rest of the move is laid after it, if it can be)."""
    budget = MOVE_TUNNELS - work.laid
    got = value(work, step)
    if got == budget or work.finishes(step):
        return None
    best = reach(work, budget)
    if got < best:
        return IllegalMove(
            ngettext(
                "A move must lay 3 tunnels when it can: this way it can lay {got} more (this one included), another"
                " way {best}.",
                "A move must lay 3 tunnels when it can: this way it can lay {got} more (this one included), another"
                " way {best}.",
                got,
            ).format(got=got, best=best),
            "MM-LINE-5",
        )
    if best == 0 and not first:
        return IllegalMove(
            _("No tunnel can be laid after that this move, so it is no move: lay tunnels or build a station."),
            "MM-MOVE-4",
        )
    return None


def step_moves(state: State, step: DigStep) -> list[StartLine | Tunnels]:
    """The moves that take a Dig step: a StartLine, or a Tunnels with each letter that may go on its spot."""
    city = state.city
    if isinstance(step, Start):
        return [StartLine(step.line % 2, city.vertices[step.arrow])]
    k, a, b, spot, _letter = step
    segment = ((k % 2, (city.vertices[a], city.vertices[b])),)
    if spot is None or state.setup.variant == "running_blind":
        return [Tunnels(segment, spot)]
    return [Tunnels(segment, spot, letter) for letter in usable_letters(state.markers, city, state.seat, spot)]


def _vertex(state: State, value) -> int | None:
    ok = type(value) is tuple and len(value) == 2 and all(type(c) is int for c in value)
    return state.city.index.get(value) if ok else None


def start_problem(state: State, move: StartLine) -> IllegalMove | None:
    seat = state.seat
    if type(move.line) is not int or move.line not in (0, 1):
        return IllegalMove(_(TWO_LINES).format(value=repr(move.line)), "MM-COMP-5")
    v = _vertex(state, move.arrow)
    if v is None or move.arrow not in state.city.arrows or state.city.arrows[move.arrow][0] != "white":
        return IllegalMove(
            _("{arrow} is not a white arrow on the edge of the city: lines start there.").format(
                arrow=repr(move.arrow)
            ),
            "MM-LINE-1",
        )
    if state.bonus >= 0:
        return IllegalMove(_(BONUS_FIRST), "MM-END-4")
    line = state.lines[line_id(seat, move.line)]
    if line.path:
        return IllegalMove(
            _("Your {line} has already started at {arrow}.").format(line=line_phrase(line.set), arrow=line.path[0]),
            "MM-LINE-1",
        )
    if state.started:
        return IllegalMove(
            _("Only one line may be started in a move: start the other one in a later move."), "MM-MOVE-1"
        )
    if any(other.path and other.path[0] == move.arrow for other in state.lines):
        return IllegalMove(
            _("The white arrow at {arrow} already holds a start marker: a line starts on an empty one.").format(
                arrow=move.arrow
            ),
            "MM-LINE-1",
        )
    if move.arrow not in start_arrows(state, seat, move.line):
        return IllegalMove(
            _(
                "Your second line must start on the half of the city opposite your first line's start, not at"
                " {arrow}, while a white arrow there is free."
            ).format(arrow=move.arrow),
            "MM-MOVE-3",
        )
    return step_problem(Dig(state), Start(line_id(seat, move.line), v), first_move(state))


def tunnels_problem(state: State, move: Tunnels) -> IllegalMove | None:
    segments, spot, letter = move.segments, move.spot, move.letter
    if type(segments) is not tuple or not 1 <= len(segments) <= MOVE_TUNNELS:
        return IllegalMove(_("A Tunnels move lays 1 to 3 segments, each written (line, (from, to))."), "MM-MOVE-4")
    city = state.city
    if spot is not None and (type(spot) is not str or spot not in city.spots):
        return IllegalMove(
            _("There is no spot {spot}: spots are named like {example}.").format(
                spot=repr(spot), example=next(iter(city.spots))
            ),
            "MM-LOC-1",
        )
    if letter is not None and (type(letter) is not str or spot is None):
        return IllegalMove(
            _("A letter goes with the spot it is laid on: name both (spot=..., letter=...)."), "MM-LOC-1"
        )
    if state.bonus >= 0:
        return IllegalMove(_(BONUS_FIRST), "MM-END-4")
    if state.turns[state.seat] == 0 and not state.started:
        return IllegalMove(_("Your first move must start a line: play StartLine first."), "MM-MOVE-1")
    beside = _beside_spot(state, move)
    if spot is None or not beside:
        problem = _dig_problem(state, move, None)
        if problem is None and spot is not None:
            return IllegalMove(
                _("Spot {spot} is not a free triangle beside any of these tunnels.").format(spot=spot), "MM-LOC-1"
            )
        return problem
    first = None
    for on in beside:  # the marker goes with the first tunnel beside its spot that makes the move legal
        problem = _dig_problem(state, move, on)
        if problem is None:
            return None
        first = first or problem
    return first


def marker_tunnel(state: State, move: Tunnels) -> int | None:
    """The segment number of a legal Tunnels move that lays its location marker: the first of its tunnels
    beside the spot with which the whole move is legal (MM-LOC-1, MM-LINE-5). So a move of several tunnels
    gives exactly the state of the same tunnels dug one at a time with the marker on that tunnel; to lay
    it with a later tunnel beside the same spot, dig the tunnels before it as a move of their own."""
    beside = _beside_spot(state, move) if move.spot is not None else []
    if len(beside) < 2:
        return beside[0] if beside else None
    return next((on for on in beside if _dig_problem(state, move, on) is None), beside[0])


def _beside_spot(state: State, move: Tunnels) -> list[int]:
    """The numbers of the move's well-formed segments whose edge runs beside its spot."""
    city = state.city
    found: list[int] = []
    if type(move.spot) is not str or move.spot not in city.spots:
        return found
    for number, segment in enumerate(move.segments):
        ok = type(segment) is tuple and len(segment) == 2 and type(segment[1]) is tuple and len(segment[1]) == 2
        a, b = (_vertex(state, segment[1][0]), _vertex(state, segment[1][1])) if ok else (None, None)
        if a is not None and b is not None and city.spots[move.spot] in city.hops.get((a, b), (0, 0, -1, -1))[2:]:
            found.append(number)
    return found


def _dig_problem(state: State, move: Tunnels, on: int | None) -> IllegalMove | None:
    """Why the move's segments may not be dug one after another, its marker laid with segment number `on`."""
    work, last = Dig(state), -1
    for number, segment in enumerate(move.segments):
        shape = (
            type(segment) is tuple
            and len(segment) == 2
            and type(segment[0]) is int
            and type(segment[1]) is tuple
            and len(segment[1]) == 2
        )
        if not shape:
            return IllegalMove(
                _("A segment is written (line, (from, to)), not {segment}.").format(segment=repr(segment)), "MM-GRID-1"
            )
        if segment[0] not in (0, 1):
            return IllegalMove(_(TWO_LINES).format(value=repr(segment[0])), "MM-COMP-5")
        a, b = (_vertex(state, end) for end in segment[1])
        if a is None or b is None:
            return IllegalMove(
                _("{edge} is not an edge of the city: a vertex is (i, j) on the board.").format(edge=repr(segment[1])),
                "MM-GRID-1",
            )
        if work.laid >= MOVE_TUNNELS:
            return IllegalMove(_("A move lays at most 3 tunnels, and this one has laid them."), "MM-MOVE-4")
        if number and work.finished[last] and bonus_offered(work, last):
            return IllegalMove(
                _("The tunnel before this one finished a line: choose its bonus station (or none) before laying more."),
                "MM-END-4",
            )
        here = move.spot if number == on else None
        option = Segment(line_id(state.seat, segment[0]), a, b, here, move.letter if here else None)
        problem = segment_problem(work, *option) or step_problem(work, option, False)
        if problem:
            return problem
        work.take(option)
        last = option.line
    return None


def station_problem(state: State, move: Station) -> IllegalMove | None:
    seat = state.seat
    if move.vertex is None:
        if state.bonus < 0:
            return IllegalMove(
                _("Station(None) turns down a bonus station, and you have none to choose now."), "MM-END-4"
            )
        return None
    v = _vertex(state, move.vertex)
    if v is None:
        return IllegalMove(
            _("{vertex} is not a vertex of the city: stations stand on vertices.").format(vertex=repr(move.vertex)),
            "MM-GRID-1",
        )
    if state.bonus >= 0:
        line = state.lines[state.bonus]
        if v not in bonus_places(list(line.ids), state.station_mask):
            return IllegalMove(
                _(
                    "The bonus station goes on a vertex of the line you just finished, without a station, not on its"
                    " arrows; {vertex} is not one."
                ).format(vertex=move.vertex),
                "MM-END-4",
            )
        return None
    if state.turns[seat] == 0:
        return IllegalMove(_("Your first move must start a line."), "MM-MOVE-1")
    if not fresh_turn(state):
        return IllegalMove(
            _("You are digging this move, so you may not build a station as well: a move is one or the other."),
            "MM-STN-7",
        )
    if len(state.stations) >= STATIONS:
        return IllegalMove(_(ALL_STATIONS).format(n=STATIONS), "MM-COMP-7")
    mine = [line for line in own_lines(state, seat) if v in line.ids]
    if not mine:
        return IllegalMove(
            _("{vertex} is not on one of your lines: you build stations on your own lines.").format(vertex=move.vertex),
            "MM-STN-5",
        )
    if state.station_mask >> v & 1:
        return IllegalMove(_(STATION_THERE).format(vertex=move.vertex), "MM-STN-5")
    if on_finished_line(state, v):
        yours = any(line.finished for line in mine)
        return IllegalMove(
            (
                _(
                    "{vertex} is on your finished line, and no station may be built on a finished line: there,"
                    " stations only appear where other lines touch it."
                )
                if yours
                else _(
                    "{vertex} is on a finished line, and no station may be built on a finished line: there, stations"
                    " only appear where other lines touch it."
                )
            ).format(vertex=move.vertex),
            "MM-STN-8",
        )
    if v not in station_places(state, seat):
        return IllegalMove(
            _(
                "{vertex} is on the last section of your line, after its last station: stations are built only on"
                " closed sections."
            ).format(vertex=move.vertex),
            "MM-STN-5",
        )
    return None
