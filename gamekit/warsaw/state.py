"""The state of a full Warsaw game, and the set-up (W-SETUP-1..15, W-COMP-4..12, W-PC-1..4).

`GameState` is frozen and hashable: per-seat `Seat`s (resources, hand, engineers in supply, realised cards,
secret norm), the shared `Board` of the sandbox, the projects under construction, the engineers on each
action field, the decks (top first) and the round, phase and turn. Randomness is only at set-up: every deck
is shuffled then, from the seed (`core.rng`), and later draws take the top card.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from gamekit.core import rng
from gamekit.warsaw.board import Board, check_players, start_board
from gamekit.warsaw.cards import CARDS
from gamekit.warsaw.decks import ACTION_BOARDS, NORMS, NORMS_DEALT, TASK_DECKS, Field
from gamekit.warsaw.map import Hex
from gamekit.warsaw.tasks import FACE_UP, Task

ENGINEERS = {3: 4, 4: 4, 5: 3}  # W-SETUP-7
LIMIT = 3  # W-LIMIT-1: of each resource, and of project cards in hand
ROUNDS, STAGE_ROUNDS = 8, 4  # W-FLOW-1
PHASES = ("norms", "planning", "realisation", "over")


@dataclass(frozen=True, slots=True)
class Seat:
    """One player's things: resources, hand (sorted), engineers in supply, realised cards in the order built,
    once-functions used (turned 90°), the norms dealt and the one kept, and the round's flags."""

    fund: int = 0
    concrete: int = 0
    rubble: int = 0
    hand: tuple[int, ...] = ()
    engineers: int = 0
    realised: tuple[int, ...] = ()
    used: frozenset[int] = frozenset()
    dealt: tuple[int, ...] = ()
    norm: int | None = None
    passed: bool = False
    free_metro: int = 0

    def has(self, cost: Mapping[str, int]) -> bool:
        return all(getattr(self, r) >= n for r, n in cost.items())


@dataclass(frozen=True, slots=True)
class Project:
    """A project under construction: `owner`'s card `card`, with an engineer on `hex` (W-FOUND-1, W-FOUND-4)."""

    hex: Hex
    card: int
    owner: int


@dataclass(frozen=True, slots=True)
class GameState:
    """One moment of a game. `active` is whose turn it is; while `window` is not empty, those seats (first
    one first) may answer the last action (`trigger`) with a reaction function. `extra` lets the active
    player place one more engineer this turn. `full` records that the last hex was built (W-END-1)."""

    players: int
    seed: int
    round: int
    phase: str
    active: int
    first: int
    next_first: int | None
    seats: tuple[Seat, ...]
    board: Board
    projects: tuple[Project, ...]
    fields: tuple[tuple[int, ...], ...]  # the seats of the engineers on each field of `action_board`
    deck: tuple[int, ...]
    later_deck: tuple[int, ...]  # stage II, set aside (W-SETUP-9)
    tasks: tuple[Task, ...]
    task_deck: tuple[Task, ...]
    later_tasks: tuple[Task, ...]  # stage II, set aside (W-SETUP-10)
    window: tuple[int, ...] = ()
    trigger: str | None = None
    extra: bool = False
    full: bool = False

    @property
    def stage(self) -> int:
        return 1 if self.round <= STAGE_ROUNDS else 2

    @property
    def action_board(self) -> tuple[Field, ...]:
        return ACTION_BOARDS[self.players]

    @property
    def current(self) -> int:
        return self.window[0] if self.window else self.active


def gain(seat: Seat, what: Mapping[str, int] | tuple[tuple[str, int], ...]) -> Seat:
    """`seat` after gaining resources, each capped at 3 (W-LIMIT-1; the surplus stays in the bank, W-GAP-11)."""
    items = what.items() if isinstance(what, Mapping) else what
    return replace(seat, **{r: min(LIMIT, getattr(seat, r) + n) for r, n in items})


def pay(seat: Seat, cost: Mapping[str, int]) -> Seat:
    """`seat` after paying `cost` back to the bank (W-BUILD-2)."""
    return replace(seat, **{r: getattr(seat, r) - n for r, n in cost.items()})


def wasted(seat: Seat, what: tuple[tuple[str, int], ...]) -> bool:
    """Whether the limit of 3 would swallow the whole of this gain."""
    return all(getattr(seat, r) >= LIMIT for r, _ in what)


def with_seat(state: GameState, index: int, seat: Seat, **changes) -> GameState:
    seats = state.seats[:index] + (seat,) + state.seats[index + 1:]
    return replace(state, seats=seats, **changes)


def initial_state(players: int, seed: int) -> GameState:
    """The set-up (W-SETUP-1..15): the board with rubble (and, with 3 players, neutral buildings), each player's
    engineers, the shuffled stage I decks with 3 tasks face up, the stage II decks set aside, 2 norms dealt to
    each player, and a random first player. Players start with no cards and no resources (W-GAP-10)."""
    check_players(players)
    shuffled = rng(seed, "setup")
    decks = {}
    for stage in (1, 2):
        cards = sorted(c.id for c in CARDS.values() if c.stage == stage)
        shuffled.shuffle(cards)
        tasks = list(TASK_DECKS[stage])
        shuffled.shuffle(tasks)
        decks[stage] = tuple(cards), tuple(tasks)
    norms = sorted(NORMS)
    shuffled.shuffle(norms)
    first = shuffled.randrange(players)  # W-SETUP-14
    seats = tuple(Seat(engineers=ENGINEERS[players], dealt=tuple(sorted(norms[NORMS_DEALT * s:NORMS_DEALT * (s + 1)])))
                  for s in range(players))
    (deck, tasks), (later_deck, later_tasks) = decks[1], decks[2]
    return GameState(players, seed, 1, "norms", first, first, None, seats, start_board(players), (),
                     tuple(() for _ in ACTION_BOARDS[players]), deck, later_deck, tasks[:FACE_UP], tasks[FACE_UP:],
                     later_tasks)
