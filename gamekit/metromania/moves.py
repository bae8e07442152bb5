"""The three moves of Metromania, as small frozen data (MM-MOVE-1, MM-MOVE-2, MM-MOVE-3, MM-MOVE-4, MM-LINE-1,
MM-STN-5, MM-END-4).

    StartLine(0, (2, 3))                          put the solid line's start marker on a white arrow
    Tunnels(((0, ((2, 3), (2, 2))),))             dig 1-3 segments, each (line, (from, to))
    Tunnels(((1, ((0, 1), (1, 1))),), spot="res-2", letter="A")   ... laying marker A on spot res-2
    Station((1, 2))                                a station on a closed section, or the bonus station
    Station(None)                                  no bonus station, thank you

`line` is the player's own set: 0 solid, 1 dashed. A move of 3 tunnels may be played as one Tunnels move
or as several in a row (the turn stays with the player until it has laid 3, or as many as it can), with the
same result. In a Tunnels move of several segments the location marker goes with the first of them beside
its spot that makes the move legal (checks.marker_tunnel).
Lists are turned into tuples, so moves typed by hand compare equal to the engine's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeAlias

from gamekit.i18n import _
from gamekit.metromania.words import line_adjective, line_phrase


def tuples(value: Any) -> Any:
    """`value` with its lists (and tuple subclasses) turned into plain tuples, at any depth (a vertex typed [i, j]
    is the tuple (i, j)); `value` itself when it holds none, as the engine's own moves do."""
    if _plain(value):
        return value
    return tuple(tuples(v) for v in value) if isinstance(value, (list, tuple)) else value


def _plain(value: Any) -> bool:
    """Does `value` hold no list and no tuple subclass, at any depth? (A loop, not a recursion: every move the
    engine makes is checked.)"""
    stack = [value]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is tuple:
            stack.extend(item)
        elif kind is not int and kind is not str and item is not None and isinstance(item, (list, tuple)):
            return False
    return True


def tunnels_text(move: Tunnels, hide_letter: bool = False) -> str:
    """A Tunnels move in words ("dig solid (2, 3)→(2, 2); marker A on res-2"); with `hide_letter`, its marker's
    letter is not told ("a marker on res-2"), for a board whose letters in hand are secret (MM-VAR-1)."""
    try:
        dug = ", ".join(
            _("{line} {a}→{b}").format(line=line_adjective(line), a=a, b=b) for line, (a, b) in move.segments
        )
    except (TypeError, ValueError):
        dug = repr(move.segments)
    if move.letter and hide_letter:
        marker = _("; a marker on {spot}").format(spot=move.spot)
    elif move.letter:
        marker = _("; marker {letter} on {spot}").format(letter=move.letter, spot=move.spot)
    elif move.spot:
        marker = _("; dig up {spot}").format(spot=move.spot)
    else:
        marker = ""
    return _("dig {segments}{marker}").format(segments=dug, marker=marker)


@dataclass(frozen=True, slots=True)
class StartLine:
    line: int
    arrow: tuple[int, int]

    def __post_init__(self) -> None:
        object.__setattr__(self, "arrow", tuples(self.arrow))

    def __str__(self) -> str:
        return _("start the {line} at {arrow}").format(line=line_phrase(self.line, "accusative"), arrow=self.arrow)


@dataclass(frozen=True, slots=True)
class Tunnels:
    segments: tuple[tuple[int, tuple[tuple[int, int], tuple[int, int]]], ...]
    spot: str | None = None
    letter: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "segments", tuples(self.segments))

    def __str__(self) -> str:
        return tunnels_text(self)


@dataclass(frozen=True, slots=True)
class Station:
    vertex: tuple[int, int] | None

    def __post_init__(self) -> None:
        object.__setattr__(self, "vertex", tuples(self.vertex))

    def __str__(self) -> str:
        return _("no bonus station") if self.vertex is None else _("station at {vertex}").format(vertex=self.vertex)


Move: TypeAlias = StartLine | Tunnels | Station
MOVES = {"StartLine": StartLine, "Tunnels": Tunnels, "Station": Station}
