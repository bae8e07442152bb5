"""Helpers shared by the Metropolys tests: play moves, expect a refusal, start a game where Blue opens, craft a
state, list every state of a random game, and build a Sandbox city to score."""

import dataclasses
import random
import re

import pytest

from gamekit import IllegalMove, metropolys
from gamekit.metropolys import Sandbox
from gamekit.metropolys.rules import RULES

BLUE, GREY, RED, WHITE = range(4)
RULE = re.compile(r"^M-[A-Z]+-\d+$")


def play(match, *moves):
    for move in moves:
        match.play(move)
    return match


def refused(match, move):
    """Play `move`, expect IllegalMove, check that nothing changed, and return the error."""
    before, history = match.state, match.history
    with pytest.raises(IllegalMove) as caught:
        match.play(move)
    assert match.state is before and match.history == history
    err = caught.value
    assert err.reason.endswith(".") and RULE.match(err.rule) and err.rule in str(err)
    return err


def blue_starts(**options):
    """A new game where Blue (seat 0) opens the first auction: the players chose so (M-SETUP-8)."""
    return metropolys.new_game(**{"first_player": BLUE, **options})


def crafted(players=2, **changes):
    """A fresh 2-player (random layout) state, Blue to open, with some fields replaced, for positions hard
    to reach."""
    return dataclasses.replace(RULES.initial_state(players, 0, "family", "random", BLUE), **changes)


def mask(*values):
    return sum(1 << v for v in values)


def random_states(seed, players=4, **options):
    """Every state of one random game played through a Match."""
    match = metropolys.new_game(players=players, seed=seed, **options)
    rnd = random.Random(seed)
    states = [match.state]
    while not match.is_over:
        match.play(rnd.choice(match.legal_moves()))
        states.append(match.state)
    return states


def built(sandbox, *places, owner=BLUE, first=1):
    """Build one of `owner`'s buildings on each place, numbered from `first` up."""
    for value, n in enumerate(places, start=first):
        sandbox.build(n, owner, value)
    return sandbox


def family(card, *places, players=4):
    """Blue's Family objective points with `card` and buildings on `places`."""
    sandbox = built(Sandbox(players=players), *places)
    return sandbox.score(goals=[card] * players).rows(BLUE)["area objective"]


def advanced(card, *places, kind="park"):
    """Blue's Advanced rows with secret cards (`kind`, `card`) and buildings on `places`."""
    sandbox = built(Sandbox(players=4, variant="advanced"), *places)
    return sandbox.score(goals=[(kind, card)] * 4).rows(BLUE)
