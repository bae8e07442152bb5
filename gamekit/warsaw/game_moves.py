"""The moves of the full Warsaw game, as small frozen dataclasses, and the prices a payment names
(W-BUILD-1, W-METRO-1, W-BRIDGE-1). A move never names its player: it is always the current player's.

Set-up: KeepNorm. Planning: Delegate, Foundation, Pass. Realisation: Build, Metro, Bridge, EndRealisation.
Any own turn: UseFunction. Answering another player's action (W-FUNC-4): UseFunction or Decline. After a draw
above 3 cards in hand (W-LIMIT-1): Discard, until 3 are left (W-GAP-11).

A move may be built with fields of any type (a save file or a learner may hold anything): it is normalised only
when its fields have their declared types, `shape_problem` refuses it before any rule looks at it, and its
`str()` never raises. (The full game's and the sandbox's moves share these two.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, fields, is_dataclass
from types import MappingProxyType
from typing import TypeAlias, TypeVar

from gamekit import moveshape
from gamekit.i18n import _, pgettext
from gamekit.moveshape import shape_error
from gamekit.warsaw.bridges import BRIDGE_COSTS
from gamekit.warsaw.map import Hex, is_hex
from gamekit.warsaw.words import payment_word

LARGEST = 10**6  # no card, hex, player, stage or point value of Warsaw comes near: a number beyond is refused

BUILD_PAYMENTS: Mapping[str, Mapping[str, int]] = MappingProxyType(
    {  # W-BUILD-1
        "concrete": MappingProxyType({"fund": 1, "concrete": 1}),
        "rubble": MappingProxyType({"fund": 1, "rubble": 2}),
    }
)
METRO_PAYMENTS: Mapping[str, Mapping[str, int]] = MappingProxyType(
    {  # W-METRO-1; "free": the Underpass function
        "fund": MappingProxyType({"fund": 1}),
        "free": MappingProxyType({}),
    }
)
BRIDGE_PAYMENTS: Mapping[str, Mapping[str, int]] = MappingProxyType(  # W-BRIDGE-1
    dict(zip(("mixed", "rubble", "concrete"), BRIDGE_COSTS))
)


def shape_problem(move: object, classes: Iterable[type], game: str) -> str | None:
    """Why `move` is not one of `classes` with every field of its declared type (`gamekit.moveshape`) and no whole
    number beyond ±LARGEST, or None (the `shape` that `gamekit.moveshape.refusal` checks for Warsaw)."""
    wrong = shape_error(move, classes, game)
    if wrong is None and is_dataclass(move) and any(_huge(getattr(move, field.name)) for field in fields(move)):
        wrong = _(
            "{move} holds a whole number beyond ±{largest}: no card, hex, player, stage or point value of Warsaw is"
            " that large."
        ).format(move=type(move).__name__, largest=f"{LARGEST:,}")
    return wrong


def _huge(value: object) -> bool:
    if type(value) is int:
        return abs(value) > LARGEST
    return type(value) is tuple and any(map(_huge, value))


AnyMove = TypeVar("AnyMove")


def spoken(words: Callable[[AnyMove], str]) -> Callable[[AnyMove], str]:
    """`gamekit.moveshape.spoken` with Warsaw's shape check (whole numbers in range too)."""
    return moveshape.spoken(words, shape_problem)


@dataclass(frozen=True, slots=True)
class KeepNorm:
    """Keep this norm card of the two you were dealt, in secret; the other goes back to the box (W-SETUP-11)."""

    norm: int

    def __str__(self) -> str:
        return _("keep a norm")  # the norm is secret (W-NORM-6)


@dataclass(frozen=True, slots=True)
class Delegate:
    """Send an engineer to action field `field` and take its action (W-DELEG-1); `hexes` are the rubble hexes
    a clearing field clears (none to its amount, in increasing order)."""

    field: str
    hexes: tuple[Hex, ...] = ()

    @spoken
    def __str__(self) -> str:
        if self.hexes:
            hexes = ", ".join(map(str, self.hexes))
            return _("delegate to {field}, clearing {hexes}").format(field=self.field, hexes=hexes)
        return _("delegate to {field}").format(field=self.field)


@dataclass(frozen=True, slots=True)
class Foundation:
    """Lay the foundation of project `card` from your hand on `hex`, with an engineer (W-FOUND-1, W-FOUND-2,
    W-FOUND-3)."""

    card: int
    hex: Hex

    @spoken
    def __str__(self) -> str:
        return _("foundation of card {card} on {hex}").format(card=self.card, hex=self.hex)


@dataclass(frozen=True, slots=True)
class Pass:
    """Stop placing engineers this round; it is final (W-PASS-1, W-PASS-2)."""

    def __str__(self) -> str:
        return pgettext("warsaw move", "pass")


@dataclass(frozen=True, slots=True)
class Build:
    """Complete your project on `hex`, paying "concrete" (1 Fund + 1 Concrete) or "rubble" (1 Fund + 2 Rubble)."""

    hex: Hex
    payment: str

    @spoken
    def __str__(self) -> str:
        return _("build on {hex} paying {payment}").format(hex=self.hex, payment=payment_word(self.payment))


@dataclass(frozen=True, slots=True)
class Metro:
    """Lay a metro segment between hexes `a` and `b`, paying "fund" (or "free" with the Underpass function);
    `tunnel` names the river edge the tunnel runs under when the segment reaches the river (W-METRO-13)."""

    a: Hex
    b: Hex
    payment: str = "fund"
    tunnel: tuple[Hex, Hex] | None = None

    def __post_init__(self) -> None:
        _in_order(self, "a", "b")
        if isinstance(self.tunnel, tuple) and len(self.tunnel) == 2 and all(map(is_hex, self.tunnel)):
            object.__setattr__(self, "tunnel", tuple(sorted(self.tunnel)))

    @spoken
    def __str__(self) -> str:
        if self.tunnel:
            words = _("metro {a}|{b}, tunnel under {c}|{d}").format(
                a=self.a, b=self.b, c=self.tunnel[0], d=self.tunnel[1]
            )
        else:
            words = _("metro {a}|{b}").format(a=self.a, b=self.b)
        return _("{move} (free)").format(move=words) if self.payment == "free" else words


@dataclass(frozen=True, slots=True)
class Bridge:
    """Build a bridge over the river edge between `a` and `b`, paying "mixed" (1 F + 1 C + 1 R), "rubble"
    (1 F + 3 R) or "concrete" (1 F + 2 C)."""

    a: Hex
    b: Hex
    payment: str

    def __post_init__(self) -> None:
        _in_order(self, "a", "b")

    @spoken
    def __str__(self) -> str:
        return _("bridge {a}|{b} paying {payment}").format(a=self.a, b=self.b, payment=payment_word(self.payment))


@dataclass(frozen=True, slots=True)
class UseFunction:
    """Use the function of your realised project `card` (W-FUNC-1, W-FUNC-3, W-FUNC-5)."""

    card: int

    @spoken
    def __str__(self) -> str:
        return _("use the function of card {card}").format(card=self.card)


@dataclass(frozen=True, slots=True)
class Decline:
    """Let another player's action pass without answering it with a function (W-FUNC-4, W-GAP-29)."""

    def __str__(self) -> str:
        return _("do not answer")


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard project card `card` from your hand, which a draw took above 3 cards (W-LIMIT-1, W-GAP-11)."""

    card: int

    def __str__(self) -> str:
        return _("discard a card")  # which one is as secret as the hand


@dataclass(frozen=True, slots=True)
class EndRealisation:
    """End your realisation turn: your unbuilt projects wait for the next round (W-BUILD-6)."""

    def __str__(self) -> str:
        return _("end realisation")


def _in_order(move: object, first: str, second: str) -> None:
    """An edge is the same whichever hex is named first: keep the two hexes in increasing order, so that equal
    moves compare equal."""
    a, b = getattr(move, first), getattr(move, second)
    if is_hex(a) and is_hex(b) and b < a:
        object.__setattr__(move, first, b)
        object.__setattr__(move, second, a)


MOVES = (KeepNorm, Delegate, Foundation, Pass, Build, Metro, Bridge, UseFunction, Decline, EndRealisation, Discard)
Move: TypeAlias = (
    KeepNorm | Delegate | Foundation | Pass | Build | Metro | Bridge | UseFunction | Decline | EndRealisation | Discard
)
