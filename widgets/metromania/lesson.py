"""Lesson-only helpers for the Metromania lessons (40_metromania and 41_metromania_scoring): a move's verdict in
words, the games each board of a lesson starts from (every board gets its own), the lesson's opening as guided steps,
and the lessons' exercises, whose feedback is the engine's own reason with its rule ID. A lesson passes each
exercise its progress key (`sharp_turn_choice(key="40-sharp-turn")`), so its hidden checks make keyless twins that
record nothing.

    opening_guide()                  # Player 2's first move of the lesson, played step by step on a live board
    outcome(match, StartLine(0, (-5, 1)))  # "✗ refused: (-5, 1) is not a white arrow ... (MM-LINE-1)"
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from gamekit import IllegalMove
from gamekit.core import Match
from gamekit.i18n import N_, _, ngettext
from gamekit.metromania import Sandbox, StartLine, Tunnels, new_game
from widgets.app import GameApp
from widgets.exercises import Choice, Exercise, Option, outcome
from widgets.exercises import refusal as refusal  # the lessons take both from here
from widgets.guide import Guide, Step
from widgets.metromania.board import MetromaniaBoard

PLAYER_1, PLAYER_2 = 0, 1  # seats, named "Player 1" and "Player 2" as on the board
SEED = 7  # the lessons' city


def name(seat: int) -> str:
    """A seat as the board names it."""
    return _("Player {number}").format(number=seat + 1)


def _said(text: str) -> str:
    """`text` (marked with N_ where it is defined) in the current language; an empty text stays empty."""
    return _(text) if text else text


def dig(a, b, line: int = 0, **marker) -> Tunnels:
    """One tunnel of the player's solid (0) or dashed (1) line, from its end `a` to `b` (with `spot=`, `letter=`)."""
    return Tunnels(((line, (a, b)),), **marker)


# --- the lesson's opening (seed 7, 2 players; Player 2 starts) ---------------------------------------------------
OPENING = (
    StartLine(0, (-5, 2)),  # Player 2: the solid line starts on the white arrow (-5, 2)
    dig((-5, 2), (-4, 1)),
    dig((-4, 1), (-4, 0)),
    dig((-4, 0), (-3, -1)),
    StartLine(0, (4, 1)),  # Player 1: the solid line starts beside the entertainment spot ent-3
    dig((4, 1), (4, 0), spot="ent-3", letter="C"),
    dig((4, 0), (4, -1)),
    dig((4, -1), (3, -1)),
)


def opening(plies: int = 0) -> Match:
    """A new game of the lessons' city with the first `plies` moves of the opening played."""
    match = new_game(players=2, seed=SEED)
    for move in OPENING[:plies]:
        match.play(move)
    return match


OPENING_STEPS = (
    (
        N_("Start Player 2's solid line: click the white arrow (-5, 2)."),
        N_("A first move starts a line on an empty white arrow (MM-LINE-1)."),
    ),
    (
        N_("Dig the first tunnel: click the edge from (-5, 2) to (-4, 1)."),
        N_("One click, one tunnel; 3 a move (MM-MOVE-4)."),
    ),
    (
        N_("Dig on from (-4, 1) to (-4, 0). Try (-4, 2) first if you like: the turn would be sharp."),
        N_("A line turns at 60° only at a station (MM-LINE-3)."),
    ),
    (
        N_("Dig the third tunnel, from (-4, 0) to (-3, -1)."),
        N_("Three tunnels: the turn passes to Player 1 (MM-MOVE-4)."),
    ),
)


def _target(move) -> tuple:
    return (move.arrow,) if type(move) is StartLine else (frozenset(move.segments[0][1]),)


def _asks(wanted, done: str):
    def expect(move) -> str | None:
        return (
            None
            if move == wanted
            else _("this step asks for {wanted}, not {move}. {done}").format(wanted=wanted, move=move, done=done)
        )

    return expect


def opening_guide() -> Guide:
    """Player 2's first move of the lesson as guided steps on a board of its own (MM-LINE-1, MM-MOVE-4, MM-LINE-3)."""
    app = GameApp(opening(0), MetromaniaBoard)
    steps = [
        Step(_said(say), _asks(move, _said(done)), _target(move), _said(done))
        for move, (say, done) in zip(OPENING, OPENING_STEPS, strict=False)
    ]
    return Guide(app, steps, title=_("The lesson's first move, step by step"))


# --- the rulebook's station scale, guided (MM-EX-1): a station where three locations meet scores 3 -------------
SCALE_SEED = 0  # the city where (-3, 3) is a corner of res-1, com-2 and com-3
SCALE_STEPS = (
    (StartLine(0, (-5, 4)), N_("Player 1: start the solid line on the white arrow (-5, 4)."), ""),
    (dig((-5, 4), (-4, 4)), N_("Dig from (-5, 4) to (-4, 4)."), ""),
    (
        dig((-4, 4), (-3, 3)),
        N_("Dig on to (-3, 3), a corner of three locations; any way the board offers will do."),
        "",
    ),
    (dig((-3, 3), (-2, 3)), N_("Dig on to (-2, 3); the turn passes."), N_("Player 1's line passes (-3, 3).")),
    (StartLine(0, (-3, 5)), N_("Player 2: start the solid line on the white arrow (-3, 5)."), ""),
    (dig((-3, 5), (-3, 4)), N_("Dig from (-3, 5) to (-3, 4)."), ""),
    (
        dig((-3, 4), (-3, 3)),
        N_("Dig to (-3, 3) and choose a marker: the tunnel touches Player 1's line there."),
        N_(
            "A station appears at (-3, 3) and Player 2 scores 3: one for each location at its corners (MM-STN-1,"
            " MM-EX-1)."
        ),
    ),
)


def _same_tunnel_or_start(wanted, done: str):
    """A step's check: the start or the tunnel asked for, in any of the ways the board offers to dig it."""

    def expect(move) -> str | None:
        if type(wanted) is StartLine:
            ok = move == wanted
        else:
            ok = type(move) is Tunnels and move.segments[0] == wanted.segments[0]
        return (
            None
            if ok
            else _("this step asks for {wanted}, not {move}. {done}")
            .format(wanted=wanted, move=move, done=done)
            .strip()
        )

    return expect


def station_scale_guide() -> Guide:
    """The rulebook's station scale (MM-EX-1) played on a board of its own: Player 2's tunnel touches Player 1's line
    at (-3, 3), where three locations meet, and scores 3."""
    app = GameApp(new_game(players=2, seed=SCALE_SEED), MetromaniaBoard)
    steps = [
        Step(_said(say), _same_tunnel_or_start(move, _said(done)), _target(move), _said(done))
        for move, say, done in SCALE_STEPS
    ]
    return Guide(app, steps, title=_("The rulebook's station scale (MM-EX-1), step by step"))


# --- the lessons' sandboxes: Player 1's line runs east, Player 2's comes down and crosses it ---------------------
EAST = ((-5, 2), (-4, 2), (-3, 2), (-2, 2), (-1, 2), (0, 2))  # Player 1's solid line
SOUTH = ((-1, 5), (-1, 4), (-1, 3), (-1, 2), (-1, 1), (-1, 0), (-1, -1))  # Player 2's solid line
EAST_TO_THE_END = EAST + ((1, 2), (2, 2), (3, 2))  # on past the lake to the black arrow (3, 2)


def trip_city(east: Sequence = EAST, players: int = 3) -> Sandbox:
    """The two lines crossing at (-1, 2), with stations at (-4, 2), (-2, 2), (-1, 3) and the A markers laid."""
    box = Sandbox(players=players, seed=SEED).line(PLAYER_1, east).line(PLAYER_2, SOUTH)
    box.station((-4, 2)).station((-2, 2)).station((-1, 3))
    return box.marker("A", "res-2", PLAYER_1).marker("A", "com-1", PLAYER_2)


DASHED = ((2, 3), (1, 3), (0, 3))  # Player 2's dashed line in the trip exercise


def exercise_city(extra: Sequence = ()) -> Sandbox:
    """The trip city with Player 2's dashed line from (2, 3) to (0, 3), and `extra` vertices on."""
    return trip_city().line(PLAYER_2, (*DASHED, *extra))


def ended_game(seed: int = 158) -> Match:
    """A 2-player game played to its end by two players who pick legal moves at random."""
    match, picker = new_game(players=2, seed=seed), random.Random(seed)
    while not match.is_over:
        match.play(picker.choice(match.legal_moves()))
    return match


CORNER = (
    StartLine(0, (5, -4)),  # Player 2
    dig((5, -4), (4, -4)),
    dig((4, -4), (3, -4)),
    dig((3, -4), (2, -4)),
    StartLine(0, (-1, 5)),  # Player 1
    dig((-1, 5), (-1, 4)),
    dig((-1, 4), (-1, 3)),
    dig((-1, 3), (-1, 2)),
    dig((2, -4), (1, -4)),  # Player 2: the dashed line into the corner (-5, 5)
    dig((1, -4), (0, -4)),
    StartLine(1, (-5, 4)),
    dig((-5, 4), (-5, 5), line=1),
    dig((-1, 2), (-1, 1)),  # Player 1
    dig((-1, 1), (-1, 0)),
    dig((-1, 0), (-1, -1)),
)


def corner_game() -> Match:
    """Player 2's dashed line dug into the corner (-5, 5), from where it cannot reach the far half (MM-END-2)."""
    match = new_game(players=2, seed=SEED)
    for move in CORNER:
        match.play(move)
    return match


# --- the exercises --------------------------------------------------------------------------------------------
def _verdicts(match: Match, moves: dict[str, object], right: str, praise: str) -> list[Option]:
    """Options for moves, each explained by the engine's verdict on it (the right one by `praise`)."""
    return [
        Option(label, label == right, praise if label == right else outcome(match, move))
        for label, move in moves.items()
    ]


def sharp_turn_choice(key: str | None = None) -> Choice:
    match, right = opening(2), _to((-4, 2))
    moves = {_to(b): dig((-4, 1), b) for b in ((-4, 2), (-4, 0), (-3, 0))}
    options = [
        Option(
            label,
            label == right,
            _("Right: {verdict}").format(verdict=outcome(match, move))
            if label == right
            else _("No: this tunnel is {verdict}; the one that turns at 60° is refused (MM-LINE-3).").format(
                verdict=outcome(match, move)
            ),
        )
        for label, move in moves.items()
    ]
    return Choice(
        _("Player 2's line runs (-5, 2) → (-4, 1), with no station. Which next tunnel does the engine refuse?"),
        options,
        key=key,
        hint=_("Draw the two tunnels: where they meet at 60°, the turn is sharp, and (-4, 1) has no station."),
        solution=_("(-4, 1) → (-4, 2): it would turn at an acute angle where there is no station (MM-LINE-3)."),
    )


def _to(vertex) -> str:
    """An option naming where a tunnel goes: "to (0, 2)"."""
    return _("to {vertex}").format(vertex=vertex)


def second_line_choice(key: str | None = None) -> Choice:
    match = opening(8)
    moves = {_("white arrow {vertex}").format(vertex=a): StartLine(1, a) for a in ((-5, 4), (3, -5))}
    right = _("white arrow {vertex}").format(vertex=(3, -5))
    praise = _("Right: it lies on the half of the city opposite (-5, 2) (MM-MOVE-3).")
    options = _verdicts(match, moves, right, praise)
    return Choice(
        _("Player 2's solid line started at (-5, 2). Where may Player 2 start the dashed line?"),
        options,
        key=key,
        hint=_("Not on the side where the first line started, nor on the two sides next to it."),
        solution=_("(3, -5), on the opposite half; (-5, 4) is on the same side as (-5, 2) (MM-MOVE-3)."),
    )


def station_points_choice(key: str | None = None) -> Choice:
    reasons = {
        "0": _("A station scores for the locations at its corners, and res-3 is one of them (MM-STN-3)."),
        "1": _("Right: (-1, 2) is a corner of one location, res-3, so 1 point (MM-STN-3, MM-EX-1)."),
        "3": _("3 points need three locations at the vertex; (-1, 2) has only res-3 (MM-EX-1)."),
    }
    return Choice(
        _(
            "Player 2's line crosses Player 1's at (-1, 2), a corner of res-3 only. How many points does Player 2"
            " score?"
        ),
        [Option(label, label == "1", why) for label, why in reasons.items()],
        key=key,
        hint=_("1 point for each location whose triangle has that vertex as a corner; park and lake give nothing."),
        solution=_("1: one location, res-3, has (-1, 2) as a corner (MM-STN-3)."),
    )


def marker_exercise(match: Match, key: str | None = None) -> Exercise:
    """Judged on `match`: Player 1 has laid an entertainment marker on ent-3 by digging onto it (MM-LOC-1)."""

    def judge() -> str | None:
        laid = [m for m in match.state.markers if m.holder == PLAYER_1 and m.spot == "ent-3"]
        if laid:
            return None
        if match.state.lines[0].path:
            return _("the tunnel went beside ent-3, not on it: press Undo and choose a way with a marker (MM-LOC-1).")
        return _("start Player 1's solid line on the white arrow (4, 1), then click the edge to (4, 0).")

    return Exercise(
        _("As Player 1, start the solid line at (4, 1) and dig onto the entertainment spot ent-3 with a marker."),
        judge,
        praise=_("Marker laid: a tunnel on a location takes one of your markers of its type (MM-LOC-1)."),
        key=key,
        hint=_("Click the white arrow (4, 1), then the edge to (4, 0): the board offers the ways to dig it."),
        solution=_("Click (4, 1), then the edge (4, 1)–(4, 0), then “marker C on ent-3” (or E)."),
    )


def faster_tunnel_choice(key: str | None = None) -> Choice:
    reasons = {}
    for vertex in ((-1, 3), (0, 2), (0, 4)):
        try:
            minutes, _routes = exercise_city([vertex]).fastest("res-2", "com-1")
            reasons[_to(vertex)] = ngettext(
                "trip A takes {n} minutes after it.", "trip A takes {n} minutes after it.", minutes or 0
            ).format(n=minutes)
        except IllegalMove as err:
            reasons[_to(vertex)] = _("it is refused: {reason} ({rule})").format(reason=err.reason, rule=err.rule)
    right = _to((0, 2))
    return Choice(
        _("Player 2's dashed line ends at (0, 3). Which one tunnel from there makes trip A faster than 6 minutes?"),
        [
            Option(
                label,
                label == right,
                (
                    _("Right: it touches Player 1's line, so a station appears at (0, 2) (MM-STN-1); {why}").format(
                        why=why
                    )
                    if label == right
                    else _("No: {why} A faster trip needs a new station serving com-1 (MM-STN-1).").format(why=why)
                ),
            )
            for label, why in reasons.items()
        ],
        key=key,
        hint=_("A new tunnel that touches another line builds a station there (MM-STN-1)."),
        solution=_("To (0, 2): the station there serves com-1, and trip A rides Player 1's line in 3 minutes."),
    )


def trip_minutes_choice(key: str | None = None) -> Choice:
    reasons = {
        "3": _("Right: (-4, 2) → (-2, 2) → (-1, 2) → (0, 2), 3 sections on one line, no change (MM-TEST-2)."),
        "4": _("Count the sections between stations: (-3, 2) has no station, so it is no stop (MM-TEST-2)."),
        "6": _("That was before the tunnel: the change of line (3 minutes) is no longer needed (MM-TEST-2)."),
    }
    return Choice(
        _("After the tunnel to (0, 2), how many minutes does trip A take?"),
        [Option(label, label == "3", why) for label, why in reasons.items()],
        key=key,
        hint=_("1 minute a section between stations, 3 a change of line."),
        solution=_("3: three sections of Player 1's line, no change."),
    )


def park_lake_choice(key: str | None = None) -> Choice:
    reasons = {
        name(PLAYER_1): _("Look at the line under the band: it is dashed and blue, Player 2's (MM-TEST-10)."),
        name(PLAYER_2): _(
            "Right: the route rides Player 2's dashed line for two sections: Player 2 scores 5 (MM-TEST-10)."
        ),
        _("nobody"): _(
            "There is a band, so there is a connection: the players whose lines carry it score 5 (MM-TEST-10)."
        ),
    }
    return Choice(
        _("Pick park-lake in the board's trip picker. Whose line carries the fastest park–lake route?"),
        [Option(label, label == name(PLAYER_2), why) for label, why in reasons.items()],
        key=key,
        hint=_("The band follows the route; each line has its owner's colour, and the number at its start."),
        solution=_("Player 2's dashed line, from a station serving the park to one serving the lake."),
    )


def tie_break_choice(key: str | None = None) -> Choice:
    right = _("Player 1, with more finished lines")
    reasons = {
        right: _("Right: finished lines decide first, 1 against 0 (MM-TIE-2)."),
        _("Player 2, with more tunnels"): _("Tunnels count only when the finished lines tie (MM-TIE-2)."),
        _("both: a dispute"): _("A dispute comes only after finished lines and tunnels both tie (MM-TIE-2)."),
    }
    return Choice(
        _("Both players total 5. Who wins, and by which tie-break?"),
        [Option(label, label == right, why) for label, why in reasons.items()],
        key=key,
        hint=_("Read the seat table beside the board: finished lines first, then tunnels."),
        solution=_("Player 1: one finished line against none (MM-TIE-2)."),
    )
