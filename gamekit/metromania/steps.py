"""Digging steps: what a scratch board (dig.Dig) tries one at a time, and the search for how many tunnels a move can
still lay with them. MM-MOVE-1, MM-MOVE-4, MM-LINE-1, MM-LINE-5, MM-GAP-12.

A step is a `Segment` (one tunnel of a line, from vertex `a` to vertex `b`, with the location marker laid with it,
if any) or a `Start` (a line's start marker on a white arrow). Vertices and lines are ids (dig.Dig's), so steps are
cheap to make in the searches; checks.step_moves turns one into the moves that take it. A move lays 3 tunnels when
it can (MM-LINE-5), "can" being counted exactly, by trying steps (MM-GAP-12): `reach` and `value`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, NamedTuple, TypeAlias

from gamekit.metromania.lines import MOVE_TUNNELS

if TYPE_CHECKING:  # dig.py imports this module
    from gamekit.metromania.dig import Dig


class Segment(NamedTuple):
    """Dig line id `line` (2 * seat + set) from vertex id `a` to vertex id `b`; `spot` and `letter` name the
    location marker laid with it (MM-LOC-1), or the counter dug up in Running blind (letter None, MM-VAR-4)."""

    line: int
    a: int
    b: int
    spot: str | None = None
    letter: str | None = None


class Start(NamedTuple):
    """Put line id `line`'s start marker on the white arrow of vertex id `arrow` (MM-LINE-1)."""

    line: int
    arrow: int


DigStep: TypeAlias = Segment | Start


def reach(work: Dig, budget: int, trail: list[DigStep] | None = None) -> int:
    """The most tunnels (up to `budget`) the seat can still lay in this move on `work`, starting a line if it may
    (MM-LINE-5, MM-GAP-12); `trail`, if given, receives the steps that lay them. Steps are tried lazily, so costly
    checks wait until they could matter. `work` is left as it was."""
    best = 0
    if budget:
        for step in _steps(work):
            dug = type(step) is Segment
            if dug and budget == 1:
                if trail is not None:
                    trail[:] = [step]
                return 1
            token = work.take(step)
            after: list[DigStep] | None = None if trail is None else []
            got = dug + reach(work, budget - dug, after)
            work.undo(token)
            if got > best:
                best = got
                if trail is not None and after is not None:
                    trail[:] = [step, *after]
                if best == budget:
                    return best
    return best


def _steps(work: Dig) -> Iterator[DigStep]:
    """The steps `reach` tries: the segments, then the starts (asked for only if it gets that far)."""
    yield from work.segments()
    yield from work.starts


def value(work: Dig, step: DigStep, trail: list[DigStep] | None = None) -> int:
    """How many tunnels the move can still lay if `step` is taken next on `work` (counting it); `trail`, if given,
    receives the steps after it that lay them."""
    token = work.take(step)
    got = (type(step) is Segment) + reach(work, MOVE_TUNNELS - work.laid, trail)
    work.undo(token)
    return got
