"""The Warsaw sandbox: a map to edit freely, for the rulebook's examples, scoring and exercises. It checks
where pieces may go (placement, metro, bridges) and scores exactly as the full game will, but has no turns,
resources, cards or engineers.

Each edit is a small frozen move (PlaceBuilding, ClearRubble, PlaceMetro, PlaceBridge, SetStage, AddTask)
applied by the pure rules object `RULES` to a frozen `SandboxState`; `Sandbox` holds a `core.Match` of it
(`sandbox.match`), so a board gets undo/redo, subscribe and preview for free, and its methods are a
friendly façade over `match.play`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import product
from typing import Any

from gamekit import sandbox
from gamekit.core import IllegalMove, Score, rng
from gamekit.i18n import _
from gamekit.moveshape import refusal
from gamekit.warsaw.board import Board, EdgePiece, check_players, owner_problem, start_board
from gamekit.warsaw.bridges import BRIDGE_POINTS, bridge_problem, legal_bridges
from gamekit.warsaw.buildings import KINDS, STYLES
from gamekit.warsaw.game_moves import shape_problem
from gamekit.warsaw.map import MAP, Edge, Hex, ends
from gamekit.warsaw.metro import (
    METRO_POINTS,
    laid,
    legal_segments,
    metro_problem,
    network,
    segment_places,
    tunnel_options,
)
from gamekit.warsaw.placement import ZONES, building_problem, choice_problem, legal_hexes, rubble_problem
from gamekit.warsaw.sandbox_moves import (
    MOVES,
    AddTask,
    ClearRubble,
    Edit,
    PlaceBridge,
    PlaceBuilding,
    PlaceMetro,
    SetStage,
)
from gamekit.warsaw.scoring import erect, score_board
from gamekit.warsaw.tasks import FACE_UP, Task, task_problem

STAGES = (1, 2)  # W-FLOW-1


@dataclass(frozen=True, slots=True)
class SandboxState:
    """The sandbox at one moment: the player count, the stage, the map's pieces and the face-up urban tasks."""

    players: int
    stage: int
    board: Board
    tasks: tuple[Task, ...] = ()


@dataclass(frozen=True, slots=True)
class WhatIf:
    """What a building would score on one hex: `now` (its immediate points), `total` (its owner's total as if
    the game ended right after), `gain` (how much that total grows) and `why` (how `now` comes about)."""

    now: int
    total: int
    gain: int
    why: tuple[str, ...]


class SandboxRules(sandbox.SandboxRules):
    """The sandbox as a pure rules object over `SandboxState` (no turns: `current_player` is always 0, and it is
    never over). `apply` is the fast path and checks nothing; `why_illegal` is the one check."""

    name = "warsaw-sandbox"
    moves = {cls.__name__: cls for cls in MOVES}
    unlisted = (AddTask,)  # a task may be worth any number of points
    move_rule = "W-COMP-1"  # what an edit of the wrong shape breaks: the pieces of the building board

    def initial_state(self, players: int, seed: int, stage: int = 1) -> SandboxState:
        check_players(players)
        if type(stage) is not int or stage not in STAGES:
            raise ValueError(_("stage must be 1 or 2, not {value}").format(value=repr(stage)))
        if type(seed) is not int:
            raise ValueError(_("seed must be a whole number, not {value}").format(value=repr(seed)))
        return SandboxState(players, stage, start_board(players, rng(seed, "setup")))

    def why_illegal(self, state: SandboxState, move: object) -> IllegalMove | None:
        """Why this edit is not allowed now (the reason and the rule), or None; never raises, whatever the edit's
        fields hold (`gamekit.moveshape.refusal`, with Warsaw's `game_moves.shape_problem`)."""
        return refusal(
            move, MOVES, _("the Warsaw sandbox"), self.move_rule, lambda: self._problem(state, move), shape_problem
        )

    def _problem(self, state: SandboxState, move: object) -> IllegalMove | None:
        board, players, stage = state.board, state.players, state.stage
        if isinstance(move, PlaceBuilding):
            return building_problem(
                board, players, stage, move.hex, move.kind, move.owner, move.style, move.zone, move.historic
            )
        if isinstance(move, ClearRubble):
            return rubble_problem(board, move.hex)
        if isinstance(move, PlaceMetro):
            return metro_problem(board, players, stage, move.a, move.b, move.owner, move.tunnel)
        if isinstance(move, PlaceBridge):
            return bridge_problem(board, players, move.a, move.b, move.owner)
        if isinstance(move, SetStage):
            if type(move.stage) is not int:
                return None  # True, 2.0 or "2" is no stage: refused by its shape, a whole number
            if move.stage != 2 or stage != 1:
                return IllegalMove(
                    _(
                        "The game goes from stage I to stage II and never back: stage {new} cannot follow stage {now}."
                    ).format(new=repr(move.stage), now=stage),
                    "W-FLOW-1",
                )
            return None
        if not isinstance(move, AddTask):
            return None  # not an edit: refused by its shape
        if len(state.tasks) >= FACE_UP:
            return IllegalMove(_("There are already {count} urban tasks face up.").format(count=FACE_UP), "W-TASK-5")
        return task_problem(move.new, move.existing, move.points)

    def apply(self, state: SandboxState, move: Edit) -> SandboxState:
        board = state.board
        if isinstance(move, PlaceBuilding):
            return self._build(state, move)
        if isinstance(move, ClearRubble):
            return replace(state, board=replace(board, rubble=board.rubble - {move.hex}))
        if isinstance(move, PlaceMetro):
            return replace(state, board=laid(board, frozenset((move.a, move.b)), move.owner, move.tunnel))
        if isinstance(move, PlaceBridge):
            piece = EdgePiece(frozenset((move.a, move.b)), move.owner)
            return replace(state, board=replace(board, bridges=board.bridges + (piece,)))
        if isinstance(move, SetStage):
            return replace(state, stage=move.stage)
        return replace(state, tasks=state.tasks + (move.task,))

    def _build(self, state: SandboxState, move: PlaceBuilding) -> SandboxState:
        """W-BUILD-5: the card's points (W-IND-1, W-IND-2) and every task met (W-TASK-6, W-TASK-7) score now."""
        name = MAP.historic_buildings[move.hex].name if move.historic else None
        board, tasks = erect(state.board, state.tasks, move.hex, move.kind, move.owner, move.style, name)
        return replace(state, board=board, tasks=tasks)

    def score(
        self,
        state: SandboxState,
        seat: int | None = None,
        reveal: bool | None = None,
        *,
        norms: Mapping[int, Sequence[str]] | None = None,
    ) -> Score:
        """The sheet as if the game ended now, the same for every seat: a sandbox keeps no secret, and it scores
        the norms it is given (`norms`: seat → the norm's 4 objects)."""
        return score_board(state.board, state.players, norms)

    def legal_moves(self, state: SandboxState) -> list[Edit]:
        """Every edit allowed now, but AddTask (any task card may join while fewer than 3 are face up)."""
        board, players, stage = state.board, state.players, state.stage
        moves: list[Edit] = [ClearRubble(h) for h in sorted(board.rubble)]
        for owner, zone, kind, style in product(range(players), (None, *ZONES), KINDS, (None, *STYLES)):
            moves += [
                PlaceBuilding(h, kind, owner, style, zone)
                for h in sorted(legal_hexes(board, players, stage, kind, owner, style, zone))
            ]
        for owner, zone, (site, b) in product(range(players), (None, *ZONES), sorted(MAP.historic_buildings.items())):
            if building_problem(board, players, stage, site, b.kind, owner, b.style, zone, True) is None:
                moves.append(PlaceBuilding(site, b.kind, owner, b.style, zone, True))
        for owner in range(players):
            moves += [PlaceMetro(a, b, owner, tunnel) for a, b, tunnel in segment_places(board, players, stage, owner)]
            moves += [
                PlaceBridge(*ends(edge), owner) for edge in sorted(legal_bridges(board, players, owner), key=sorted)
            ]
        return moves + [SetStage(2)] * (stage == 1)

    def candidate_moves(self, state: SandboxState) -> list[Edit]:
        """Edits of the right shape, legal or not (for the conformance harness): every piece on every hex or side,
        for every player and one seat too many, both stages and one task too many."""
        owners = range(state.players + 1)
        moves: list[Edit] = [ClearRubble(h) for h in MAP.hexes]
        moves += [SetStage(1), SetStage(2), SetStage(3)]
        moves += [PlaceBuilding(h, k, o) for h in MAP.hexes for k in KINDS for o in owners]
        moves += [PlaceBuilding(h, "residential", 0, style) for h in MAP.hexes[:5] for style in STYLES]
        for edge in sorted(MAP.sides, key=sorted):
            a, b = ends(edge)
            moves += [PlaceMetro(a, b, o) for o in owners] + [PlaceBridge(a, b, o) for o in owners]
        return moves + [AddTask("service", "residential", 3), AddTask("service", "service", 3), AddTask("x", "y", 9)]


RULES = SandboxRules()


class Sandbox(sandbox.Sandbox):
    """An editable Warsaw map for 3-5 players, starting in `stage` 1 or 2 with rubble by player count (and, with
    3 players, 7 neutral buildings on right-bank hexes drawn from `seed`). Every refused edit raises
    IllegalMove and changes nothing.

        city = Sandbox(players=4)
        city.clear_rubble((0, 1))
        city.build((0, 1), "residential", owner=0)          # → its immediate points
        city.metro((0, 1), (1, 0), owner=1)                 # → 1
        city.score().rows(0)

    For a board: `match` (play, undo, redo, subscribe, preview: the board plays moves through it),
    `legal_hexes` and `legal_metro_edges` (what to highlight), `metro_move` and `historic_move` (a click → the
    move; a click on a river edge is a PlaceBridge), `tunnel_options`, `what_if` (the heat-map) and `explain`.
    """

    rules = RULES

    def __init__(self, players: int = 4, stage: int = 1, seed: int = 0):
        super().__init__(players=players, seed=seed, stage=stage)

    @property
    def board(self) -> Board:
        return self.state.board

    @property
    def players(self) -> int:
        return self.state.players

    @property
    def stage(self) -> int:
        return self.state.stage

    @stage.setter
    def stage(self, stage: int) -> None:
        if type(stage) is not int or stage != self.stage:  # True and 1.0 are no stage, even in stage 1
            self.match.play(SetStage(stage))

    @property
    def tasks(self) -> tuple[Task, ...]:
        """The urban tasks face up, not met yet."""
        return self.state.tasks

    # --- edits -------------------------------------------------------------------------------------
    def build(self, hex: Hex, kind: str, owner: int, style: str | None = None, *, zone: str | None = None) -> int:
        """Put a building on `hex` (from a card restricted to `zone`, if given); returns its immediate points:
        its card's and its urban tasks' (W-BUILD-5)."""
        hex = _hex(hex)
        self.match.play(PlaceBuilding(hex, kind, owner, style, zone))
        return self.board.buildings[-1].immediate

    def build_historic(self, site: Hex, owner: int) -> int:
        """Put the historic building shown on `site` there (W-CARD-4); returns its immediate points."""
        self.match.play(self.historic_move(site, owner))
        return self.board.buildings[-1].immediate

    def clear_rubble(self, hex: Hex) -> None:
        """Take the rubble off an urban hex, so that it can be built on (W-FOUND-2)."""
        self.match.play(ClearRubble(_hex(hex)))

    def metro(self, a: Hex, b: Hex, owner: int, *, tunnel: tuple[Hex, Hex] | None = None) -> int:
        """Lay a metro segment on the side between `a` and `b`; returns its points (W-METRO-8). When it reaches
        the river the tunnel goes under the only river edge it can take, or under `tunnel` if there are two."""
        self.match.play(self.metro_move(a, b, owner, tunnel))
        return METRO_POINTS

    def bridge(self, a: Hex, b: Hex, owner: int) -> int:
        """Build a bridge over the river edge between `a` and `b`; returns its points (W-BRIDGE-5)."""
        self.match.play(PlaceBridge(_hex(a), _hex(b), owner))
        return BRIDGE_POINTS

    def add_task(self, task: Task) -> None:
        """Lay an urban task face up; it scores for the first building that meets it (W-TASK-6)."""
        if not isinstance(task, Task):
            raise ValueError(
                _("add_task takes a warsaw.Task, such as Task('residential', 'cultural', 3), not {task}").format(
                    task=repr(task)
                )
            )
        self.match.play(AddTask(task.new, task.existing, task.points))

    # --- questions ---------------------------------------------------------------------------------
    def score(self, norms: Mapping[int, Sequence[str]] | None = None) -> Score:
        """The score sheet as if the game ended now; `norms` maps a seat to its norm card's 4 objects."""
        return RULES.score(self.state, norms=norms)

    def legal_hexes(self, kind: str, owner: int, style: str | None = None, zone: str | None = None) -> frozenset[Hex]:
        """Every hex where `build(hex, kind, owner, style, zone=zone)` is allowed now."""
        problem = choice_problem(self.players, kind, owner, style, zone)
        if problem is not None:
            raise problem
        return legal_hexes(self.board, self.players, self.stage, kind, owner, style, zone)

    def legal_metro_edges(self, owner: int) -> frozenset[Edge]:
        """Every edge (two hexes) where `owner` may lay a metro segment, or on the river a bridge, now."""
        problem = owner_problem(owner, self.players)
        if problem is not None:
            raise problem
        state = self.state
        segments = legal_segments(state.board, state.players, state.stage, owner)
        return frozenset(segments) | legal_bridges(state.board, state.players, owner)

    def tunnel_options(self, a: Hex, b: Hex) -> frozenset[Edge]:
        """The river edges the tunnel could run under if a segment were laid between `a` and `b` now."""
        a, b = _hex(a), _hex(b)
        if not (a in MAP and b in MAP and MAP.board.cells.has_edge(a, b)):
            raise ValueError(_("{a} and {b} are not two neighbouring hexes of the map").format(a=repr(a), b=repr(b)))
        return tunnel_options(self.board, network(self.board), self.players, frozenset((a, b)))

    def historic_move(self, site: Hex, owner: int) -> PlaceBuilding:
        """The PlaceBuilding move for the historic building shown on `site` (refused if `site` is not one)."""
        site = _hex(site)
        shown = MAP.historic_buildings.get(site) if site in MAP else None
        kind, style = (shown.kind, shown.style) if shown else (KINDS[0], None)  # not a site: W-ZONE-2 refuses it
        return PlaceBuilding(site, kind, owner, style, historic=True)

    def metro_move(self, a: Hex, b: Hex, owner: int, tunnel: tuple[Hex, Hex] | None = None) -> PlaceMetro:
        """The PlaceMetro move for a click on the edge between `a` and `b`: when the segment would reach the
        river and the tunnel can take only one river edge, that edge is filled in."""
        a, b, tunnel = _hex(a), _hex(b), _pair(tunnel)
        if tunnel is None and a in MAP and b in MAP and MAP.board.cells.has_edge(a, b):
            options = self.tunnel_options(a, b)
            if len(options) == 1:
                (only,) = options
                tunnel = ends(only)
        return PlaceMetro(a, b, owner, tunnel)

    def what_if(self, kind: str, owner: int, style: str | None = None, zone: str | None = None) -> dict[Hex, WhatIf]:
        """For every hex where this building may go now: what it would score there (the heat-map)."""
        state, hexes = self.state, sorted(self.legal_hexes(kind, owner, style, zone))
        before, result = RULES.score(state).total(owner), {}
        for hex in hexes:
            after = RULES.apply(state, PlaceBuilding(hex, kind, owner, style, zone))
            total = RULES.score(after).total(owner)
            building = after.board.buildings[-1]
            result[hex] = WhatIf(building.immediate, total, total - before, building.why)
        return result

    def explain(self, hex: Hex) -> tuple[str, ...]:
        """How the building on `hex` scored when it was built, one sentence a line."""
        hex = _hex(hex)
        building = self.board.building_at().get(hex) if hex in MAP else None
        if building is None:
            raise ValueError(_("there is no building on {hex}").format(hex=repr(hex)))
        return building.why


def _hex(value: object) -> Any:
    """A hex given as a list [q, r] becomes the tuple (q, r); anything else is passed on unchecked (so Any), for the
    edit's shape check to refuse."""
    return tuple(value) if isinstance(value, list) else value


def _pair(value: object) -> Any:
    """Two hexes given as lists become a tuple of tuples; anything else is passed on unchecked (so Any), for the
    edit's shape check to refuse."""
    return tuple(map(_hex, value)) if isinstance(value, (list, tuple)) else value
