"""One tournament game, played where the work runs (a worker process or a dask worker): who sits where, the seeds,
the game played bot by bot through seat views, and its rows of the table.

Everything a game needs travels in a small `Job`, and every random number comes from the tournament's seed and the
game's number (`game_seed`, `bot_seed`), never from the worker: so a game gives the same rows wherever it runs.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import gamekit
from gamekit import bots
from gamekit.bots import Bot
from gamekit.core import Match, Score, rng
from gamekit.i18n import set_language
from gamekit.seats import SeatView

SEED_RANGE = 2**31
# "playout": no bot, the rules' own random moves through the fast path (`rules.random_move`, as `gamekit.core.playout`):
# fast, and random, but not uniform over the legal moves in every game (Warsaw's and Metromania's favour building)
PLAYOUT = "playout"
SEARCH_ITERATIONS = 100  # the lab's "search": a fixed number of iterations (a time budget would depend on the CPU)
FIXED = ("game", "seed", "seat", "order", "bot", "score")  # the columns before the score categories
LAST = ("rank", "winner")  # and after them

Row = dict[str, Any]


@dataclass(frozen=True)
class Entrant:
    """A bot of the line-up: its label in the table and how to make it from a seed (`make(seed=...)`), for example
    `Entrant("search 300", functools.partial(bots.SearchBot, iterations=300))`."""

    label: str
    make: Callable[..., Bot] | None  # None: PLAYOUT, the rules' own random moves

    @classmethod
    def of(cls, entry: str | Entrant) -> Entrant:
        """An entrant from a bot's name in `bots.NAMES` (the lab's "search" has SEARCH_ITERATIONS iterations), or
        PLAYOUT."""
        if isinstance(entry, Entrant):
            return entry
        if entry == PLAYOUT:
            return cls(PLAYOUT, None)
        if entry not in bots.NAMES:
            names = ", ".join(map(repr, (*bots.NAMES, PLAYOUT)))
            raise ValueError(f"a bot is one of {names} or a lab.Entrant, not {entry!r}")
        options = {"iterations": SEARCH_ITERATIONS} if entry == "search" else {}
        return cls(entry, functools.partial(bots.make, entry, **options))

    def bot(self, seed: int) -> Bot:
        if self.make is None:
            raise ValueError(f"{PLAYOUT!r} is no bot: it plays only in a line-up of {PLAYOUT!r} seats")
        return self.make(seed=seed)


class Avoiding(Bot):
    """A bot that never plays the move kinds in `kinds` (move class names, such as "Metro") while it has any other
    move: the same bot otherwise, so a tournament against the plain bot measures what those moves are worth."""

    name = "avoiding"

    def __init__(self, inner: Bot, kinds: Sequence[str]):
        super().__init__(inner.seed)
        self.inner, self.kinds = inner, frozenset(kinds)

    def pick(self, sv: SeatView, moves: Sequence[Any], rnd: random.Random) -> Any:
        kept = [move for move in moves if type(move).__name__ not in self.kinds] or list(moves)
        return kept[0] if len(kept) == 1 else self.inner.pick(sv, kept, self.inner.random_for(sv))


def avoiding(entry: str, *kinds: str, label: str | None = None) -> Entrant:
    """An entrant: the bot `entry` ("greedy", ...) that never plays the move kinds `kinds` while it has another
    move, for example `avoiding("greedy", "Metro")` (Warsaw: is the metro worth its cost?)."""
    plain = Entrant.of(entry)
    plain.bot(0)  # refuses PLAYOUT, which is no bot
    return Entrant(label or f"{plain.label} without {', '.join(kinds)}", functools.partial(_avoiding, plain, kinds))


def _avoiding(plain: Entrant, kinds: Sequence[str], seed: int) -> Bot:
    return Avoiding(plain.bot(seed), kinds)


@dataclass(frozen=True)
class Job:
    """A tournament's settings, all a worker needs to play any of its games."""

    game: str
    lineup: tuple[Entrant, ...]
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)
    language: str = "en"  # the caller's (gamekit.i18n), so that a worker names score rows as the caller's kit does

    @property
    def players(self) -> int:
        return len(self.lineup)

    @property
    def playouts(self) -> bool:
        """Every seat is PLAYOUT: the games go through the rules' fast path, with no bot."""
        return all(entrant.make is None for entrant in self.lineup)


def game_seed(seed: int, number: int) -> int:
    """The seed of game `number` of a tournament with seed `seed`."""
    return rng(seed, "lab game", number).randrange(SEED_RANGE)


def bot_seed(seed: int, number: int, seat: int) -> int:
    """The seed of the bot at `seat` in game `number`."""
    return rng(seed, "lab bot", number, seat).randrange(SEED_RANGE)


def seating(job: Job, number: int) -> tuple[Entrant, ...]:
    """Who sits where in game `number`: the line-up turned by one seat a game, so each bot sits everywhere."""
    players = job.players
    return tuple(job.lineup[(seat - number) % players] for seat in range(players))


def play_block(job: Job, numbers: Sequence[int]) -> list[Row]:
    """The rows of games `numbers`, in order (the unit of work sent to a worker, in the caller's language)."""
    set_language(job.language)
    return [row for number in numbers for row in play(job, number)]


def play(job: Job, number: int) -> list[Row]:
    """Play game `number` of the tournament and return its rows, one per seat."""
    seed = game_seed(job.seed, number)
    match = gamekit.GAMES[job.game].new_game(players=job.players, seed=seed, **job.options)
    first = match.current_player
    if job.playouts:
        final = playout(match)
    else:
        seated = [entrant.bot(bot_seed(job.seed, number, seat)) for seat, entrant in enumerate(seating(job, number))]
        while not match.is_over:
            seat = match.current_player
            match.play(seated[seat].choose(match.seat_view(seat)))
        final = match.state
    return rows(job, number, seed, first, match.rules.score(final, None, reveal=True))


def playout(match: Match) -> Any:
    """The final state of a random game from the match's start, through the fast path (as `gamekit.core.playout`)."""
    rules, state = match.rules, match.state
    rnd = rng(match.seed, "playout")
    while not rules.is_over(state):
        state = rules.apply(state, rules.random_move(state, rnd))
    return state


def rows(job: Job, number: int, seed: int, first: int, score: Score) -> list[Row]:
    """One row per seat: the final sheet seen by all; co-op (a target), every seat has the team's sheet, rank 1, and
    wins when the team reaches the target."""
    players, lineup = job.players, seating(job, number)
    coop = score.target is not None
    keys = [(score.total(s), score.tiebreak[s] if score.tiebreak else 0) for s in range(score.seats)]
    winners = score.winners()
    table = []
    for seat in range(players):
        line = 0 if coop else seat
        row: Row = {
            "game": number,
            "seed": seed,
            "seat": seat,
            "order": (seat - first) % players + 1,
            "bot": lineup[seat].label,
            "score": int(score.total(line)),
        }
        for category, points in zip(score.categories, score.sheet[line]):
            row[category if category not in FIXED + LAST else f"{category} (points)"] = int(points)
        row["rank"] = 1 if coop else 1 + sum(key > keys[seat] for key in keys)
        row["winner"] = bool(score.won) if coop else seat in winners
        table.append(row)
    return table
