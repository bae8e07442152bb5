"""Shared set-ups for the Metromania tests: lines across the city of seed 0, positions built in a Sandbox
and resumed as a game, and refusals that must change nothing.

Lines in the city of seed 0, each legal from a white arrow; all but LONG end on a black arrow. UP and
ACROSS cross at (-2, -1); DIAG crosses ACROSS at (2, -1), UP at (-2, 3) and ROW at (0, 1).
"""

import dataclasses

import pytest

from gamekit import IllegalMove
from gamekit.metromania import TUNNELS, Sandbox, Station, Tunnels, city_data, finish
from gamekit.metromania.checks import marker_tunnel
from gamekit.metromania.markers import deal
from gamekit.metromania.rules import RULES

UP = [(-2, j) for j in range(-3, 6)]  # side 3 to side 1, straight north-east
ACROSS = [(i, -1) for i in range(-4, 6)]  # side 3 to side 5, straight east; passes the park at (3, -1), (4, -1)
# Side 5 to side 1, straight north-west past the park. Its edges border the spots res-4 ((2, -1)-(1, 0)),
# ent-3 ((1, 0)-(0, 1)), ent-1 ((0, 1)-(-1, 2)) and res-1 ((-2, 3)-(-3, 4)).
DIAG = [(5, -4), (4, -3), (3, -2), (2, -1), (1, 0), (0, 1), (-1, 2), (-2, 3), (-3, 4), (-4, 5)]
WEST = [(-4, j) for j in range(-1, 6)]  # side 3 to side 1, straight north-east
ROW = [(4, 1), (3, 1), (2, 1), (1, 1), (0, 1), (-1, 1), (-2, 1), (-3, 1), (-4, 2), (-5, 3)]  # side 0 to 2, by the lake
FIFTH = [(1, -5), (0, -4), (0, -3), (0, -2), (-1, -1), (-2, -1), (-3, 0), (-4, 0), (-5, 1)]  # side 4 to side 2
LONG = [
    (-5, 4),
    (-4, 4),
    (-3, 3),
    (-2, 3),
    (-2, 4),
    (-1, 4),
    (0, 3),
    (1, 3),
    (2, 2),
    (3, 1),
    (3, 0),
    (3, -1),
    (2, -1),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-2, 0),
    (-3, 0),
    (-3, -1),
]  # 18 tunnels, not finished
DEAD_END = [(3, -5), (2, -4), (2, -3), (1, -2), (0, -2), (0, -3), (0, -4)]  # its only way on is (0, -5), then none


def dig(line, *vertices, spot=None, letter=None):
    """A Tunnels move along consecutive `vertices` of the player's line 0 (solid) or 1 (dashed)."""
    return Tunnels(tuple((line, (a, b)) for a, b in zip(vertices, vertices[1:])), spot, letter)


def box(players=2, *lines, seed=0, **options):
    """A Sandbox with `lines`, each (owner, vertices), laid in order."""
    sandbox = Sandbox(players=players, seed=seed, **options)
    for owner, vertices in lines:
        sandbox.line(owner, vertices)
    return sandbox


def position(box, seat=0, markers=None):
    """The Sandbox's city as a game in progress: everyone has moved, `seat` is on turn, and the markers
    are dealt as in a new game of that seed (or `markers`)."""
    state = box.state
    if markers is None:
        markers = deal(city_data(), state.city, state.players, state.setup.seed, state.setup.variant)
    return dataclasses.replace(state, seat=seat, turns=(1,) * state.players, markers=markers)


def play(state, *moves):
    """Apply legal moves through why_illegal + apply, failing on any refusal."""
    for move in moves:
        problem = RULES.why_illegal(state, move)
        assert problem is None, f"{move}: {problem}"
        assert move in RULES.legal_moves(state) or (type(move) is Tunnels and len(move.segments) > 1), move
        state = RULES.apply(state, move)
    return state


def refused(state, move, rule):
    """`move` is refused in `state` for `rule`, with a plain sentence, and is not a legal move."""
    problem = RULES.why_illegal(state, move)
    assert problem is not None, f"{move} was allowed"
    assert problem.rule == rule, problem
    assert problem.reason.endswith(".") and rule in str(problem)
    assert move not in RULES.legal_moves(state)
    return problem.reason


def sandbox_refuses(box, edit, rule, *args):
    """A Sandbox edit raises IllegalMove for `rule` and changes nothing."""
    before = box.state
    with pytest.raises(IllegalMove) as caught:
        edit(*args)
    assert box.state is before
    assert caught.value.rule == rule and caught.value.reason.endswith("."), caught.value
    return caught.value.reason


def station_at(state, vertex):
    return [s for s in state.stations if s.vertex == vertex]


def no_bonus(state):
    return play(state, Station(None)) if state.bonus >= 0 else state


def exhaustive(work, k):
    """The same search with no second phase: depth first over every legal way, only cut by the distance on an
    open lattice (which no way can beat), however long it takes."""
    city = work.city
    targets = frozenset(
        v for v in city.end_arrows if city.arrow_side[v] in finish.far_half(work, k) and not work.arrow_taken >> v & 1
    )
    if not targets:
        return False
    near = finish.nearest(city, tuple(sorted(targets)))
    work.marker_laid = False
    return finish._search(work, k, targets, lambda b, d: near[b], TUNNELS + 1 - len(work.paths[k]), [-1])


def one_at_a_time(state, move):
    """A Tunnels move as Tunnels moves of one segment each, its location marker with the tunnel that lays it."""
    on = marker_tunnel(state, move)
    return [
        Tunnels((segment,), move.spot, move.letter) if number == on else Tunnels((segment,))
        for number, segment in enumerate(move.segments)
    ]


def whole(state):
    """A state with the fields that equality leaves out (derived, but they decide what is legal next)."""
    return state, state.at, state.along, state.room, state.station_mask
