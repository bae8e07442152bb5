"""The bots' choices pinned: seeded Greedy-against-Greedy games and a few seeded Search moves give exactly the same
moves as when these digests were taken (2026-11-26, before the bots were made faster). A speed-up must keep every
choice; a change that means to alter the bots' play updates these digests and says so."""

import hashlib

import pytest

import gamekit
from gamekit import bots

PLAYERS = {"cardcity": 2, "metropolys": 2, "metromania": 2, "warsaw": 3}
# (game, seed) -> digest of the moves of a Greedy-against-Greedy game, and its length
GREEDY_GAMES = {
    ("cardcity", 0): ("1d9646c92c78d8a2", 14),
    ("cardcity", 1): ("92713614f5a75070", 14),
    ("metropolys", 0): ("bed8d670b9e36c9f", 39),
    ("metropolys", 1): ("ace86822f6b0f6e5", 37),
    ("metromania", 0): ("f9669476fa691ade", 40),
    ("metromania", 1): ("2d88ed634138bec9", 47),
    ("warsaw", 0): ("47d6d1afc9f0fcd0", 187),
}
SEARCH_PLIES = (0, 3, 8)  # the positions of Greedy game 0 where a seeded Search chooses
SEARCH_ITERATIONS = 25
SEARCH_MOVES = {
    "cardcity": "f2c45fe81b11b454",
    "metropolys": "98830b16c7fb9f41",
    "metromania": "d7ce099f67568318",
    "warsaw": "30622a1285fd5b64",
}


def digest(moves):
    return hashlib.sha256("\n".join(map(repr, moves)).encode()).hexdigest()[:16]


def greedy_game(game, seed):
    """The moves of a Greedy-against-Greedy game (seat s's bot seeded 100 * seed + s)."""
    players = PLAYERS[game]
    match = gamekit.GAMES[game].new_game(players=players, seed=seed)
    seated = [bots.GreedyBot(seed=100 * seed + seat) for seat in range(players)]
    moves = []
    while not match.is_over:
        seat = match.current_player
        moves.append(seated[seat].choose(match.seat_view(seat)))
        match.play(moves[-1])
    return moves


@pytest.mark.parametrize(("game", "seed"), sorted(GREEDY_GAMES), ids=[f"{g}-{s}" for g, s in sorted(GREEDY_GAMES)])
def test_greedy_plays_the_pinned_moves(game, seed):
    moves = greedy_game(game, seed)
    assert (digest(moves), len(moves)) == GREEDY_GAMES[game, seed]


@pytest.mark.parametrize("game", sorted(SEARCH_MOVES))
def test_search_chooses_the_pinned_moves(game):
    moves = greedy_game(game, 0)
    chosen = []
    for ply in SEARCH_PLIES:
        position = gamekit.GAMES[game].new_game(players=PLAYERS[game], seed=0)
        for move in moves[:ply]:
            position.play(move)
        seat = position.current_player
        chosen.append(bots.SearchBot(seed=ply, iterations=SEARCH_ITERATIONS).choose(position.seat_view(seat)))
    assert digest(chosen) == SEARCH_MOVES[game]
