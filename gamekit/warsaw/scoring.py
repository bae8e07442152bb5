"""Scoring: the points a building scores when built (W-BUILD-5, W-IND-1, W-IND-2) and the score sheet as at the
end of the game (W-SCORE-1, W-SCORE-2, W-SCORE-3, W-SCORE-4, W-SCORE-5, W-SCORE-6, W-SCORE-7, W-SCORE-8,
W-SCORE-9, W-SCORE-10, W-NORM-1, W-NORM-2, W-NORM-3, W-NORM-4, W-NORM-5, W-TIE-1), with the gaps'
resolutions W-GAP-24, W-GAP-25, W-GAP-30, W-GAP-31 and W-GAP-32.

The sheet's rows, per player: points scored during play ("buildings": card points, "industrial",
"metro", "bridges", "urban_tasks") and at the end ("neighbours": the adjacency table, "metro_adjacency",
"norms", "styles"). Hexes across the river are never neighbours (W-GAP-7).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace

from gamekit.core import Score
from gamekit.i18n import N_, _, ngettext
from gamekit.warsaw.board import Board, Building
from gamekit.warsaw.bridges import BRIDGE_POINTS
from gamekit.warsaw.buildings import CARD_POINTS, KINDS, STYLES
from gamekit.warsaw.map import MAP, Hex
from gamekit.warsaw.metro import METRO_POINTS
from gamekit.warsaw.tasks import Task, tasks_met
from gamekit.warsaw.words import a_building

CATEGORIES = (  # the sheet's rows; their names are shown through the catalog (Score.table)
    N_("buildings"),
    N_("industrial"),
    N_("metro"),
    N_("bridges"),
    N_("urban_tasks"),
    N_("neighbours"),
    N_("metro_adjacency"),
    N_("norms"),
    N_("styles"),
)
INDUSTRIAL_BASE = 2  # W-IND-1
NEIGHBOUR_TABLE = {  # W-SCORE-5: +1 for each neighbouring building of these types (industrial: W-SCORE-6)
    "service": ("residential",),
    "residential": ("service", "transport"),
    "representative": ("cultural",),
    "cultural": ("representative",),
    "transport": (),  # W-SCORE-7
}
NORM_OBJECTS = KINDS + ("metro", "bridge")  # W-GAP-5
NORM_SIZE = 4  # W-NORM-2
NORM_SET_POINTS, NORM_MISSED_POINTS = 3, -3  # W-NORM-3, W-NORM-4, W-NORM-5
STYLE_MAJORITY_POINTS, STYLE_TIE_POINTS = 5, 3  # W-SCORE-10


def unbuilt_neighbours(board: Board, hex: Hex) -> tuple[Hex, ...]:
    """The neighbouring hexes with no building or neutral building; rubble counts as unbuilt (W-GAP-24)."""
    built = board.built()
    return tuple(h for h in MAP.neighbours(hex) if h not in built)


def card_points(
    board: Board, hex: Hex, kind: str, name: str | None = None, printed: int | None = None
) -> tuple[int, str]:
    """The points a building of `kind` scores from its card when built on `hex` now, and why in a sentence;
    `printed` is the card's value (default: the type's value in data/buildings.toml)."""
    what = _("{name}, {building},").format(name=_(name), building=a_building(kind)) if name else a_building(kind)
    what = what[:1].upper() + what[1:]
    if kind != "industrial":  # W-IND-2
        points = CARD_POINTS[kind] if printed is None else printed
        return points, _("{what} scores its card's {points} VP.").format(what=what, points=points)
    unbuilt = unbuilt_neighbours(board, hex)  # W-IND-1
    points = INDUSTRIAL_BASE + len(unbuilt)
    listed = f" ({', '.join(map(str, unbuilt))})" if unbuilt else ""
    return points, ngettext(
        "{what} scores {base} + 1 for each of its {count} unbuilt neighbouring hexes{listed} = {points} VP.",
        "{what} scores {base} + 1 for each of its {count} unbuilt neighbouring hexes{listed} = {points} VP.",
        len(unbuilt),
    ).format(what=what, base=INDUSTRIAL_BASE, count=len(unbuilt), listed=listed, points=points)


def erect(
    board: Board,
    tasks: tuple[Task, ...],
    hex: Hex,
    kind: str,
    owner: int,
    style: str | None = None,
    name: str | None = None,
    printed: int | None = None,
) -> tuple[Board, tuple[Task, ...]]:
    """Put the building on the board, no checks: its card's points (W-IND-1, W-IND-2) and every face-up task
    it meets (W-TASK-6, W-TASK-7) score at once (W-BUILD-5). Returns the board and the tasks still face up."""
    points, because = card_points(board, hex, kind, name, printed)
    at = board.building_at()
    met, notes = tasks_met(kind, style, (at[h] for h in MAP.neighbours(hex) if h in at), tasks)
    why = (
        because,
        *(_('Task "{task}" is met: +{points} VP.').format(task=task, points=task.points) for task in met),
        *notes,
    )
    building = Building(hex, kind, owner, style, name, points, met, why)
    return replace(board, buildings=board.buildings + (building,)), tuple(t for t in tasks if t not in met)


def neighbour_points(building: Building, at: Mapping[Hex, Building], built: set[Hex]) -> int:
    """What one building scores at the end for its neighbours (W-SCORE-5, W-SCORE-6, W-SCORE-7)."""
    neighbours = MAP.neighbours(building.hex)
    if building.kind == "industrial":  # W-SCORE-6
        return sum(h not in built for h in neighbours)
    wanted = NEIGHBOUR_TABLE[building.kind]
    return sum(h in at and at[h].kind in wanted for h in neighbours)


def check_norms(norms: object, players: int) -> dict[int, tuple[str, ...]]:
    """Read `norms` (seat → the norm card's 4 objects), or raise ValueError saying what is wrong."""
    if not isinstance(norms, Mapping):
        raise ValueError(f"norms must map a player's seat to their norm's objects, not {norms!r}")
    checked = {}
    for seat, norm in norms.items():
        if type(seat) is not int or not 0 <= seat < players:
            raise ValueError(
                f"norms: there is no player {seat!r}; the {players} players are numbered 0 to {players - 1}"
            )
        if (
            isinstance(norm, str)
            or not isinstance(norm, Sequence)
            or len(norm) != NORM_SIZE
            or any(o not in NORM_OBJECTS for o in norm)
        ):
            raise ValueError(
                f"norms: player {seat}'s norm must list {NORM_SIZE} objects (rule W-NORM-2), each one of"
                f" {', '.join(NORM_OBJECTS)}; not {norm!r}"
            )
        checked[seat] = tuple(norm)
    return checked


def norm_sets(objects: Mapping[str, int], norm: Sequence[str], players: int) -> int:
    """How many disjoint complete sets of `norm` these objects (object → how many built) make (W-NORM-5).
    With 5 players the norm's last object is ignored (W-NORM-2). Objects of one kind are interchangeable,
    so k sets fit exactly when every object is built at least k times as often as the norm asks."""
    needed = Counter(norm[:-1] if players == 5 else norm)
    return min(objects.get(thing, 0) // count for thing, count in needed.items())


def norm_points(sets: int) -> int:
    """+3 for each complete set, or -3 for none (W-NORM-3, W-NORM-4, W-SCORE-9); a total may go below 0
    (W-GAP-32)."""
    return NORM_SET_POINTS * sets if sets else NORM_MISSED_POINTS


def style_points(board: Board, players: int) -> list[int]:
    """Each style's majority (W-SCORE-10, W-GAP-25): +5 to the player with most buildings of that style, +3 to
    each of several tied leaders, nothing when nobody has one."""
    points = [0] * players
    for style in STYLES:
        counts = [0] * players
        for b in board.buildings:
            counts[b.owner] += b.style == style
        best = max(counts)
        leaders = [seat for seat in range(players) if counts[seat] == best]
        for seat in leaders if best else ():
            points[seat] += STYLE_MAJORITY_POINTS if len(leaders) == 1 else STYLE_TIE_POINTS
    return points


def score_board(board: Board, players: int, norms: Mapping[int, Sequence[str]] | None = None) -> Score:
    """The score sheet as if the game ended now. `norms` (seat → its norm's objects) scores the norms of the
    seats it names; the others' norm rows stay 0. Ties go to the player with most buildings (W-TIE-1)."""
    norms = check_norms(norms, players) if norms is not None else {}
    rows = [dict.fromkeys(CATEGORIES, 0) for _ in range(players)]
    objects: list[Counter[str]] = [Counter() for _ in range(players)]
    at, built = board.building_at(), board.built()
    by_metro = {h for piece in board.segments for h in piece.edge}  # W-GAP-30: the tunnel does not count
    for b in board.buildings:
        row = rows[b.owner]
        row["industrial" if b.kind == "industrial" else "buildings"] += b.points  # when built (W-SCORE-2)
        row["urban_tasks"] += sum(task.points for task in b.tasks)  # when met (W-SCORE-3)
        row["neighbours"] += neighbour_points(b, at, built)  # at the end, for its hex's owner (W-SCORE-4)
        row["metro_adjacency"] += b.hex in by_metro  # W-SCORE-8
        objects[b.owner][b.kind] += 1
    for piece in board.segments:  # 1 a segment and 4 a bridge, when built (W-SCORE-2)
        rows[piece.owner]["metro"] += METRO_POINTS
        objects[piece.owner]["metro"] += 1
    for piece in board.bridges:
        rows[piece.owner]["bridges"] += BRIDGE_POINTS
        objects[piece.owner]["bridge"] += 1
    for seat, norm in norms.items():
        rows[seat]["norms"] = norm_points(norm_sets(objects[seat], norm, players))
    for seat, points in enumerate(style_points(board, players)):
        rows[seat]["styles"] = points
    sheet = tuple(tuple(row[c] for c in CATEGORIES) for row in rows)
    # the most points wins (W-SCORE-1); a tie goes to the most buildings on the board (W-TIE-1, W-GAP-31)
    return Score(CATEGORIES, sheet, tiebreak=tuple(sum(objects[seat][k] for k in KINDS) for seat in range(players)))
