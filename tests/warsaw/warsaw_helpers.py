"""Helpers shared by the Warsaw tests: refusals that must change nothing, cleared sandboxes, simple lines, a norm."""

import pytest

from gamekit import IllegalMove
from gamekit.warsaw import MAP, Sandbox

LEFT_SUBURBS = [h for h in MAP.hexes if MAP.zone(h) == "suburban" and MAP.bank(h) == "left"]
NORM = ["residential", "service", "transport", "metro"]  # a norm card's 4 objects (W-GAP-5)


def refused(sandbox, edit, *args, **kwargs):
    """Call `edit`, which must raise IllegalMove with a sentence and a rule ID and leave `sandbox` unchanged."""
    before, history = sandbox.state, sandbox.match.history
    with pytest.raises(IllegalMove) as caught:
        edit(*args, **kwargs)
    assert sandbox.state is before and sandbox.match.history == history
    assert caught.value.reason.endswith(".") and caught.value.rule.startswith("W-")
    assert caught.value.rule in str(caught.value)
    return caught.value


def cleared(players=4, stage=1, hexes=None):
    """A sandbox with the rubble cleared from `hexes` (default: every hex)."""
    sandbox = Sandbox(players=players, stage=stage)
    for hex in sorted(sandbox.board.rubble if hexes is None else hexes):
        sandbox.clear_rubble(hex)
    return sandbox


# A line along the boundary between rows r=0 and r=1, from the west edge, far from the river.
ZIGZAG = [
    ((-3, 0), (-3, 1)),
    ((-2, 0), (-3, 1)),
    ((-2, 0), (-2, 1)),
    ((-1, 0), (-2, 1)),
    ((-1, 0), (-1, 1)),
    ((0, 0), (-1, 1)),
    ((0, 0), (0, 1)),
]


def lay_line(sandbox, owner, count):
    """Lay the first `count` segments of ZIGZAG for `owner` (on a sandbox with no metro yet)."""
    for a, b in ZIGZAG[:count]:
        sandbox.metro(a, b, owner)


def edge(a, b):
    return frozenset((a, b))


def around(centre):
    """The 6 neighbours of `centre`, counter-clockwise from the east: consecutive sides share a corner."""
    q, r = centre
    return [(q + dq, r + dr) for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))]
