"""Save files: moves as plain JSON data, and `load`, which checks every field of a save and replays it. Any problem
gives one SaveFileError: broken JSON, duplicate keys, NaN, huge numbers, deep nesting, unknown games or moves, fields
of the wrong shape (the file's schema is `gamekit.schemas.save`; the move classes' type hints are the moves' schema,
`gamekit.moveshape`) and moves the rules refuse.
No pickle, no eval.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from gamekit.errors import SaveFileError, shorten
from gamekit.i18n import _
from gamekit.moveshape import shape_error, show
from gamekit.render import game_title

if TYPE_CHECKING:  # core imports this module: the names are for the annotations only
    from gamekit.core import Match, Rules

SAVE_FORMAT = 1
MAX_SAVE_CHARS = 2_000_000
MAX_SAVE_MOVES = 5_000  # no game here is that long
MAX_SAVE_DEPTH = 8  # a save's deepest nesting: the object, its moves, a move, a hex pair, a hex
MAX_DIGITS = 30  # no whole number in a save is longer


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
        raise SaveFileError(_('a move must be an object with a "type"'))
    cls = rules.moves.get(data["type"])
    if cls is None:
        known = ", ".join(sorted(rules.moves))
        raise SaveFileError(
            _("{kind} is not a move of {game} (known moves: {known})").format(
                kind=shorten(repr(data["type"]), 60), game=game_title(rules.name), known=known
            )
        )
    names = {f.name for f in dataclasses.fields(cls)}
    given = set(data) - {"type"}
    required = {f.name for f in dataclasses.fields(cls) if _required(f)}
    if not required <= given <= names:
        raise SaveFileError(
            _("a {kind} move needs the fields {required} (and may have {optional}), but the file gives {given}").format(
                kind=data["type"], required=sorted(required), optional=sorted(names - required), given=sorted(given)
            )
        )
    try:
        move = cls(**{k: _frozen(v) for k, v in data.items() if k != "type"})
    except (TypeError, ValueError) as err:
        raise SaveFileError(_("a {kind} move has a bad value: {error}").format(kind=data["type"], error=err)) from None
    wrong = shape_error(move, rules.moves.values(), rules.name)
    if wrong is not None:
        raise SaveFileError(wrong)
    return move


def _required(field: dataclasses.Field) -> bool:
    return field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING


# --- loading ----------------------------------------------------------------------------------------


def load(text: str | bytes, games: Mapping[str, Any]) -> Match:
    """Rebuild a Match from `Match.to_json()` text, checking every field. Any problem → one SaveFileError."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveFileError(_("this is not a save file: it is not UTF-8 text")) from None
    if not isinstance(text, str):
        raise SaveFileError(_("a save file is text, not {kind}").format(kind=type(text).__name__))
    if len(text) > MAX_SAVE_CHARS:
        raise SaveFileError(
            _("this file is too large to be a save file ({count:,} characters; at most {most:,})").format(
                count=len(text), most=MAX_SAVE_CHARS
            )
        )
    from gamekit.schemas import check
    from gamekit.schemas.save import SaveFile

    save = check(_parse(text), SaveFile, _("the save file"), SaveFileError)  # its schema: gamekit/schemas/save.py
    game = save.game
    if game not in games:
        raise SaveFileError(
            _("unknown game {game}; this kit knows {known}").format(
                game=shorten(repr(game), 60), known=", ".join(sorted(games))
            )
        )
    if save.format != SAVE_FORMAT:
        raise SaveFileError(
            _("this save file has format {found}, but this kit reads format {wanted}").format(
                found=save.format, wanted=SAVE_FORMAT
            )
        )
    moves = save.moves
    module = games[game]
    parsed = []  # every move is checked against its schema before anything is built
    for number, raw in enumerate(moves, start=1):
        try:
            parsed.append(move_from_json(module.RULES, raw))
        except SaveFileError as err:
            raise SaveFileError(_("move {number}: {error}").format(number=number, error=err)) from None
    try:
        match = module.new_game(players=save.players, seed=save.seed, **save.options)
    except (TypeError, ValueError, KeyError, IndexError) as err:
        raise SaveFileError(
            _("the save file's set-up is not valid for {game}: {error}").format(game=game_title(game), error=err)
        ) from None
    for number, move in enumerate(parsed, start=1):
        reason = match.refusal(move)
        if reason is not None:
            raise SaveFileError(
                _("move {number} ({move}) is not allowed here: {reason}").format(
                    number=number, move=show(move), reason=reason
                )
            )
        match.play(move)
    return match


def _parse(text: str) -> Any:
    """The JSON of a save file, refusing what `json.loads` lets through: duplicate keys, NaN and Infinity, huge
    numbers and deep nesting."""

    def no_duplicates(pairs: list[tuple[str, Any]]) -> dict:
        keys = [key for key, _ in pairs]
        if len(set(keys)) != len(keys):
            twice = sorted({key for key in keys if keys.count(key) > 1})
            names = ", ".join(map(repr, twice))
            raise SaveFileError(shorten(_("the save file names {names} twice in one object").format(names=names)))
        return dict(pairs)

    def whole(digits: str) -> int:
        if len(digits.lstrip("-")) > MAX_DIGITS:
            raise SaveFileError(
                _("the save file holds a number of {count:,} digits; no number in a save is longer than {most}").format(
                    count=len(digits), most=MAX_DIGITS
                )
            )
        return int(digits)

    def no_constant(name: str) -> Any:
        raise SaveFileError(_("the save file holds {name}, which is not a number a game uses").format(name=name))

    try:
        data = json.loads(text, object_pairs_hook=no_duplicates, parse_int=whole, parse_constant=no_constant)
    except SaveFileError:
        raise
    except (json.JSONDecodeError, RecursionError, ValueError) as err:
        if isinstance(err, json.JSONDecodeError):
            message = _(
                "this is not a readable save file: the JSON is broken or cut short at line {line}, column {column}"
            )
            raise SaveFileError(message.format(line=err.lineno, column=err.colno)) from None
        raise SaveFileError(_("this is not a readable save file: the JSON is broken or cut short")) from None
    level, deepest = [(data, 1)], 1
    while level:  # nesting is measured without recursion, so that a deep file cannot exhaust the stack later
        value, depth = level.pop()
        deepest = max(deepest, depth)
        if deepest > MAX_SAVE_DEPTH:
            raise SaveFileError(
                _("the save file nests its data more than {most} levels deep; no save does").format(most=MAX_SAVE_DEPTH)
            )
        if isinstance(value, (dict, list)):
            level += [(v, depth + 1) for v in (value.values() if isinstance(value, dict) else value)]
    return data
