"""Helpers shared by the card-city rule tests: play a game out at random, and expect a refusal that changes
nothing."""

import pytest

from gamekit import IllegalMove


def play_randomly(match, rnd):
    while not match.is_over:
        match.play(rnd.choice(match.legal_moves()))


def refused(match, move):
    before, history = match.state, match.history
    with pytest.raises(IllegalMove) as caught:
        match.play(move)
    assert match.state is before and match.history == history
    assert caught.value.reason.endswith(".")
    return caught.value
