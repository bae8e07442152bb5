"""GreedyBot: the move with the best visible score after it, one move ahead (`seat_view.preview`). Where the score
is flat (no move changes it, as with most bids of an auction), the game's own heuristic (`gamekit.GAME.heuristic`)
decides, on the position after the move in a sample of what the seat cannot know; a seeded draw breaks what ties
remain.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from gamekit.bots.base import Bot, Judge
from gamekit.core import Score
from gamekit.seats import SeatView


def margin(score: Score, seat: int) -> float:
    """What a seat wants of a sheet: its lead over the best other seat (alone or co-op: the total)."""
    if score.target is not None or score.seats == 1:
        return score.total(0)  # one shared row
    own = score.total(seat)
    return own - max(score.total(s) for s in range(score.seats) if s != seat)


def ranked(sv: SeatView, moves: Sequence[Any], rnd: random.Random, everywhere: bool = False) -> list[Any]:
    """`moves` best first: by the visible margin after each, then by the heuristic's margin after it (among the moves
    tied for the best margin only, unless `everywhere`), then in a seeded random order."""
    order = {move: rnd.random() for move in moves}  # the last tie-break, drawn before anything else
    margins = {move: margin(sv.preview(move), sv.seat) for move in moves}
    best = max(margins.values())
    judged = [m for m in moves if everywhere or margins[m] == best]
    sample = sv.sample_state(rnd)
    judge = Judge.of(sv)
    estimate = {m: judge.lead(sv.rules.apply(sample, m), sv.seat) for m in judged}
    return sorted(moves, key=lambda m: (margins[m], estimate.get(m, float("-inf")), order[m]), reverse=True)


class GreedyBot(Bot):
    """The best visible score one move ahead, then the game's heuristic, then a seeded draw."""

    name = "greedy"

    def pick(self, sv: SeatView, moves: Sequence[Any], rnd: random.Random) -> Any:
        return ranked(sv, moves, rnd)[0]
