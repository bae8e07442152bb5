"""Helpers for the full-game tests: states set up by hand (frozen, so `replace` makes a new one), moves that
must be legal or refused, and skipping through rounds."""

from dataclasses import replace

import pytest

from gamekit import IllegalMove
from gamekit.core import Match
from gamekit.warsaw import RULES, EndRealisation, KeepNorm, Pass
from gamekit.warsaw.state import Project, initial_state

URBAN = (0, 1)  # a left-bank urban hex, no historic site; its neighbours below are all left-bank urban
NEXT_TO_URBAN = (-1, 1)
FAR_URBAN = (-2, 2)
SUBURBAN = (-3, 0)
RIGHT_URBAN = (2, 0)
CASTLE = (0, 0)  # the historic site of card 16, Zamek Królewski
GRANT_CARD, INSPECTOR_CARD, DRAW_CARD, SUBURBAN_CARD, SOCREALIST_CARD = 6, 8, 9, 10, 12
INCOME_CARD, UNDERPASS_CARD, SUPPLIER_CARD, SURVEYOR_CARD, RIVER_CARD, SHOCK_CARD = 19, 26, 5, 15, 20, 42


def planning(players=4, seed=0):
    """A game in round 1's planning phase: every player kept the first norm dealt."""
    state = initial_state(players, seed)
    while state.phase == "norms":
        state = RULES.apply(state, KeepNorm(state.seats[state.active].dealt[0]))
    return state


def seat(state, index, **changes):
    """The state with seat `index` changed."""
    seats = list(state.seats)
    seats[index] = replace(seats[index], **changes)
    return replace(state, seats=tuple(seats))


def cleared(state, *hexes):
    return replace(state, board=replace(state.board, rubble=state.board.rubble - set(hexes)))


def founded(state, index, card, hex):
    """`index` has a project of `card` on `hex` (its engineer on the board, the hex cleared)."""
    state = cleared(state, hex)
    state = replace(state, projects=state.projects + (Project(hex, card, index),))
    return seat(state, index, engineers=state.seats[index].engineers - 1)


def realised(state, index, *cards):
    """`index` has built these cards (their functions work; nothing is put on the map)."""
    return seat(state, index, realised=state.seats[index].realised + cards)


def realising(state, active=None):
    """The same state in the realisation phase, with `active` (default: the first player) to act."""
    return replace(state, phase="realisation", active=state.first if active is None else active)


def play(state, *moves):
    """Apply moves that must be legal (and listed by legal_moves); returns the new state."""
    for move in moves:
        problem = RULES.why_illegal(state, move)
        assert problem is None, f"{move}: {problem}"
        assert move in RULES.legal_moves(state), move
        state = RULES.apply(state, move)
    return state


def refused(state, move, rule):
    """`move` must be refused with `rule`, a sentence, and nothing changed (also through a Match)."""
    problem = RULES.why_illegal(state, move)
    assert problem is not None, f"{move} was allowed"
    assert problem.rule == rule, (problem.rule, problem.reason)
    assert problem.reason.endswith(".") and rule in str(problem)
    assert move not in RULES.legal_moves(state)
    match = Match.at(RULES, state, state.players, state.seed)  # a hand-made position
    with pytest.raises(IllegalMove):
        match.play(move)
    assert match.state is state and match.history == ()
    return problem


def skip_round(state):
    """Everyone passes and ends realisation at once: the state at the start of the next round (or the end)."""
    start = state.round
    while state.phase != "over" and state.round == start:
        state = RULES.apply(state, Pass() if state.phase == "planning" else EndRealisation())
    return state
