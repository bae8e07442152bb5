"""The random moves of the fast path (`RULES.random_move`, for playouts, bots and the lab) on a player's own
planning or realisation turn: 5 times in 6 the player acts, else they pass or end the turn.

Acting tries kinds of move in turn, from a random start: in planning a foundation, a function, a delegation; in
realisation a building, a function, a metro segment, a bridge. The first kind with a legal move gives one, drawn
at random among them. A kind is drawn from without listing its moves where that is costly: `pick` draws a
position in the moves as `rnd.choice` draws from their list, and only that move is built, so a seed gives the
same game as if every list were built.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

from gamekit.warsaw.functions import usable
from gamekit.warsaw.game_moves import (
    Bridge,
    Build,
    Delegate,
    EndRealisation,
    Foundation,
    Metro,
    Move,
    Pass,
    UseFunction,
)
from gamekit.warsaw.planning import foundation_sites, random_delegation
from gamekit.warsaw.realisation import legal_bridge_moves, legal_builds, metro_places
from gamekit.warsaw.state import GameState

ACT = 5 / 6  # how often a random turn move acts rather than passes
FIRST_KIND = 0.6  # how often it tries the first kind (a foundation, a building) first

Key = TypeVar("Key")
Item = TypeVar("Item")
Picker = Callable[[GameState, random.Random], Move | None]


def random_turn_move(state: GameState, rnd: random.Random) -> Move:
    """A random legal move of the active player's planning or realisation turn (no window, no discard)."""
    planning = state.phase == "planning"
    if rnd.random() < ACT:
        pickers = PLANNING if planning else REALISATION
        start = 0 if rnd.random() < FIRST_KIND else 1
        for picker in pickers[start:] + pickers[:start]:
            move = picker(state, rnd)
            if move is not None:
                return move
    return Pass() if planning else EndRealisation()


def pick(rnd: random.Random, groups: Sequence[tuple[Key, Sequence[Item]]]) -> tuple[Key, Item] | None:
    """A random (key, item) of the flat list `[(key, item) for key, items in groups for item in items]`, drawn
    as `rnd.choice` draws from that list (one draw of its position), without building it; None if it is empty."""
    total = sum(len(items) for _, items in groups)
    if not total:
        return None
    index = rnd.choice(range(total))
    for key, items in groups:
        if index < len(items):
            return key, items[index]
        index -= len(items)
    raise AssertionError("unreachable: the index is below the total")


def _listed(
    legal: Callable[[GameState], Sequence[UseFunction | Build | Bridge]],
) -> Picker:
    """A picker drawing one of the moves that `legal` lists."""

    def picker(state: GameState, rnd: random.Random) -> Move | None:
        moves = legal(state)
        return rnd.choice(moves) if moves else None

    return picker


def _foundation(state: GameState, rnd: random.Random) -> Foundation | None:
    """One of `legal_foundations(state)`, at random."""
    picked = pick(rnd, foundation_sites(state))
    return None if picked is None else Foundation(*picked)


def _metro(state: GameState, rnd: random.Random) -> Metro | None:
    """One of `legal_metro(state)`, at random: each place with each payment, payments innermost."""
    places, payments = metro_places(state)
    picked = pick(rnd, [(place, payments) for place in places])
    if picked is None:
        return None
    (a, b, tunnel), payment = picked
    return Metro(a, b, payment, tunnel)


def _delegation(state: GameState, rnd: random.Random) -> Delegate | None:
    """A random delegation (`random_delegation`), then a draw from that one move (as the playouts always drew:
    it keeps each seed's game)."""
    move = random_delegation(state, rnd)
    return None if move is None else rnd.choice([move])


# The kinds of move each phase tries, in order (`random_turn_move` starts at the first or the second).
PLANNING: tuple[Picker, ...] = (_foundation, _listed(usable), _delegation)
REALISATION: tuple[Picker, ...] = (_listed(legal_builds), _listed(usable), _metro, _listed(legal_bridge_moves))
