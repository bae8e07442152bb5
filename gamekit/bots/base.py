"""What every bot shares: the `Bot` base class (a seed, and `choose(seat_view)`), the per-game heuristic found in the
game's own package (`gamekit.GAME.heuristic`), and how a finished or cut-off game is turned into a reward per seat.

A bot is stateless between calls: the random numbers of one choice come from its seed and the public position (the
game, the seat and the number of moves played), so the same bot with the same seed always chooses the same move in
the same position, whatever it chose before, and whatever it cannot see.
"""

from __future__ import annotations

import importlib
import math
import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from gamekit.core import Rules, check_seed
from gamekit.seats import SeatView

Heuristic = Callable[[Any, int], float]  # (state, seat) -> an estimate of the seat's final points
SheetKey = Callable[[Any], Hashable]  # state -> what its sheets depend on, in one sample
MarginsAfter = Callable[[Any, Sequence[Any], int], tuple[list[float], list[float]]]  # (state, moves, seat) -> margins
EXPLORATION = 0.7  # a search's UCB constant, for rewards from 0 to 1, where the game sets none


@dataclass(frozen=True)
class GameHints:
    """A game's help for the bots (its `heuristic` module): the estimate of a seat's final points, the points that
    make a clear lead (`scale`), how many random moves a search plays before it estimates (`depth`, None: to the
    end), its UCB constant (`exploration`, optional in the module) and, optionally, `sheet_key`.

    A game gives `sheet_key(state)` when a seat's visible sheet after its own move is the same in every sample of
    what it cannot know (no hidden information ever shows in it): a bot may then preview its moves on a sample
    (`rules.score(rules.apply(sample, move), seat, reveal=False)`, as `seat_view.preview` on the real state), and
    two states of one sample with the same key have the same sheets, so a flat score is worked out once.

    A game gives `margins_after(state, moves, seat)` when it can weigh many moves at once faster than one by one,
    under the same premise (no hidden information in the seat's own sheet; `state` is a sample): two lists, the
    margins of the sheets after each move (as `gamekit.bots.greedy.margin` of `seat_view.preview(move)`) and the
    heuristic's margins after each move (as `Judge.lead(rules.apply(state, move), seat)`), the very same numbers."""

    heuristic: Heuristic
    scale: float
    depth: int | None
    exploration: float = EXPLORATION
    sheet_key: SheetKey | None = None
    margins_after: MarginsAfter | None = None


def visible_total(rules: Rules) -> Heuristic:
    """The default estimate, for a game with no heuristic module: the seat's total as it may see it now (co-op: the
    team's, on its one row)."""

    def total(state: Any, seat: int) -> float:
        score = rules.score(state, seat, reveal=False)
        return float(score.total(seat if score.seats > 1 else 0))

    return total


_HINTS: dict[str, GameHints] = {}


def hints(rules: Rules) -> GameHints:
    """The game's hints from its module `gamekit.<game>.heuristic` (`heuristic`, SCALE, DEPTH and, optionally,
    EXPLORATION, `sheet_key` and `margins_after`), or for a game with none (a test's game) the visible total, played
    out to the end."""
    found = _HINTS.get(rules.name)
    if found is None:
        name = f"gamekit.{rules.name}.heuristic"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as err:
            if err.name not in (name, f"gamekit.{rules.name}"):
                raise  # the module is there, but something it imports is missing
            found = GameHints(visible_total(rules), 5.0, None)
        else:
            exploration = float(getattr(module, "EXPLORATION", EXPLORATION))
            key, batch = getattr(module, "sheet_key", None), getattr(module, "margins_after", None)
            found = GameHints(module.heuristic, float(module.SCALE), module.DEPTH, exploration, key, batch)
        _HINTS[rules.name] = found
    return found


def logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))


@dataclass(frozen=True)
class Judge:
    """Turns a finished game, or one a search cut off, into a reward for each seat, from 0 to 1. In a co-op game
    every seat shares the team's reward, which grows with its total around `target` (the sheet's target, or the
    points a search centres its rewards on); `target` is None in a game with winners."""

    rules: Rules
    players: int
    game: GameHints
    target: float | None

    @classmethod
    def of(cls, sv: SeatView) -> Judge:
        return cls(sv.rules, sv.players, hints(sv.rules), sv.score().target)

    def final(self, state: Any) -> tuple[float, ...]:
        """A finished game: a share of the win (ties split it); co-op, the team's total around the target."""
        score = self.rules.score(state, None, reveal=True)
        if self.target is not None:
            return (self.reward(score.total(0)),) * self.players
        winners = score.winners()
        return tuple(1.0 / len(winners) if s in winners else 0.0 for s in range(self.players))

    def lead(self, state: Any, seat: int) -> float:
        """The heuristic's margin for `seat`: its estimate less the best other seat's (alone or co-op: its own
        estimate). Measured against the others, hurting a rival counts as much as helping oneself."""
        heuristic = self.game.heuristic
        own = heuristic(state, seat)
        if self.target is not None or self.players == 1:
            return own
        return own - max(heuristic(state, s) for s in range(self.players) if s != seat)

    def reward(self, lead: float) -> float:
        """The reward, from 0 to 1, that the heuristic's margin `lead` stands for, in units of the game's `scale`
        (co-op: the team's estimate or total, around the target)."""
        if self.target is not None:
            return logistic((lead - self.target) / self.game.scale)
        return logistic(lead / self.game.scale)

    def estimate(self, state: Any) -> tuple[float, ...]:
        """A game cut off before its end: each seat's reward for its heuristic margin (co-op: the team's)."""
        values = [self.game.heuristic(state, s) for s in range(self.players)]
        if self.target is not None or self.players == 1:
            return (self.reward(values[0]),) * self.players
        return tuple(self.reward(v - max(values[:s] + values[s + 1 :])) for s, v in enumerate(values))


class Bot:
    """A computer player: `choose(seat_view)` returns a legal move for that seat. Subclasses give `name` and
    `pick(sv, moves, rnd)`."""

    name: ClassVar[str] = "bot"

    def __init__(self, seed: int = 0):
        check_seed(seed)
        self.seed = seed

    def choose(self, sv: SeatView) -> Any:
        """A legal move for `sv.seat`, seen only through the seat view `sv` (`match.seat_view(seat)`)."""
        if not isinstance(sv, SeatView):
            raise TypeError(
                f"a bot sees the game only through a seat view: give it match.seat_view(seat), not {type(sv).__name__}"
            )
        moves = sv.legal_moves()
        if not moves:
            why = "the game is over" if sv.is_over else f"it is player {sv.current_player + 1}'s turn"
            raise ValueError(f"player {sv.seat + 1} has no move to choose: {why}")
        if len(moves) == 1:
            return moves[0]
        return self.pick(sv, moves, self.random_for(sv))

    def pick(self, sv: SeatView, moves: Sequence[Any], rnd: random.Random) -> Any:
        raise NotImplementedError

    def random_for(self, sv: SeatView) -> random.Random:
        """The random numbers of one choice: from the seed and the public position only."""
        return random.Random(f"{self.name}:{self.seed}:{sv.game}:{sv.seat}:{sv.ply}")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"
