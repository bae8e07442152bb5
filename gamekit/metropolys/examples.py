"""The rulebook's worked examples as real games on the Welcome layout (M-EX-1, M-EX-2, M-EX-3), for tests and
lessons.

The rulebook's auction (M-EX-1, M-EX-2): Blue has built C3 and C7 in two quick auctions, so C8 (fashionable) is the
only empty neighbourhood next to C2; C12 holds a metro token; C13, where Red wins, is next to the bridge to S5 and
keeps empty neighbours, so White is asked and passes; C9 is across lake L3 from C8. Seed 3 deals Red (seat 2) the
Bridges card, as in the story.

    match = auction_example()          # Blue is about to open
    for move in AUCTION: match.play(move)

The quick win (M-EX-3): Grey wins S6 (over Blue's opening bid) and then S12, so S13 (fashionable) has no
empty neighbour left; Grey opens there with 1 and wins at once.
"""

from __future__ import annotations

from gamekit.core import Match
from gamekit.metropolys.auction import Bid, Pass
from gamekit.metropolys.rules import new_game

BLUE = 0
AUCTION_SEED = 3
AUCTION_SETUP = (Bid("C3", 1), Pass(), Pass(), Pass(), Bid("C7", 2), Pass(), Pass(), Pass())
# M-EX-1, M-EX-2: Blue 3, Grey 7, Red 9 (fashionable), White 10 (metro), Blue and Grey pass, Red 11, White passes
AUCTION = (
    Bid("C1", 3),
    Bid("C2", 7),
    Bid("C8", 9),
    Bid("C12", 10),
    Pass(),
    Pass(),
    Bid("C13", 11),
    Pass(),
)
QUICK_WIN_SETUP = (Bid("S5", 1), Bid("S6", 2), Pass(), Pass(), Pass(), Bid("S12", 3), Pass(), Pass(), Pass())
QUICK_WIN = Bid("S13", 1)  # M-EX-3


def _played(moves: tuple, seed: int) -> Match:
    match = new_game(players=4, seed=seed, layout="welcome", first_player=BLUE)  # Blue starts, as in the story
    for move in moves:
        match.play(move)
    return match


def auction_example() -> Match:
    """A 4-player game just before the rulebook's auction: Blue (seat 0) is to open it."""
    return _played(AUCTION_SETUP, AUCTION_SEED)


def quick_win_example() -> Match:
    """A 4-player game just before the rulebook's quick win: Grey (seat 1) is to open, and S13 has no empty
    neighbour."""
    return _played(QUICK_WIN_SETUP, 0)
