"""GreedyBot: the move with the best visible score after it, one move ahead (`seat_view.preview`). Where the score
is flat (no move changes it, as with most bids of an auction), the game's own heuristic (`gamekit.GAME.heuristic`)
decides, on the position after the move in a sample of what the seat cannot know; a seeded draw breaks what ties
remain.

Where the game gives a sheet key (`gamekit.GAME.heuristic.sheet_key`: no hidden information ever shows in a seat's
own sheet), the moves are previewed on that same sample, each position made once for both measures, and a sheet
shared by many moves (a bid that ends nothing) is scored once: the same margins as the seat view's previews.
Where the game weighs all the moves at once (`gamekit.GAME.heuristic.margins_after`, same premise: a card city's
Greedy move weighs hundreds of cities that differ by one card), both measures come from it, on that same sample.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from gamekit.bots.base import Bot, Judge, SheetKey
from gamekit.core import Rules, Score
from gamekit.seats import SeatView


def margin(score: Score, seat: int) -> float:
    """What a seat wants of a sheet: its lead over the best other seat (alone or co-op: the total)."""
    if score.target is not None or score.seats == 1:
        return score.total(0)  # one shared row
    own = score.total(seat)
    return own - max(score.total(s) for s in range(score.seats) if s != seat)


def ranked(sv: SeatView, moves: Sequence[Any], rnd: random.Random) -> list[Any]:
    """`moves` best first: by the visible margin after each, then by the heuristic's margin after it (among the moves
    tied for the best margin only), then in a seeded random order."""
    order = [rnd.random() for _ in moves]  # the last tie-break, drawn before anything else
    sample = sv.sample_state(rnd)
    judge = Judge.of(sv)
    rules, seat, key, batch = sv.rules, sv.seat, judge.game.sheet_key, judge.game.margins_after
    after: list[Any] = []
    leads: list[float] = []
    if batch is not None:
        margins, leads = batch(sample, moves, seat)
    elif key is None:
        margins = [margin(sv.preview(move), seat) for move in moves]
    else:
        after = [rules.apply(sample, move) for move in moves]
        margins = sample_margins(rules, after, seat, key)
    best = max(margins)
    estimate = [float("-inf")] * len(moves)
    for n, move in enumerate(moves):
        if margins[n] == best:
            estimate[n] = leads[n] if leads else judge.lead(after[n] if after else rules.apply(sample, move), seat)
    best_first = sorted(range(len(moves)), key=lambda n: (margins[n], estimate[n], order[n]), reverse=True)
    return [moves[n] for n in best_first]


def sample_margins(rules: Rules, after: list[Any], seat: int, key: SheetKey) -> list[float]:
    """The visible margin after each move, from the positions `after` the moves in one sample (the game's sheet key
    says they are the previews' own): each different sheet is scored once."""
    sheets: dict[Any, float] = {}
    margins = []
    for state in after:
        found = sheets.get(k := key(state))
        if found is None:
            found = sheets[k] = margin(rules.score(state, seat, reveal=False), seat)
        margins.append(found)
    return margins


class GreedyBot(Bot):
    """The best visible score one move ahead, then the game's heuristic, then a seeded draw."""

    name = "greedy"

    def pick(self, sv: SeatView, moves: Sequence[Any], rnd: random.Random) -> Any:
        return ranked(sv, moves, rnd)[0]
