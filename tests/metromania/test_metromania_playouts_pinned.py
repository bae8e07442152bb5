"""Metromania's random games on the fast path pinned: the moves of seeded `random_move` games, for each player count,
are exactly those of when these digests were taken (2026-11-26, before `random_move` was made faster). A speed-up
must keep every seed's game; a change that means to alter the random moves updates these digests and says so."""

import hashlib

import pytest

from gamekit.core import rng
from gamekit.metromania.rules import RULES

SEEDS = range(30)
DIGESTS = {
    2: "14ab2c89b6a4de9f",
    3: "660f8b3e42ec584e",
    4: "c1af6a9525fe8a7b",
}  # player count -> digest of the moves of the games of SEEDS


def moves_digest(players):
    found = hashlib.sha256()
    for seed in SEEDS:
        state = RULES.initial_state(players, seed)
        rnd = rng(seed, "playout")  # as gamekit.core.playout
        while not RULES.is_over(state):
            move = RULES.random_move(state, rnd)
            found.update(repr(move).encode())
            state = RULES.apply(state, move)
        found.update(b"|")
    return found.hexdigest()[:16]


@pytest.mark.parametrize("players", sorted(DIGESTS))
def test_random_games_play_the_pinned_moves(players):
    assert moves_digest(players) == DIGESTS[players]
