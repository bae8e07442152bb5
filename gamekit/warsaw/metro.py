"""The metro (W-METRO-2, W-METRO-3, W-METRO-4, W-METRO-5, W-METRO-6, W-METRO-7, W-METRO-9, W-METRO-10,
W-METRO-11, W-METRO-12, W-METRO-13, W-METRO-15; geometry per W-GAP-8 and the tunnel per W-GAP-9).

A segment lies on the side between two neighbouring hexes, never on the board's perimeter (W-METRO-9) or
along the river (W-METRO-12), and uses one of its builder's 6 markers (W-METRO-2). The network is a graph on
the board's corners (networkx, `network`): each segment joins the two corners at the ends of its side, and the
tunnel joins its two ends. The first segment may go anywhere; every later one touches the network at exactly
one corner (W-METRO-4; both corners would close a loop, W-METRO-11). Touching a corner where the network
already passes through makes a branch: never in stage I (W-METRO-5), once in stage II, which starts the second
line (W-METRO-6), and never again, since that would be a third line (W-METRO-7). These checks ask only which
corners the network has and how many of its edges meet at each (`metro_network`, counted once per metro).

The tunnel (W-METRO-13, W-GAP-9): when a new segment ends on a corner of the river and the tunnel is still in
the bank, the tunnel runs under the river from that corner to the nearest corner where the line can go on
between two hexes of the other bank: under one river side, or two where the river bends round a hex. The
line's end moves there. Where two ways are as near, the move names the river side the tunnel starts under.
Once the tunnel is used, a line that reaches the river ends there, as at the board's edge (W-METRO-10).
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Container, Iterable, Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType

import networkx as nx

from gamekit.core import IllegalMove
from gamekit.geometry import AXIAL_DIRECTIONS
from gamekit.geometry.hexgrid import Corner
from gamekit.i18n import N_, _
from gamekit.warsaw.board import METRO_MARKERS, Board, EdgePiece, hex_problem, owner_problem
from gamekit.warsaw.map import MAP, PLAYER_COUNTS, Edge, Hex, ends, is_hex
from gamekit.warsaw.words import listed

METRO_POINTS = 1  # W-METRO-8; the tunnel scores nothing (W-METRO-14)
OTHER_BANK = {"left": "right", "right": "left"}
SegmentPlace = tuple[Hex, Hex, tuple[Hex, Hex] | None]  # where a segment goes: its hexes a, b and its tunnel


def _sides_at(corner: Corner) -> Iterable[tuple[Corner, frozenset[Hex]]]:
    return ((far, MAP.board.cells_of_side(corner, far)) for far in MAP.board.corners[corner])


# Corner → (far corner, river edge) for each river side there; corner → the banks of its other inner sides
# (a corner on the river has one such side, or none on the board's edge).
RIVER_SIDES = {
    c: tuple((far, cells) for far, cells in _sides_at(c) if cells in MAP.river_edges) for c in MAP.board.corners
}
INLAND_BANKS = {
    c: {MAP.bank(min(cells)) for _, cells in _sides_at(c) if cells in MAP.sides and cells not in MAP.river_edges}
    for c in MAP.board.corners
}

ALL_EDGES = tuple(map(frozenset, MAP.board.cells.edges))
EDGES_AT = {c: tuple(e for e in ALL_EDGES if c in MAP.side(e)) for c in MAP.board.corners}  # corner → its sides


@dataclass(frozen=True, slots=True)
class TunnelWay:
    """One way the tunnel may run from a corner on the river (W-GAP-9): under the river sides `under`, in
    order, the first of them at that corner, to `landing`, the first corner along the river with a side
    between two hexes of the other bank, where the line goes on."""

    under: tuple[Edge, ...]
    landing: Corner

    @property
    def first(self) -> Edge:
        return self.under[0]


def _ways(start: Corner) -> tuple[TunnelWay, ...]:
    """The ways under the river from `start`, one per river side there that leads to the other bank."""
    if len(INLAND_BANKS[start]) != 1:
        return ()
    (bank,) = INLAND_BANKS[start]
    ways = []
    for far, river in RIVER_SIDES[start]:
        under, here = [river], far
        while INLAND_BANKS[here] == {bank}:  # still this bank's side of the river: the tunnel goes on under it
            onward = [(f, e) for f, e in RIVER_SIDES[here] if e not in under]
            if not onward:
                break
            here = onward[0][0]
            under.append(onward[0][1])
        if INLAND_BANKS[here] == {OTHER_BANK[bank]}:
            ways.append(TunnelWay(tuple(under), here))
    return tuple(ways)


TUNNEL_WAYS = {c: _ways(c) for c in MAP.board.corners}  # corner → the ways the tunnel may run from there


def _tunnel_ends(under: tuple[Edge, ...]) -> tuple[Corner, ...]:
    """The two corners at the ends of the river sides the tunnel runs under (those met only once)."""
    met = Counter(corner for river in under for corner in MAP.side(river))
    return tuple(sorted(corner for corner, count in met.items() if count == 1))


def network(board: Board) -> nx.Graph[Corner]:
    """The metro as a graph on corners: an edge for each segment's side, and one for the tunnel, from the line's
    end where it reached the river to the corner where it goes on."""
    graph: nx.Graph[Corner] = nx.Graph(ends(MAP.side(piece.edge)) for piece in board.segments)
    if board.tunnel is not None:
        graph.add_edge(*_tunnel_ends(board.tunnel))
    return graph


def _sides(segments: tuple[EdgePiece, ...], tunnel: tuple[Edge, ...] | None) -> set[frozenset[Corner]]:
    """The `network`'s edges, each a pair of corners: the segments' sides and the tunnel's two ends."""
    sides = {MAP.side(piece.edge) for piece in segments}
    if tunnel is not None:
        sides.add(frozenset(_tunnel_ends(tunnel)))
    return sides


@dataclass(frozen=True, slots=True, eq=False)
class Network:
    """What every check of a new segment asks of the metro built: each corner of the `network` with its degree
    there (how many of its edges meet at it), how many lines there are, and the edges that hold a segment."""

    degree: Mapping[Corner, int]
    lines: int
    laid: frozenset[Edge]


@functools.lru_cache(maxsize=256)
def _summary(segments: tuple[EdgePiece, ...], tunnel: tuple[Edge, ...] | None) -> Network:
    degree = Counter(corner for side in _sides(segments, tunnel) for corner in side)
    lines = 0 if not degree else 1 + sum(count == 3 for count in degree.values())  # W-METRO-6: a branch, a line
    return Network(MappingProxyType(degree), lines, frozenset(piece.edge for piece in segments))


def metro_network(board: Board) -> Network:
    """The board's metro `Network`, counted once for each set of segments and tunnel (a playout asks often)."""
    return _summary(board.segments, board.tunnel)


def lines(board: Board) -> int:
    """How many metro lines there are: none, one, or two once a branch has started the second (W-METRO-6)."""
    return metro_network(board).lines


def metro_problem(
    board: Board, players: int, stage: int, a: Hex, b: Hex, owner: int, tunnel: tuple[Hex, Hex] | None = None
) -> IllegalMove | None:
    """Why `owner` may not lay a segment between hexes `a` and `b` now, with the tunnel starting under the
    river edge `tunnel` (required exactly when the segment reaches the river and the tunnel can cross); None
    if they may."""
    problem = _place_problem(board, a, b) or owner_problem(owner, players)
    if problem is not None:
        return problem
    edge, net = frozenset((a, b)), metro_network(board)
    return segment_problem(board, net, players, stage, edge, owner) or _tunnel_problem(
        board, net.degree, players, edge, tunnel
    )


def laid(board: Board, edge: Edge, owner: int, tunnel: tuple[Hex, Hex] | None = None) -> Board:
    """The board after `owner` lays a segment on `edge`, no checks; when `tunnel` names the river edge the
    tunnel starts under at the segment's end (W-METRO-13), the tunnel runs on to where the line goes on."""
    under = board.tunnel
    if tunnel is not None:
        first = frozenset(tunnel)
        (start,) = MAP.side(first) & MAP.side(edge)
        under = next(way.under for way in TUNNEL_WAYS[start] if way.first == first)
    return replace(board, segments=board.segments + (EdgePiece(edge, owner),), tunnel=under)


def segment_problem(board: Board, net: Network, players: int, stage: int, edge: Edge, owner: int) -> IllegalMove | None:
    """Why a segment may not lie on `edge` (two neighbouring hexes of the map), the tunnel aside; `net` is the
    board's `metro_network`."""
    problem = _site_problem(edge, players)
    if problem is not None:
        return problem
    a, b = sorted(edge)
    if edge in net.laid:
        return IllegalMove(_("There is already a metro segment between {a} and {b}.").format(a=a, b=b), "W-METRO-3")
    if board.markers_used(owner) >= METRO_MARKERS:
        return IllegalMove(
            _("Player {number} has no metro marker left: all {count} are on the board as segments or bridges.").format(
                number=owner + 1, count=METRO_MARKERS
            ),
            "W-METRO-2",
        )
    rule = _joining_fault(net, stage, edge)
    return None if rule is None else IllegalMove(_(JOINING_FAULTS[rule]), rule)


def _site_problem(edge: Edge, players: int) -> IllegalMove | None:
    """Why no segment may ever lie on `edge` in a game of `players` (whatever is built), or None."""
    a, b = sorted(edge)
    if edge in MAP.river_edges:
        return IllegalMove(
            _(
                "Metro may not run along the river, and the side between {a} and {b} is on the"
                " Vistula: a bridge may go there instead."
            ).format(a=a, b=b),
            "W-METRO-12",
        )
    if players == 3 and MAP.bank(a) == "right":
        return IllegalMove(
            _(
                "With 3 players no metro may be built on the right bank, and the side between {a} and {b} is on it."
            ).format(a=a, b=b),
            "W-METRO-15",
        )
    return None


# Player count → the edges where a segment may ever lie (W-METRO-12, W-METRO-15: `_site_problem` allows them).
OPEN_EDGES = {n: frozenset(e for e in ALL_EDGES if _site_problem(e, n) is None) for n in PLAYER_COUNTS}

JOINING_FAULTS = {  # what `_joining_fault` finds wrong, by rule
    "W-METRO-4": N_("A new segment must continue the metro already built, and this one touches none of it."),
    "W-METRO-11": N_("Both ends of this segment already touch the metro, so it would close a loop."),
    "W-METRO-5": N_(
        "In stage I the metro is one line without branches: a new segment must continue one of the line's ends."
    ),
    "W-METRO-7": N_("The metro already has its second line, and a new branch would start a third line."),
}


def _joining_fault(net: Network, stage: int, edge: Edge) -> str | None:
    """The rule a segment on `edge` breaks by where it meets the metro built, or None. Lines run through
    corners (W-GAP-8): it must touch the metro (W-METRO-4) at exactly one corner (W-METRO-11), and a corner
    the metro already passes through makes a branch: never in stage I (W-METRO-5), never a third line
    (W-METRO-7)."""
    degree = net.degree
    touching = [corner for corner in MAP.side(edge) if corner in degree]
    if degree and not touching:
        return "W-METRO-4"
    if len(touching) == 2:
        return "W-METRO-11"
    if touching and degree[touching[0]] >= 2:
        if stage == 1:
            return "W-METRO-5"
        if net.lines == 2:
            return "W-METRO-7"
    return None


def tunnel_options(board: Board, metro: Container[Corner], players: int, edge: Edge) -> frozenset[Edge]:
    """The river edges the tunnel may start under if a segment is laid on `edge`: none unless the segment
    ends on a river corner new to the metro while the tunnel is still in the bank (W-METRO-13, W-GAP-9).
    From that end the tunnel takes the nearest way (fewest river sides) to a corner free of metro where the
    line can go on between two hexes of the other bank; two equally near ways are the player's choice. `metro`
    holds the corners of the board's `network`."""
    return _tunnel_options(board.tunnel, metro, players, edge)


def _tunnel_options(
    tunnel: tuple[Edge, ...] | None, metro: Container[Corner], players: int, edge: Edge
) -> frozenset[Edge]:
    if tunnel is not None or edge in MAP.river_edges:
        return frozenset()
    if players == 3 and OTHER_BANK[MAP.bank(min(edge))] == "right":  # W-METRO-15
        return frozenset()
    options: set[Edge] = set()
    for end in [corner for corner in MAP.side(edge) if corner not in metro]:
        ways = [way for way in TUNNEL_WAYS[end] if way.landing not in metro]
        nearest = min((len(way.under) for way in ways), default=0)
        options.update(way.first for way in ways if len(way.under) == nearest)
    return frozenset(options)


def legal_segments(board: Board, players: int, stage: int, owner: int) -> Mapping[Edge, frozenset[Edge]]:
    """Every edge where `owner` may lay a segment now → the river edges its tunnel may take (often none).
    Once there is metro, only the sides touching it can continue it (W-METRO-4), so only those are checked."""
    if board.markers_used(owner) >= METRO_MARKERS:  # W-METRO-2, as in `segment_problem`, which this follows
        return MappingProxyType({})
    return _open_segments(board.segments, board.tunnel, players, stage)


@functools.lru_cache(maxsize=256)
def _open_segments(
    segments: tuple[EdgePiece, ...], tunnel: tuple[Edge, ...] | None, players: int, stage: int
) -> Mapping[Edge, frozenset[Edge]]:
    """`legal_segments` for any owner with a marker left: the same for all of them, so worked out once."""
    net, open_edges = _summary(segments, tunnel), OPEN_EDGES[players]
    edges = {e for corner in net.degree for e in EDGES_AT[corner]} if net.degree else ALL_EDGES
    return MappingProxyType(
        {
            edge: _tunnel_options(tunnel, net.degree, players, edge)
            for edge in edges
            if edge in open_edges and edge not in net.laid and _joining_fault(net, stage, edge) is None
        }
    )


def segment_places(board: Board, players: int, stage: int, owner: int) -> tuple[SegmentPlace, ...]:
    """Each (a, b, tunnel) where `owner` may lay a segment now, in the order moves list them: by edge, each
    with its tunnel choices (`tunnel_choices`)."""
    if board.markers_used(owner) >= METRO_MARKERS:  # W-METRO-2, as in `legal_segments`
        return ()
    return _places(board.segments, board.tunnel, players, stage)


@functools.lru_cache(maxsize=256)
def _places(
    segments: tuple[EdgePiece, ...], tunnel: tuple[Edge, ...] | None, players: int, stage: int
) -> tuple[SegmentPlace, ...]:
    options = _open_segments(segments, tunnel, players, stage)
    return tuple(
        (*ends(edge), choice) for edge in sorted(options, key=sorted) for choice in tunnel_choices(options[edge])
    )


def tunnel_choices(options: frozenset[Edge]) -> list[tuple[Hex, Hex] | None]:
    """The `tunnel` of each move that lays a segment whose tunnel may start under `options` (its `legal_segments`
    entry): each of those river edges, sorted, or just None when the segment does not take the tunnel."""
    return [*sorted(map(ends, options))] or [None]


def _place_problem(board: Board, a: object, b: object) -> IllegalMove | None:
    """The side between a and b must be a side between two hexes of the map (W-METRO-3, W-METRO-9, W-METRO-10)."""
    if not is_hex(a):
        return hex_problem(a)
    if not is_hex(b):
        return hex_problem(b)
    step = (b[0] - a[0], b[1] - a[1])
    if step not in AXIAL_DIRECTIONS:
        return IllegalMove(
            _(
                "Hexes {a} and {b} are not neighbours: a metro segment lies on the side between two neighbouring hexes."
            ).format(a=a, b=b),
            "W-METRO-3",
        )
    if a not in MAP and b not in MAP:
        return hex_problem(a)
    if a in MAP and b in MAP:
        return None
    inside, outside = (a, b) if a in MAP else (b, a)
    side = MAP.board.sides_of(inside)[AXIAL_DIRECTIONS.index((outside[0] - inside[0], outside[1] - inside[1]))]
    if any(corner in network(board) for corner in side):
        return IllegalMove(
            _(
                "The metro line has reached the board's edge here, so it ends on this side; metro never"
                " runs along the edge."
            ),
            "W-METRO-10",
        )
    return IllegalMove(
        _("Metro may not run along the board's edge: a segment lies on the side between two hexes of the map."),
        "W-METRO-9",
    )


def _tunnel_problem(
    board: Board, metro: Container[Corner], players: int, edge: Edge, tunnel: object
) -> IllegalMove | None:
    options = tunnel_options(board, metro, players, edge)
    sides = listed([str(tuple(sorted(river))) for river in sorted(options, key=sorted)])
    if tunnel is None:
        if options:
            return IllegalMove(
                _(
                    "This segment reaches the Vistula, so the tunnel takes the line under it to the other"
                    " bank: choose the river side it starts under, {sides}."
                ).format(sides=sides),
                "W-METRO-13",
            )
        return None
    if not (type(tunnel) is tuple and len(tunnel) == 2 and all(map(is_hex, tunnel)) and frozenset(tunnel) in options):
        return IllegalMove(
            (
                _("The tunnel cannot go under {tunnel} with this segment: it may start only under {sides}.")
                if options
                else _("The tunnel cannot go under {tunnel} with this segment: the tunnel is already under the river.")
                if board.tunnel is not None
                else _(
                    "The tunnel cannot go under {tunnel} with this segment: this segment does not reach the river"
                    " where the line could cross."
                )
            ).format(tunnel=repr(tunnel), sides=sides),
            "W-METRO-13",
        )
    return None
