"""Bridges over the Vistula (W-BRIDGE-1, W-BRIDGE-2, W-BRIDGE-3, W-BRIDGE-4, W-BRIDGE-5, W-BRIDGE-6, W-BRIDGE-7,
W-GAP-33): on a river edge only, one per edge, 4 in the whole game; each takes one of its builder's metro
markers and scores 4 VP. Their three prices are here too, for
the full game (the sandbox does not pay).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from gamekit.core import IllegalMove
from gamekit.i18n import _
from gamekit.warsaw.board import METRO_MARKERS, Board, hex_problem, owner_problem
from gamekit.warsaw.map import MAP, Edge, Hex
from gamekit.warsaw.words import player

BRIDGE_POINTS = 4  # W-BRIDGE-5
MAX_BRIDGES = 4  # W-BRIDGE-6, W-COMP-13
BRIDGE_COSTS: tuple[Mapping[str, int], ...] = tuple(
    MappingProxyType(cost)
    for cost in (  # W-BRIDGE-1
        {"fund": 1, "concrete": 1, "rubble": 1},
        {"fund": 1, "rubble": 3},
        {"fund": 1, "concrete": 2},
    )
)


def bridge_payments(fund: int, concrete: int, rubble: int) -> tuple[Mapping[str, int], ...]:
    """The bridge prices (W-BRIDGE-1) a player holding these resources can pay."""
    held = {"fund": fund, "concrete": concrete, "rubble": rubble}
    return tuple(cost for cost in BRIDGE_COSTS if all(held[r] >= n for r, n in cost.items()))


def bridge_problem(board: Board, players: int, a: Hex, b: Hex, owner: int) -> IllegalMove | None:
    """Why `owner` may not build a bridge between hexes `a` and `b` now, or None if they may."""
    problem = hex_problem(a) or hex_problem(b) or owner_problem(owner, players)
    if problem is not None:
        return problem
    edge = frozenset((a, b))  # no right-bank check: with 3 players bridges still cross the river (W-BRIDGE-7)
    if edge not in MAP.river_edges:
        return IllegalMove(
            _(
                "A bridge crosses the Vistula between two neighbouring hexes on opposite banks, and {a} and {b}"
                " are not."
            ).format(a=a, b=b),
            "W-BRIDGE-3",
        )
    if any(piece.edge == edge for piece in board.bridges):
        return IllegalMove(_("There is already a bridge between {a} and {b}.").format(a=a, b=b), "W-GAP-33")
    if len(board.bridges) >= MAX_BRIDGES:
        return IllegalMove(
            _("All {count} bridges of the game are already built.").format(count=MAX_BRIDGES), "W-BRIDGE-6"
        )
    if board.markers_used(owner) >= METRO_MARKERS:
        return IllegalMove(
            _("A bridge takes one of your metro markers, and {player} has none left.").format(player=player(owner)),
            "W-BRIDGE-2",
        )
    return None


def legal_bridges(board: Board, players: int, owner: int) -> frozenset[Edge]:
    """Every river edge where `owner` may build a bridge now: `bridge_problem`'s checks, those that do not depend
    on the edge asked once."""
    if (
        owner_problem(owner, players) is not None
        or len(board.bridges) >= MAX_BRIDGES  # W-BRIDGE-6
        or board.markers_used(owner) >= METRO_MARKERS  # W-BRIDGE-2
    ):
        return frozenset()
    return MAP.river_edges - {piece.edge for piece in board.bridges}  # W-BRIDGE-3, one a river edge (W-GAP-33)
