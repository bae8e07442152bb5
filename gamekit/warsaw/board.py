"""The pieces on the Warsaw map at one moment, as a frozen `Board`: rubble, neutral buildings, buildings (with
what each scored when built), metro segments, the tunnel and bridges. The sandbox keeps one; the full game
will keep one inside its state. Also the two checks every edit starts with: is it a hex, is it a player.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from gamekit.core import IllegalMove
from gamekit.i18n import _
from gamekit.warsaw.map import MAP, NEUTRAL_TOKENS, PLAYER_COUNTS, Edge, Hex
from gamekit.warsaw.tasks import Task

METRO_MARKERS = 6  # W-COMP-7: per player, shared by metro segments and bridges (W-GAP-22)
PLAYER_HEXES = 15  # W-COMP-7: the hexes a player can build on


@dataclass(frozen=True, slots=True)
class Building:
    """A building standing on `hex`, owned by `owner` (the colour of the hex under it, W-SCORE-4).

    `name` is set for a historic building. `points` is what its card scored when it was built (for an
    industrial building 2 + its unbuilt neighbours then, W-IND-1), `tasks` the urban tasks it met, and `why`
    explains both in a few sentences.
    """

    hex: Hex
    kind: str
    owner: int
    style: str | None
    name: str | None
    points: int
    tasks: tuple[Task, ...]
    why: tuple[str, ...]

    @property
    def immediate(self) -> int:
        """Everything it scored when it was built: its card points and its tasks (W-BUILD-5)."""
        return self.points + sum(task.points for task in self.tasks)


@dataclass(frozen=True, slots=True)
class EdgePiece:
    """A metro segment or a bridge: the edge (two hexes) it lies on, and the player who built it."""

    edge: Edge
    owner: int


@dataclass(frozen=True, slots=True)
class Board:
    """What lies on the map. Buildings, segments and bridges are kept in the order they were built; `tunnel`
    is the river edges the tunnel runs under, from the line's end to the corner where it goes on on the other
    bank (W-GAP-9), or None while it is still in the bank."""

    rubble: frozenset[Hex]
    neutral: frozenset[Hex]
    buildings: tuple[Building, ...] = ()
    segments: tuple[EdgePiece, ...] = ()
    bridges: tuple[EdgePiece, ...] = ()
    tunnel: tuple[Edge, ...] | None = None

    def building_at(self) -> dict[Hex, Building]:
        return {b.hex: b for b in self.buildings}

    def built(self) -> set[Hex]:
        """The hexes holding a building or a neutral building (built, though typeless, W-GAP-20): every other
        hex is unbuilt (W-GAP-24)."""
        return {b.hex for b in self.buildings} | self.neutral

    def markers_used(self, owner: int) -> int:
        """How many of `owner`'s metro markers are on the board, as segments or bridges (W-GAP-22)."""
        return sum(p.owner == owner for p in self.segments) + sum(p.owner == owner for p in self.bridges)


def start_board(players: int, draw: random.Random) -> Board:
    """The map at the start: rubble by player count (W-SETUP-4, W-SETUP-5) and, with 3 players, the 7 neutral
    buildings on right-bank hexes drawn at random with `draw`, the game's seeded generator (W-SETUP-3)."""
    neutral = draw.sample(MAP.right_bank, NEUTRAL_TOKENS) if players == 3 else ()
    return Board(MAP.start_rubble[players], frozenset(neutral))


def is_full(board: Board, players: int) -> bool:
    """Whether the last hex that can take a building is built (W-END-1, W-GAP-23): every hex, or with 3
    players every left-bank hex, since nothing is built on the right bank then (W-ZONE-5)."""
    return MAP.building_hexes(players) <= board.built()


def hex_problem(value: object) -> IllegalMove | None:
    """Why `value` is not a hex of the map (W-COMP-1), or None."""
    if value in MAP:
        return None
    return IllegalMove(
        _(
            "{value} is not a hex of the Warsaw map: a hex is written (q, r), one of the {count} listed in"
            " warsaw.MAP.hexes."
        ).format(value=repr(value), count=len(MAP.hexes)),
        "W-COMP-1",
    )


def owner_problem(owner: object, players: int) -> IllegalMove | None:
    """Why `owner` is not a seat of this game (W-COMP-14), or None."""
    if type(owner) is int and 0 <= owner < players:
        return None
    return IllegalMove(
        _("There is no player {owner}: the {players} players are numbered 0 to {last}.").format(
            owner=repr(owner), players=players, last=players - 1
        ),
        "W-COMP-14",
    )


def check_players(players: object) -> None:
    """Raise ValueError unless the game has 3, 4 or 5 players (W-COMP-14, W-GAP-19)."""
    if type(players) is not int or players not in PLAYER_COUNTS:
        raise ValueError(
            _(
                "Warsaw is played by 3, 4 or 5 players, not {players}: the rulebook has no rules for other numbers"
                " (W-GAP-19)."
            ).format(players=repr(players))
        )
