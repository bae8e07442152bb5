"""The one sandbox model of every game: a board to edit freely, for the rulebooks' worked examples, scoring questions
and exercises, built on `Match` exactly like a game.

A game's sandbox is two things:
- a pure rules object, a `SandboxRules` subclass: its edits are small frozen moves, checked by its `why_illegal`
  (geometry rules only: no turns, resources or hands), applied by its `apply`, and scored with the game's own
  scoring functions. It has no turns (`current_player` is 0), is never over and keeps no secret;
- a façade, a `Sandbox` subclass, whose friendly methods (`build`, `place`, `line`…) play those edits through
  `self.match`.
So every sandbox has undo and redo, subscribe, preview and JSON saves, and `gamekit.load` opens a sandbox save as it
opens a game's (`saved` is what it needs).
"""

from __future__ import annotations

import abc
import random
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any, ClassVar, Self

from gamekit import savefile
from gamekit.core import IllegalMove, Match, Score


class SandboxRules(abc.ABC):
    """What every sandbox's rules share; a game's subclass adds `name` ("<game>-sandbox"), `moves`, `move_rule`,
    and the abstract methods below."""

    name: str
    moves: dict[str, type]
    move_rule: str  # the rule ID an edit of the wrong shape breaks
    initial_state: Callable[..., Any]  # (players, seed, **the sandbox's options) → the empty or set-up board
    unlisted: tuple[type, ...] = ()  # kinds of edit whose choices are endless, so legal_moves leaves them out

    @abc.abstractmethod
    def legal_moves(self, state: Any) -> list[Any]:
        """Every edit allowed now, but those of the `unlisted` kinds."""

    @abc.abstractmethod
    def why_illegal(self, state: Any, move: Any) -> IllegalMove | None:
        """Why this edit is not allowed (the reason and the rule), or None; never raises."""

    @abc.abstractmethod
    def apply(self, state: Any, move: Any) -> Any:
        """The state after a legal edit (the fast path: no check)."""

    @abc.abstractmethod
    def score(self, state: Any, seat: int | None = None, reveal: bool | None = None) -> Score:
        """The sheet as if the game ended now, with the game's own scoring functions."""

    def current_player(self, state: Any) -> int:
        """No turns: every edit is made by the one person at the keyboard."""
        return 0

    def is_over(self, state: Any) -> bool:
        return False

    def random_move(self, state: Any, rnd: random.Random) -> Any:
        """A random edit among the legal ones (for the conformance harness's random walks)."""
        return rnd.choice(self.legal_moves(state))

    def view(self, state: Any, seat: int) -> dict:
        """Everything: nothing on a sandbox is hidden."""
        return {"state": state}

    def secrets(self, state: Any, seat: int) -> dict:
        """A sandbox keeps nothing secret: everything is on the table."""
        return {}

    def resample(self, state: Any, seat: int, rnd: random.Random) -> Any:
        """Nothing is hidden, so nothing is drawn again."""
        return state


class Sandbox:
    """The façade over one sandbox match. A game's subclass sets `rules` and adds its friendly edits, each of them
    `self.match.play(move)`, so a refused edit raises IllegalMove and changes nothing."""

    rules: ClassVar[SandboxRules]

    def __init__(self, *, players: int, seed: int = 0, **options: Any) -> None:
        self.match = Match(self.rules, players, seed, options)

    @classmethod
    def of(cls, match: Match) -> Self:
        """The sandbox around an existing sandbox match (a board is given the match; a save gives one too)."""
        if match.rules is not cls.rules:
            raise ValueError(f"{cls.__qualname__}.of takes a sandbox match of {cls.rules.name}, not {match!r}")
        sandbox = cls.__new__(cls)
        sandbox.match = match
        return sandbox

    @classmethod
    def load(cls, text: str | bytes) -> Self:
        """The sandbox saved as `sandbox.to_json()`; any problem raises one gamekit.SaveFileError."""
        return cls.of(savefile.load(text, {cls.rules.name: saved(cls.rules)}))

    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def players(self) -> int:
        return self.match.players

    def play(self, move: Any) -> None:
        """Make one edit (a move of this sandbox), or raise IllegalMove and change nothing."""
        self.match.play(move)

    def undo(self) -> None:
        self.match.undo()

    def redo(self) -> None:
        self.match.redo()

    def subscribe(self, fn: Callable[[Match], None]) -> Callable[[], None]:
        return self.match.subscribe(fn)

    def to_json(self) -> str:
        return self.match.to_json()

    def _repr_html_(self) -> str:
        return self.match._repr_html_()  # the still picture (gamekit.render)


def saved(rules: SandboxRules) -> SimpleNamespace:
    """What `gamekit.savefile.load` needs to replay a save of this sandbox: its rules and a `new_game`."""

    def new_game(*, players: int, seed: int, **options: Any) -> Match:
        return Match(rules, players, seed, options)

    return SimpleNamespace(RULES=rules, new_game=new_game)
