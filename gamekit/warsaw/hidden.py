"""What each seat of a full Warsaw game may know (W-NORM-6, W-SETUP-9, W-SETUP-11, W-GAP-11, W-GAP-35): its view,
its score sheet, and the other states it cannot tell from this one (`resample`).

A seat knows the board, every project under construction and every realised card, the face-up urban tasks, the
sizes of the decks and how many cards each player holds and has discarded; and its own hand, its own discards and
the 2 norms it was dealt (which one it kept). It never knows another seat's hand, norms or discards, nor the order
of a face-down deck. The kept norms are shown when the game ends, when they are scored (W-NORM-6).
"""

from __future__ import annotations

import random
from dataclasses import replace

from gamekit.core import Score
from gamekit.i18n import N_, _
from gamekit.warsaw.cards import CARDS
from gamekit.warsaw.decks import NORMS
from gamekit.warsaw.scoring import score_board
from gamekit.warsaw.state import GameState, Seat
from gamekit.warsaw.tasks import Task

HIDDEN_NORMS = N_("Other players' secret norms are scored when the game ends, and show 0 until then (W-NORM-6).")


def sheet(state: GameState, seat: int | None = None, reveal: bool | None = None) -> Score:
    """The score sheet as `seat` may see it (None: a spectator, who sees no norm). Every row but "norms" is public
    (the board, the buildings' styles, the tasks met). The norms count for everyone once revealed: by default when
    the game is over (W-NORM-6); a preview passes reveal=False. Unrevealed, only `seat`'s own norm counts, as the
    city stands now, and the other norm rows are 0."""
    if state.phase == "over" if reveal is None else reveal:
        return score_board(
            state.board,
            state.players,
            {s: NORMS[own.norm] for s, own in enumerate(state.seats) if own.norm is not None},
        )
    own = None if seat is None else state.seats[seat].norm
    if seat is None or own is None:
        return replace(
            score_board(state.board, state.players),
            notes=(_("The secret norms are scored when the game ends (W-NORM-6)."),),
        )
    mine = _(
        "Player {number}'s norm points are player {number}'s own secret norm counted as the city stands now;"
        " it is scored for real when the game ends (W-NORM-6)."
    ).format(number=seat + 1)
    return replace(score_board(state.board, state.players, {seat: NORMS[own]}), notes=(mine, _(HIDDEN_NORMS)))


def view(state: GameState, seat: int) -> dict:
    """What `seat` may see, as plain JSON data: everything public, its own hand, discards and norms, and every kept
    norm once the game is over (W-NORM-6)."""
    board = state.board
    return {
        "round": state.round,
        "stage": state.stage,
        "phase": state.phase,
        "active": state.active,
        "current": state.current,
        "first": state.first,
        "next_first": state.next_first,
        "window": list(state.window),
        "trigger": state.trigger,
        "discarding": state.discarding,
        "tasks": [[t.new, t.existing, t.points] for t in state.tasks],
        "deck_size": len(state.deck),
        "task_deck_size": len(state.task_deck),
        "fields": {f.id: list(on) for f, on in zip(state.action_board, state.fields)},
        "projects": [[list(p.hex), p.card, p.owner] for p in state.projects],
        "rubble": sorted(map(list, board.rubble)),
        "neutral": sorted(map(list, board.neutral)),
        "buildings": [[list(b.hex), b.kind, b.owner, b.style] for b in board.buildings],
        "segments": [[sorted(map(list, p.edge)), p.owner] for p in board.segments],
        "bridges": [[sorted(map(list, p.edge)), p.owner] for p in board.bridges],
        "tunnel": [sorted(map(list, side)) for side in board.tunnel] if board.tunnel else None,
        "seats": [_seat_view(own, s == seat, state.phase == "over") for s, own in enumerate(state.seats)],
    }


def _seat_view(seat: Seat, own: bool, over: bool) -> dict:
    return {
        "fund": seat.fund,
        "concrete": seat.concrete,
        "rubble": seat.rubble,
        "engineers": seat.engineers,
        "realised": list(seat.realised),
        "used": sorted(seat.used),
        "passed": seat.passed,
        "free_metro": seat.free_metro,
        "hand_size": len(seat.hand),
        "discard_count": len(seat.discarded),
        **(
            secrets(seat)
            if own
            else {"hand": None, "discarded": None, "dealt": None, "norm": _norm(seat) if over else None}
        ),
    }


def _norm(seat: Seat) -> list[str] | None:
    return None if seat.norm is None else list(NORMS[seat.norm])


def secrets(seat: Seat) -> dict:
    """What only this seat knows: its hand, the cards it discarded, the norms it was dealt and the one it kept."""
    return {
        "hand": list(seat.hand),
        "discarded": list(seat.discarded),
        "dealt": [list(NORMS[n]) for n in seat.dealt],
        "norm": _norm(seat),
    }


def resample(state: GameState, seat: int, rnd: random.Random) -> GameState:
    """`state` with everything `seat` cannot know drawn again with `rnd`, consistently with what it knows: the other
    seats' hands, discards and norms (dealt and kept), from the cards and norms `seat` has not seen, and the order of
    every face-down deck (project cards and urban tasks, both stages). Counts, the board, the public cards and all
    that `seat` holds stay; so a game could reach the result, and play goes on from it."""
    mine = state.seats[seat]
    seen = {
        *mine.hand,
        *mine.discarded,
        *(p.card for p in state.projects),
        *(card for other in state.seats for card in other.realised),
    }
    pools = {stage: [c for c in sorted(CARDS) if CARDS[c].stage == stage and c not in seen] for stage in (1, 2)}
    for pool in pools.values():
        rnd.shuffle(pool)

    def again(cards: tuple[int, ...]) -> tuple[int, ...]:
        """As many unseen cards of each stage as `cards` holds, in a new order (a stage's unseen cards that no slot
        takes are out of the game: what was left of the stage I deck, W-SETUP-9)."""
        return tuple(pools[CARDS[card].stage].pop() for card in cards)

    seats = []
    norms = _norm_pool(state, seat, rnd)
    for index, other in enumerate(state.seats):
        if index == seat:
            seats.append(other)
            continue
        norm = other.norm
        if state.phase == "over" and norm is not None:  # the kept norms are on the table (W-NORM-6)
            dealt = tuple(sorted((norm, norms.pop())))  # but not the ones returned to the box
        else:
            dealt = tuple(sorted((norms.pop(), norms.pop())))
            norm = None if norm is None else rnd.choice(dealt)
        seats.append(
            replace(
                other,
                hand=tuple(sorted(again(other.hand))),
                discarded=tuple(sorted(again(other.discarded))),
                dealt=dealt,
                norm=norm,
            )
        )
    return replace(
        state,
        seats=tuple(seats),
        deck=again(state.deck),
        later_deck=again(state.later_deck),
        task_deck=_shuffled(state.task_deck, rnd),
        later_tasks=_shuffled(state.later_tasks, rnd),
    )


def _norm_pool(state: GameState, seat: int, rnd: random.Random) -> list[int]:
    """The norms `seat` has not seen, shuffled: not its own 2, nor, once the game is over, a kept one."""
    seen = set(state.seats[seat].dealt)
    if state.phase == "over":
        seen |= {other.norm for other in state.seats if other.norm is not None}
    pool = sorted(set(NORMS) - seen)
    rnd.shuffle(pool)
    return pool


def _shuffled(deck: tuple[Task, ...], rnd: random.Random) -> tuple[Task, ...]:
    """The deck in a new order, drawn from its sorted cards: the result depends only on what is in it and on `rnd`,
    never on its hidden order (so a bot's samples tell nothing of it)."""
    cards = sorted(deck, key=lambda task: (task.new, task.existing, task.points))
    return tuple(rnd.sample(cards, len(cards)))
