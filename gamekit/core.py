"""The engine contract shared by every game: Score, the Rules protocol, Match and the one fast playout.

A game is a stateless *rules* object over frozen states (see `Rules`). `Match` wraps one: it owns the
history (a stack of snapshots, so undo is a pop), tells subscribers about every change, previews scores
as a seat may see them and writes JSON saves (read back by `gamekit.savefile.load`). Nothing here knows
about any particular game. The errors live in `gamekit.errors` and are named here too.
"""

from __future__ import annotations

import dataclasses
import json
import random
import warnings
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from gamekit.errors import IllegalMove, SaveFileError, SubscriberError, shorten
from gamekit.i18n import _
from gamekit.moveshape import refusal
from gamekit.savefile import SAVE_FORMAT, move_to_json

if TYPE_CHECKING:
    from gamekit.seats import SeatView

__all__ = [
    "IllegalMove",
    "Match",
    "Rules",
    "SaveFileError",
    "Score",
    "SubscriberError",
    "check_choice",
    "check_seed",
    "playout",
    "rng",
]


def rng(seed: int, *salt: Any) -> random.Random:
    """A fresh `random.Random` for one random event, derived from the game's seed and a salt.

    Keeping only the seed in the state (and deriving each event's generator from it) keeps states
    frozen, hashable and exactly reproducible: the same seed and moves always give the same game.
    """
    return random.Random(":".join(str(part) for part in (seed, *salt)))


@dataclasses.dataclass(frozen=True, slots=True)
class Score:
    """A score sheet: one row of category → points per seat (one shared row in a co-op game).

    `totals`, when a game gives them, come from its own running tally; the conformance tests check that
    they equal the sum of the sheet. `tiebreak` holds one comparable key per seat (higher wins).
    """

    categories: tuple[str, ...]
    sheet: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...] | None = None
    tiebreak: tuple[Any, ...] | None = None
    target: int | None = None
    notes: tuple[str, ...] = ()

    @property
    def seats(self) -> int:
        return len(self.sheet)

    def rows(self, seat: int) -> dict[str, int]:
        return dict(zip(self.categories, self.sheet[seat]))

    def total(self, seat: int) -> int:
        if self.totals is not None:
            return self.totals[seat]
        return sum(self.sheet[seat])

    @property
    def won(self) -> bool | None:
        """Co-op games only: did the team reach the target?"""
        return None if self.target is None else self.total(0) >= self.target

    def winners(self) -> list[int]:
        """The seats with the best total, after the game's tie-break."""
        keys = [(self.total(s), self.tiebreak[s] if self.tiebreak else 0) for s in range(self.seats)]
        best = max(keys)
        return [s for s, key in enumerate(keys) if key == best]

    def _repr_html_(self) -> str:
        from gamekit.render import score_html  # the still pictures (gamekit.render)

        return score_html(self)

    def table(self) -> list[list[Any]]:
        """The sheet as rows for display: header, one row per category, then the total."""
        header = [_("category"), *(_("player {number}").format(number=s + 1) for s in range(self.seats))]
        body = [
            [_(c) if c else c, *(self.sheet[s][i] for s in range(self.seats))] for i, c in enumerate(self.categories)
        ]
        return [header, *body, [_("total"), *(self.total(s) for s in range(self.seats))]]


class Rules(Protocol):
    """What every game's rules object provides. All functions are pure; states are frozen."""

    @property
    def name(self) -> str: ...
    @property
    def moves(self) -> Mapping[str, type]: ...  # move class name → class, for JSON; their type hints: the schema
    @property
    def move_rule(self) -> str: ...  # the rule ID a move of the wrong shape breaks (the game's "what a turn is")

    @property
    def initial_state(self) -> Callable[..., Any]: ...  # (players, seed, **the game's options) → the first state
    def current_player(self, state: Any) -> int: ...
    def legal_moves(self, state: Any) -> list[Any]: ...
    def why_illegal(self, state: Any, move: Any) -> IllegalMove | None: ...
    def apply(self, state: Any, move: Any) -> Any: ...  # fast path: no check
    def random_move(self, state: Any, rnd: random.Random) -> Any: ...  # a random legal move, for playouts
    def score(self, state: Any, seat: int | None = None, reveal: bool | None = None) -> Score: ...
    # ^ the sheet as `seat` may see it; other seats' secrets count only when `reveal` (default: once over)
    def is_over(self, state: Any) -> bool: ...
    def view(self, state: Any, seat: int) -> dict: ...  # what `seat` may see; view["seats"][s] per seat
    def secrets(self, state: Any, seat: int) -> dict: ...  # what only `seat` may know
    def resample(self, state: Any, seat: int, rng: random.Random) -> Any: ...  # what `seat` cannot know, re-drawn


class Match:
    """One game being played: state, history with undo/redo, subscribers, preview and JSON saves."""

    def __init__(self, rules: Rules, players: int, seed: int, options: Mapping[str, Any] | None = None):
        check_seed(seed)
        self.rules = rules
        self.players = players
        self.seed = seed
        self.options = dict(options or {})
        self._states = [rules.initial_state(players, seed, **self.options)]
        self._set_up = True  # False for a match opened on a position (`Match.at`): no save can replay it
        self._moves: list[Any] = []
        self._redo: list[tuple[Any, Any]] = []
        self._subscribers: list[Callable[[Match], None]] = []
        self._notifying = False
        self.last_change: str | None = None  # "play", "undo" or "redo": what the subscribers are being told about

    @classmethod
    def at(cls, rules: Rules, state: Any, players: int, seed: int, options: Mapping[str, Any] | None = None) -> Match:
        """A match that starts at `state`: a position set up by hand, or one whose hidden cards were re-drawn
        (`rules.resample`). It plays, undoes, previews and scores like any other, but its history starts there, so
        it has no save file."""
        match = cls(rules, players, seed, options)
        match._states, match._set_up = [state], False
        return match

    # --- queries -----------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._states[-1]

    @property
    def history(self) -> tuple[Any, ...]:
        return tuple(self._moves)

    @property
    def current_player(self) -> int:
        return self.rules.current_player(self.state)

    @property
    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    @property
    def notifying(self) -> bool:
        """True while the match tells its subscribers of a change: a play, undo or redo is refused then."""
        return self._notifying

    @property
    def can_undo(self) -> bool:
        return bool(self._moves)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def legal_moves(self) -> list[Any]:
        return self.rules.legal_moves(self.state)

    def why_illegal(self, move: Any) -> str | None:
        err = self.refusal(move)
        return None if err is None else str(err)

    def refusal(self, move: Any) -> IllegalMove | None:
        """The IllegalMove that playing `move` now would raise, or None if it is legal.

        A move must have the shape of one of the game's move classes (`gamekit.moveshape`). For one that has not,
        the game's own refusal is kept when it gives one (it names the more precise rule, for example a building
        number out of range); otherwise, or if the game's check fails on the odd value, the shape is refused.
        """
        rules = self.rules
        return refusal(
            move, rules.moves.values(), rules.name, rules.move_rule, lambda: rules.why_illegal(self.state, move)
        )

    def score(self, seat: int | None = None) -> Score:
        """The sheet as `seat` may see it: its own secrets and no one else's while the game is on (None: a
        spectator, who sees no secret); the full sheet once the game is over."""
        return self.rules.score(self.state, seat)

    def preview(self, move: Any, seat: int | None = None) -> Score:
        """The sheet after `move`, as `seat` may see it, without playing it (raises IllegalMove if it is not
        allowed). A preview never reveals a secret, not even of the move that ends the game: the full sheet appears
        only once the game is really over."""
        self._check(move)
        return self.rules.score(self.rules.apply(self.state, move), seat, reveal=False)

    def view(self, seat: int) -> dict:
        return self.rules.view(self.state, seat)

    def seat_view(self, seat: int) -> SeatView:
        """What `seat` may know now, and nothing else (`gamekit.seats.SeatView`, a read-only snapshot): its view,
        its legal moves on its turn, the public history, previews and samples. Bots see the game only through it."""
        from gamekit.seats import SeatView

        return SeatView(self, seat)

    def state_after(self, ply: int) -> Any:
        """The state after the first `ply` moves (0 is the start), for stepping through history."""
        return self._states[ply]

    # --- changes -----------------------------------------------------------------------------------
    def play(self, move: Any) -> None:
        self._refuse_while_notifying("play")
        self._check(move)
        self._states.append(self.rules.apply(self.state, move))
        self._moves.append(move)
        self._redo.clear()
        self._notify("play")

    def undo(self) -> None:
        self._refuse_while_notifying("undo")
        if not self._moves:
            raise IndexError(_("there is nothing to undo"))
        self._redo.append((self._moves.pop(), self._states.pop()))
        self._notify("undo")

    def redo(self) -> None:
        self._refuse_while_notifying("redo")
        if not self._redo:
            raise IndexError(_("there is nothing to redo"))
        move, state = self._redo.pop()
        self._moves.append(move)
        self._states.append(state)
        self._notify("redo")

    def subscribe(self, fn: Callable[[Match], None]) -> Callable[[], None]:
        """Call `fn(match)` after every change; returns a function that unsubscribes."""
        self._subscribers.append(fn)

        def unsubscribe() -> None:
            if fn in self._subscribers:
                self._subscribers.remove(fn)

        return unsubscribe

    def _check(self, move: Any) -> None:
        err = self.refusal(move)
        if err is not None:
            raise err

    def _notify(self, change: str) -> None:
        """Tell every subscriber, even when one of them fails: the change stands (it was applied once), and each
        failure is reported as a SubscriberError warning instead of escaping from play/undo/redo, so that retrying
        the call never plays a move twice. (Boards show their own failures in their error area.)"""
        self._notifying, self.last_change = True, change
        try:
            for fn in list(self._subscribers):
                try:
                    fn(self)
                except Exception as err:
                    name = getattr(fn, "__qualname__", type(fn).__name__)
                    warnings.warn(
                        shorten(f"subscriber {name} failed: {type(err).__name__}: {err}"), SubscriberError, stacklevel=3
                    )
        finally:
            self._notifying = False

    def _refuse_while_notifying(self, action: str) -> None:
        if self._notifying:
            raise RuntimeError(
                f"a subscriber may not {action} while the match is telling its subscribers about a"
                " change; make the change after the notification, for example from a button"
            )

    # --- saving ------------------------------------------------------------------------------------
    def to_json(self) -> str:
        """The save text: game, settings, seed and moves. The seed decides every shuffle, so a save of a game in
        progress reveals every secret (hands, goals, norms, hidden markers, the order of the decks) to whoever
        reads or loads it: it is for the teacher, or for sharing once the game is over."""
        if not self._set_up:
            raise ValueError(_("this match starts from a position set up by hand (Match.at), so no save can replay it"))
        return json.dumps(
            {
                "game": self.rules.name,
                "format": SAVE_FORMAT,
                "players": self.players,
                "seed": self.seed,
                "options": self.options,
                "moves": [move_to_json(m) for m in self._moves],
            }
        )

    def _repr_html_(self) -> str:
        """The still picture and score sheet in the public view, for notebooks read without a kernel."""
        from gamekit.render import match_html

        return match_html(self)

    def __repr__(self) -> str:
        return f"<{self.rules.name} match: {self.players} players, seed {self.seed}, {len(self._moves)} moves>"


def playout(rules: Rules, players: int, seed: int, options: Mapping[str, Any] | None = None) -> Any:
    """A random full game through the fast path, the same for every game: `rules.random_move` and `rules.apply`
    with no checks, scored once at the end. Returns the final state. For benchmarks, bots and the lab."""
    check_seed(seed)
    state = rules.initial_state(players, seed, **(options or {}))
    rnd = rng(seed, "playout")
    while not rules.is_over(state):
        state = rules.apply(state, rules.random_move(state, rnd))
    rules.score(state)
    return state


def check_seed(seed: Any) -> None:
    """Raise ValueError unless `seed` is a whole number (the seed of every game)."""
    if type(seed) is not int:
        raise ValueError(_("seed must be a whole number, not {value}").format(value=shorten(repr(seed), 60)))


def check_choice(name: str, value: Any, allowed: Sequence[Any]) -> None:
    """Raise ValueError unless `value` is one of `allowed` (used by every new_game for its options)."""
    if not any(type(value) is type(a) and value == a for a in allowed):
        choices = ", ".join(map(repr, allowed))
        raise ValueError(
            _("{name} must be one of {choices}, not {value}").format(name=name, choices=choices, value=repr(value))
        )
