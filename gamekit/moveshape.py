"""The shape of a move, checked against its dataclass's type hints before any rule looks at it.

A game's move classes are its schema: `Bid(neighbourhood: str, value: int)` says that a bid is exactly that. A move
of another class (a subclass included), or with a field of the wrong type (a bool, a float or a numpy integer where
the hint says `int`, a list where it says a tuple) is refused here with one plain sentence, so that `why_illegal`,
`play` and save files all agree on what a move is.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from gamekit.errors import IllegalMove
from gamekit.i18n import _
from gamekit.render import game_title

MAX_SHOWN = 60  # characters of a bad value shown back in a refusal
Move = TypeVar("Move")
Shape = Callable[[Any, Iterable[type], str], "str | None"]


def shape_error(move: Any, classes: Iterable[type], game: str) -> str | None:
    """None if `move` is exactly one of `classes` with every field of its hinted type, else why it is not."""
    classes = tuple(classes)
    if type(move) not in classes:
        names = ", ".join(cls.__name__ for cls in classes)
        return _("{move} is not a move of {game}; its moves are {names}.").format(
            move=show(move), game=game_title(game), names=names
        )
    kind: Any = type(move)  # a move class is hashable (the cache key of its hints)
    for name, hint in _hints(kind).items():
        value = getattr(move, name)
        if not fits(value, hint):
            return _("{field} must be {kind}, not {value}.").format(
                field=f"{type(move).__name__}.{name}", kind=describe(hint), value=show(value)
            )
    return None


def refusal(
    move: Any,
    classes: Iterable[type],
    game: str,
    rule: str,
    check: Callable[[], IllegalMove | None],
    shape: Shape = shape_error,
) -> IllegalMove | None:
    """The refusal of `move`, which never raises: `check()` (the game's rules) for a well-formed move; for a
    malformed one (`shape`, by default `shape_error`), the rules' own refusal when they give one (it names the more
    precise rule, for example a building number out of range), else the shape's reason under `rule`."""
    classes = tuple(classes)
    wrong = shape(move, classes, game)
    if wrong is None:
        return check()
    try:
        own = check()
    except Exception:
        own = None
    return own if isinstance(own, IllegalMove) else IllegalMove(wrong, rule)


def spoken(words: Callable[[Move], str], shape: Shape = shape_error) -> Callable[[Move], str]:
    """A move's `__str__` (decorated), used when the move is well formed (`shape`); a malformed one shows its
    shortened repr instead, so that a refusal can always name what it refused."""

    @functools.wraps(words)
    def say(move: Move) -> str:
        return words(move) if shape(move, (type(move),), "") is None else show(move)

    return say


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    hints = typing.get_type_hints(cls)
    return {field.name: hints[field.name] for field in dataclasses.fields(cls)}


def fits(value: Any, hint: Any) -> bool:
    """Does `value` have exactly the type `hint` names (int, str, bool, None, tuples, unions)?"""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is None or hint is type(None):
        return value is None
    if origin in (typing.Union, types.UnionType):
        return any(fits(value, arg) for arg in args)
    if origin is tuple:
        if type(value) is not tuple:
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(fits(item, args[0]) for item in value)
        return len(value) == len(args) and all(fits(item, arg) for item, arg in zip(value, args))
    if origin is typing.Literal:
        return any(type(value) is type(arg) and value == arg for arg in args)
    return type(value) is hint


def describe(hint: Any) -> str:
    """A type hint in words: "a whole number", "a pair of (a whole number, a whole number)", ..."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is None or hint is type(None):
        return "None"
    if origin in (typing.Union, types.UnionType):
        return _(" or ").join(describe(arg) for arg in args)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return _("a tuple of ({kinds}, ...)").format(kinds=describe(args[0]))
        return _("a tuple of ({kinds})").format(kinds=", ".join(describe(arg) for arg in args))
    if origin is typing.Literal:
        return _(" or ").join(map(repr, args))
    words = {int: _("a whole number"), str: _("a text"), bool: _("True or False")}
    return words.get(hint, getattr(hint, "__name__", str(hint)))


def show(value: Any) -> str:
    """`repr(value)`, cut short, and never raising (for refusals that name a bad input)."""
    try:
        text = repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 1] + "…"
