"""The engine contract shared by every game: IllegalMove, SaveFileError, Score and Match.

A game is a stateless *rules* object over frozen states (see `Rules`). `Match` wraps one: it owns the
history (a stack of snapshots, so undo is a pop), tells subscribers about every change, previews scores
and writes and reads JSON saves. Nothing here knows about any particular game.
"""

from __future__ import annotations

import dataclasses
import json
import random
import warnings
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from gamekit.moveshape import shape_error, show

SAVE_FORMAT = 1
MAX_SAVE_CHARS = 2_000_000
MAX_SAVE_MOVES = 5_000
MAX_SAVE_DEPTH = 8  # a save's deepest nesting: the object, its moves, a move, a hex pair, a hex
MAX_DIGITS = 30  # no whole number in a save is longer
MAX_MESSAGE = 300  # a reason or a save-file error never echoes more of a bad input than this


def shorten(text: str, limit: int = MAX_MESSAGE) -> str:
    """`text` in at most `limit` characters: a long middle (a huge input echoed back) becomes "…", and the start and
    the end of the sentence, which say what is wrong and why, stay."""
    if len(text) <= limit:
        return text
    head = (limit - 1) // 2
    return text[:head] + "…" + text[len(text) - (limit - 1 - head):]


class IllegalMove(ValueError):
    """A move the rules forbid: `.reason` is one plain English sentence, `.rule` the rule ID it breaks."""

    def __init__(self, reason: str, rule: str):
        reason = shorten(str(reason))
        super().__init__(reason, rule)
        self.reason = reason
        self.rule = rule

    def __str__(self) -> str:
        return f"{self.reason} (rule {self.rule})"


class SaveFileError(ValueError):
    """A save file that cannot be loaded; the message says what is wrong in words a teacher understands."""

    def __init__(self, message: str):
        super().__init__(shorten(str(message)))


class SubscriberError(RuntimeWarning):
    """A subscriber raised while being told about a change: the change stands, the other subscribers were told."""


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

    def table(self) -> list[list[Any]]:
        """The sheet as rows for display: header, one row per category, then the total."""
        header = ["category", *(f"player {s + 1}" for s in range(self.seats))]
        body = [[c, *(self.sheet[s][i] for s in range(self.seats))] for i, c in enumerate(self.categories)]
        return [header, *body, ["total", *(self.total(s) for s in range(self.seats))]]


class Rules(Protocol):
    """What every game's rules object provides. All functions are pure; states are frozen."""

    name: str
    moves: Mapping[str, type]  # move class name → class, for JSON; their type hints are the moves' schema
    move_rule: str  # the rule ID a move of the wrong shape breaks (the game's "what a turn is" rule)

    def initial_state(self, players: int, seed: int, **options: Any) -> Any: ...
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
        wrong = shape_error(move, self.rules.moves.values(), self.rules.name)
        if wrong is None:
            return self.rules.why_illegal(self.state, move)
        try:
            own = self.rules.why_illegal(self.state, move)
        except Exception:  # noqa: BLE001 - a rule may not expect a value of the wrong type; the shape says why
            own = None
        return own if isinstance(own, IllegalMove) else IllegalMove(wrong, self.rules.move_rule)

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
            raise IndexError("there is nothing to undo")
        self._redo.append((self._moves.pop(), self._states.pop()))
        self._notify("undo")

    def redo(self) -> None:
        self._refuse_while_notifying("redo")
        if not self._redo:
            raise IndexError("there is nothing to redo")
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
                except Exception as err:  # noqa: BLE001 - one failing listener must not silence the others
                    name = getattr(fn, "__qualname__", type(fn).__name__)
                    warnings.warn(shorten(f"subscriber {name} failed: {type(err).__name__}: {err}"), SubscriberError,
                                  stacklevel=3)
        finally:
            self._notifying = False

    def _refuse_while_notifying(self, action: str) -> None:
        if self._notifying:
            raise RuntimeError(f"a subscriber may not {action} while the match is telling its subscribers about a"
                               " change; make the change after the notification, for example from a button")

    # --- saving ------------------------------------------------------------------------------------
    def to_json(self) -> str:
        """The save text: game, settings, seed and moves. The seed decides every shuffle, so a save of a game in
        progress reveals every secret (hands, goals, norms, hidden markers, the order of the decks) to whoever
        reads or loads it: it is for the teacher, or for sharing once the game is over."""
        if not self._set_up:
            raise ValueError("this match starts from a position set up by hand (Match.at), so no save can replay it")
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

    def __repr__(self) -> str:
        return f"<{self.rules.name} match: {self.players} players, seed {self.seed}, {len(self._moves)} moves>"


# --- moves as plain data ----------------------------------------------------------------------------


def move_to_json(move: Any) -> dict:
    """A move dataclass as a JSON object: {"type": class name, field: value, ...}; tuples become lists."""
    data = {"type": type(move).__name__}
    for field in dataclasses.fields(move):
        data[field.name] = _plain(getattr(move, field.name))
    return data


def _plain(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, (frozenset, set)):
        return sorted(_plain(v) for v in value)
    return value


def _frozen(value: Any) -> Any:
    return tuple(_frozen(v) for v in value) if isinstance(value, list) else value


def move_from_json(rules: Rules, data: Any) -> Any:
    """Rebuild a move from `move_to_json`'s output, or raise SaveFileError saying what is wrong."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise SaveFileError("a move must be an object with a \"type\"")
    cls = rules.moves.get(data["type"])
    if cls is None:
        known = ", ".join(sorted(rules.moves))
        raise SaveFileError(f"{shorten(repr(data['type']), 60)} is not a move of {rules.name} (known moves: {known})")
    names = {f.name for f in dataclasses.fields(cls)}
    given = set(data) - {"type"}
    required = {f.name for f in dataclasses.fields(cls) if _required(f)}
    if not required <= given <= names:
        raise SaveFileError(
            f"a {data['type']} move needs the fields {sorted(required)} (and may have {sorted(names - required)}),"
            f" but the file gives {sorted(given)}"
        )
    try:
        return cls(**{k: _frozen(v) for k, v in data.items() if k != "type"})
    except (TypeError, ValueError) as err:
        raise SaveFileError(f"a {data['type']} move has a bad value: {err}") from None


def _required(field: dataclasses.Field) -> bool:
    return field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING


# --- loading ----------------------------------------------------------------------------------------


def load(text: str | bytes, games: Mapping[str, Any]) -> Match:
    """Rebuild a Match from `Match.to_json()` text, checking every field. Any problem → one SaveFileError."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveFileError("this is not a save file: it is not UTF-8 text") from None
    if not isinstance(text, str):
        raise SaveFileError(f"a save file is text, not {type(text).__name__}")
    if len(text) > MAX_SAVE_CHARS:
        raise SaveFileError(f"this file is too large to be a save file ({len(text):,} characters; at most {MAX_SAVE_CHARS:,})")
    data = _parse(text)
    if not isinstance(data, dict):
        raise SaveFileError("a save file must hold one JSON object")
    expected = {"game", "format", "players", "seed", "options", "moves"}
    if set(data) != expected:
        missing, extra = sorted(expected - set(data)), sorted(set(data) - expected)
        raise SaveFileError(f"the save file's fields are wrong (missing: {missing or 'none'}; unknown: {extra or 'none'})")
    game = data["game"]
    if not isinstance(game, str) or game not in games:
        raise SaveFileError(f"unknown game {shorten(repr(game), 60)}; this kit knows {', '.join(sorted(games))}")
    if type(data["format"]) is not int or data["format"] != SAVE_FORMAT:
        raise SaveFileError(f"this save file has format {shorten(repr(data['format']), 60)}, but this kit reads"
                            f" format {SAVE_FORMAT}")
    for key in ("players", "seed"):
        if type(data[key]) is not int:
            raise SaveFileError(f"{key!r} must be a whole number, not {shorten(repr(data[key]), 60)}")
    if not isinstance(data["options"], dict):
        raise SaveFileError("'options' must be an object")
    moves = data["moves"]
    if not isinstance(moves, list):
        raise SaveFileError("'moves' must be a list")
    if len(moves) > MAX_SAVE_MOVES:
        raise SaveFileError(f"the save file has {len(moves):,} moves; no game here is that long")
    module = games[game]
    try:
        match = module.new_game(players=data["players"], seed=data["seed"], **data["options"])
    except (TypeError, ValueError, KeyError, IndexError) as err:
        raise SaveFileError(f"the save file's set-up is not valid for {game}: {err}") from None
    for number, raw in enumerate(moves, start=1):
        try:
            move = move_from_json(match.rules, raw)
        except SaveFileError as err:
            raise SaveFileError(f"move {number}: {err}") from None
        reason = match.refusal(move)
        if reason is not None:
            raise SaveFileError(f"move {number} ({show(move)}) is not allowed here: {reason}")
        match.play(move)
    return match


def _parse(text: str) -> Any:
    """The JSON of a save file, refusing what `json.loads` lets through: duplicate keys, NaN and Infinity, huge
    numbers and deep nesting."""

    def no_duplicates(pairs: list[tuple[str, Any]]) -> dict:
        keys = [key for key, _ in pairs]
        if len(set(keys)) != len(keys):
            twice = sorted({key for key in keys if keys.count(key) > 1})
            raise SaveFileError(shorten(f"the save file names {', '.join(map(repr, twice))} twice in one object"))
        return dict(pairs)

    def whole(digits: str) -> int:
        if len(digits.lstrip("-")) > MAX_DIGITS:
            raise SaveFileError(f"the save file holds a number of {len(digits):,} digits; no number in a save is"
                                f" longer than {MAX_DIGITS}")
        return int(digits)

    def no_constant(name: str) -> Any:
        raise SaveFileError(f"the save file holds {name}, which is not a number a game uses")

    try:
        data = json.loads(text, object_pairs_hook=no_duplicates, parse_int=whole, parse_constant=no_constant)
    except SaveFileError:
        raise
    except (json.JSONDecodeError, RecursionError, ValueError) as err:
        where = f" at line {err.lineno}, column {err.colno}" if isinstance(err, json.JSONDecodeError) else ""
        raise SaveFileError(f"this is not a readable save file: the JSON is broken or cut short{where}") from None
    level, deepest = [(data, 1)], 1
    while level:  # nesting is measured without recursion, so that a deep file cannot exhaust the stack later
        value, depth = level.pop()
        deepest = max(deepest, depth)
        if deepest > MAX_SAVE_DEPTH:
            raise SaveFileError(f"the save file nests its data more than {MAX_SAVE_DEPTH} levels deep; no save does")
        if isinstance(value, (dict, list)):
            level += [(v, depth + 1) for v in (value.values() if isinstance(value, dict) else value)]
    return data


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
        raise ValueError(f"seed must be a whole number, not {shorten(repr(seed), 60)}")


def check_choice(name: str, value: Any, allowed: Sequence[Any]) -> None:
    """Raise ValueError unless `value` is one of `allowed` (used by every new_game for its options)."""
    if not any(type(value) is type(a) and value == a for a in allowed):
        raise ValueError(f"{name} must be one of {', '.join(map(repr, allowed))}, not {value!r}")
