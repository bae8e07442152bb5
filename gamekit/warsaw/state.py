"""The state of a full Warsaw game, the set-up, and the limit of 3 (the W-SETUP, W-COMP and W-PC rules, each
named where it applies; W-LIMIT-1 with our W-GAP-11).

`GameState` is frozen and hashable: per-seat `Seat`s (resources, hand, engineers in supply, realised cards,
secret norm), the shared `Board` of the sandbox, the projects under construction, the engineers on each
action field, the decks (top first) and the round, phase and turn. Randomness is only at set-up: every deck
is shuffled then, from the seed (`core.rng`), and later draws take the top card.

The limit of 3 limits what a player keeps, never what they may do: a gain above 3 of a resource is lost to
the bank, and a draw above 3 cards in hand leaves the player to choose which cards to discard (`discarding`:
until then their only moves are `Discard` moves).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, TypeVar

from gamekit.core import IllegalMove, rng
from gamekit.i18n import _
from gamekit.warsaw.board import Board, check_players, start_board
from gamekit.warsaw.cards import CARDS
from gamekit.warsaw.decks import ACTION_BOARDS, NORMS, NORMS_DEALT, TASK_DECKS, Field
from gamekit.warsaw.game_moves import Discard
from gamekit.warsaw.map import Hex
from gamekit.warsaw.tasks import FACE_UP, Task

ENGINEERS = {3: 4, 4: 4, 5: 3}  # W-SETUP-7, W-PC-1, W-PC-2, W-PC-3
LIMIT = 3  # W-LIMIT-1: of each resource, and of project cards in hand
CARDS_HELD = "cards"  # in a gain (`surplus`): project cards drawn into the hand
ROUNDS, STAGE_ROUNDS = 8, 4  # W-FLOW-1, the round track of W-COMP-2
PHASES = ("norms", "planning", "realisation", "over")


@dataclass(frozen=True)  # no slots: `evolve` copies a seat's fields at once
class Seat:
    """One player's things: resources, hand (sorted), engineers in supply, realised cards in the order built,
    once-functions used (turned 90°), the 2 norms dealt (kept after the choice: the player knows which one went
    back to the box) and the one kept, the round's flags, and the project cards this player discarded unseen by
    the others (sorted: discards above the limit of 3 and the hand at the end of stage I; W-GAP-35)."""

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
    discarded: tuple[int, ...] = ()

    def has(self, cost: Mapping[str, int]) -> bool:
        return all(getattr(self, r) >= n for r, n in cost.items())


@dataclass(frozen=True, slots=True)
class Project:
    """A project under construction: `owner`'s card `card`, with an engineer on `hex` (W-FOUND-1, W-FOUND-4)."""

    hex: Hex
    card: int
    owner: int


@dataclass(frozen=True)  # no slots: `evolve` copies a state's fields at once
class GameState:
    """One moment of a game. `active` is whose turn it is; while `window` is not empty, those seats (first
    one first) may answer the last action (`trigger`) with a reaction function. `extra` lets the active
    player place one more engineer this turn. `full` records that the last hex was built (W-END-1).
    `discarding` is the seat that drew above 3 cards and must first discard down to 3 (W-GAP-11)."""

    players: int
    seed: int
    round: int  # the round marker (W-COMP-5)
    phase: str
    active: int
    first: int  # who holds the first-player marker (W-COMP-5)
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
    discarding: int | None = None

    @property
    def stage(self) -> int:
        """W-COMP-2: rounds 1-4 are stage I, 5-8 stage II. Stage II plays by the same rules but for the
        metro's second line and the historic sites, which ask for this (W-STAGE-7)."""
        return 1 if self.round <= STAGE_ROUNDS else 2  # W-STAGE-7

    @property
    def action_board(self) -> tuple[Field, ...]:
        return ACTION_BOARDS[self.players]  # W-SETUP-2, W-PC-4: the board for this player count

    @property
    def current(self) -> int:
        if self.discarding is not None:
            return self.discarding
        return self.window[0] if self.window else self.active


Changed = TypeVar("Changed", "Seat", "GameState")


def evolve(obj: Changed, **changes: Any) -> Changed:
    """`obj` with `changes`, as `dataclasses.replace` makes it, for a `Seat` or a `GameState`: their fields are
    copied at once, without `__init__` (they have no `__post_init__`), since a playout makes hundreds of them a
    game. A name that is not a field raises TypeError."""
    cls = type(obj)
    wrong = changes.keys() - FIELDS[cls]
    if wrong:
        raise TypeError(f"{cls.__name__} has no field {', '.join(sorted(wrong))}")
    clone = object.__new__(cls)
    clone.__dict__.update(obj.__dict__)
    clone.__dict__.update(changes)
    return clone


FIELDS = {cls: frozenset(field.name for field in fields(cls)) for cls in (Seat, GameState)}


def gain(seat: Seat, what: Mapping[str, int] | tuple[tuple[str, int], ...]) -> Seat:
    """`seat` after gaining resources, each capped at 3: the surplus is lost to the bank (W-LIMIT-1, W-GAP-11)."""
    items = what.items() if isinstance(what, Mapping) else what
    # The bank never runs short (W-SETUP-6, W-COMP-6, W-GAP-12); the limit of 3 (W-LIMIT-1) keeps the surplus.
    return evolve(seat, **{r: min(LIMIT, getattr(seat, r) + n) for r, n in items})


def surplus(seat: Seat, what: Mapping[str, int]) -> dict[str, int]:
    """What the limit of 3 takes from gaining `what` (resources, and `CARDS_HELD` for cards drawn): each
    resource's part lost to the bank, and the number of cards to discard (W-LIMIT-1, W-GAP-11)."""
    held = {r: len(seat.hand) if r == CARDS_HELD else getattr(seat, r) for r in what}
    return {r: held[r] + n - LIMIT for r, n in what.items() if held[r] + n > LIMIT}


def pay(seat: Seat, cost: Mapping[str, int]) -> Seat:
    """`seat` after paying `cost` back to the bank (W-BUILD-2)."""
    return evolve(seat, **{r: getattr(seat, r) - n for r, n in cost.items()})


def draw(state: GameState, index: int, count: int) -> GameState:
    """Seat `index` draws `count` project cards from the top of the deck, or what is left of it (W-GAP-26).
    Above 3 cards in hand the seat must discard (W-LIMIT-1): `discarding` waits for its choice (W-GAP-11)."""
    if not count:
        return state
    seat = state.seats[index]
    seat = evolve(seat, hand=tuple(sorted(seat.hand + state.deck[:count])))
    state = with_seat(state, index, seat, deck=state.deck[count:])
    return evolve(state, discarding=index) if len(seat.hand) > LIMIT else state


def discard_problem(state: GameState, move: Discard) -> IllegalMove | None:
    if state.discarding is None:
        return IllegalMove(
            _("Nobody holds more than {limit} project cards, so there is nothing to discard.").format(limit=LIMIT),
            "W-GAP-11",
        )
    hand = state.seats[state.discarding].hand
    if type(move.card) is not int or move.card not in hand:  # the refusal names no card of the hand: it is secret
        return IllegalMove(
            _("Discard one of the cards in your hand, not {card}.").format(card=repr(move.card)), "W-GAP-11"
        )
    return None


def discard(state: GameState, move: Discard) -> GameState:
    """The card leaves the game face down; at 3 cards in hand the turn goes on where it was (W-LIMIT-1, W-GAP-11,
    W-GAP-35)."""
    index = state.current  # the seat discarding (W-GAP-11): a Discard is legal only while there is one
    seat = state.seats[index]
    seat = evolve(
        seat, hand=tuple(c for c in seat.hand if c != move.card), discarded=tuple(sorted(seat.discarded + (move.card,)))
    )
    return with_seat(state, index, seat, discarding=index if len(seat.hand) > LIMIT else None)


def with_seat(state: GameState, index: int, seat: Seat, **changes) -> GameState:
    seats = state.seats[:index] + (seat,) + state.seats[index + 1 :]
    return evolve(state, seats=seats, **changes)


def initial_state(players: int, seed: int) -> GameState:
    """The set-up: the board with rubble (and, with 3 players, neutral buildings), each player's engineers, the
    shuffled stage I decks with 3 tasks face up, the stage II decks set aside, 2 norms dealt to each player,
    and a random first player. Players start with no cards and no resources (W-GAP-10). Step 9 (W-SETUP-13),
    which puts the action board and the markers back in the box, belongs to the family game and is left out
    (W-GAP-15)."""
    check_players(players)
    shuffled = rng(seed, "setup")
    decks: dict[int, tuple[tuple[int, ...], tuple[Task, ...]]] = {}
    for stage in (1, 2):  # W-SETUP-9, W-SETUP-10: both stages' decks shuffled, stage II's set aside
        cards = sorted(c.id for c in CARDS.values() if c.stage == stage)
        shuffled.shuffle(cards)
        task_cards = list(TASK_DECKS[stage])
        shuffled.shuffle(task_cards)
        decks[stage] = tuple(cards), tuple(task_cards)
    norms = sorted(NORMS)  # W-SETUP-11: 2 dealt to each player
    shuffled.shuffle(norms)
    first = shuffled.randrange(players)  # W-SETUP-14
    # W-SETUP-7; no cards, no resources (W-SETUP-15, W-GAP-10)
    seats = tuple(
        Seat(engineers=ENGINEERS[players], dealt=tuple(sorted(norms[NORMS_DEALT * s : NORMS_DEALT * (s + 1)])))
        for s in range(players)
    )
    (deck, tasks), (later_deck, later_tasks) = decks[1], decks[2]  # W-SETUP-10: 3 tasks face up
    return GameState(
        players,
        seed,
        1,
        "norms",
        first,
        first,
        None,
        seats,
        start_board(players, shuffled),
        (),
        tuple(() for _ in ACTION_BOARDS[players]),
        deck,
        later_deck,
        tasks[:FACE_UP],
        tasks[FACE_UP:],
        later_tasks,
    )
