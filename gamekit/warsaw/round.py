"""The round and the game's course (W-FLOW-1, W-FLOW-2, W-FLOW-3, W-FLOW-4, W-PASS-3, W-PASS-4, W-RND-1,
W-RND-2, W-STAGE-1, W-STAGE-2, W-STAGE-3, W-STAGE-4, W-STAGE-5, W-STAGE-6, W-END-1; the first-player marker
by W-GAP-13, realisation order by W-GAP-14).

A round: the Capital Reconstruction Office (Biuro Odbudowy Stolicy) refills the face-up urban tasks to 3 and
pays the permanent functions' income; planning, in turn from the first player; when everyone has passed,
the engineers on the action board come home and realisation starts, one turn each from the first player.
After the last turn the round ends; after round 4 stage II begins; after round 8, or after the round in
which the last hex was built, the game is over.
"""

from __future__ import annotations

from collections import Counter

from gamekit.warsaw.functions import collect_income
from gamekit.warsaw.state import ROUNDS, STAGE_ROUNDS, GameState, Seat, evolve
from gamekit.warsaw.tasks import FACE_UP


def start_round(state: GameState) -> GameState:
    """Phase 1, the Capital Reconstruction Office (W-FLOW-3), then planning from the first player (W-PLAN-1)."""
    missing = FACE_UP - len(state.tasks)  # W-FLOW-3: refill to 3, as far as the deck lasts (W-GAP-26)
    state = evolve(
        state,
        tasks=state.tasks + state.task_deck[:missing],
        task_deck=state.task_deck[missing:],
        phase="planning",
        active=state.first,
        extra=False,
        seats=tuple(evolve(s, passed=False) for s in state.seats),
    )
    return collect_income(state)  # the permanent functions pay here (W-FUNC-2, W-GAP-3)


def next_planner(state: GameState) -> GameState:
    """Pass the planning turn clockwise to the next player who has not passed; when all have passed, end the
    planning phase (W-PASS-3)."""
    players = state.players
    for step in range(1, players + 1):
        seat = (state.active + step) % players
        if not state.seats[seat].passed:
            return evolve(state, active=seat, extra=False)
    return end_planning(state)


def end_planning(state: GameState) -> GameState:
    """The engineers on the action board go home; those on foundations stay (W-PASS-4). Realisation starts
    with the first player (W-GAP-14)."""
    # W-PASS-4, W-RND-2: only the action board's engineers come home
    home = Counter(owner for field in state.fields for owner in field)
    seats = tuple(evolve(s, engineers=s.engineers + home[i]) if home[i] else s for i, s in enumerate(state.seats))
    return evolve(
        state,
        seats=seats,
        fields=tuple(() for _ in state.fields),
        phase="realisation",
        active=state.first,
        extra=False,
    )  # W-GAP-14


def next_realiser(state: GameState) -> GameState:
    """Pass the realisation turn clockwise; after the last player's turn the round ends (W-RND-1)."""
    seat = (state.active + 1) % state.players  # W-REAL-1: clockwise, one turn each (W-GAP-14)
    return end_round(state) if seat == state.first else evolve(state, active=seat)


def end_round(state: GameState) -> GameState:
    """Move the round marker and the first-player marker (W-RND-1, W-GAP-13); end stage I after round 4
    (W-STAGE-1); end the game after round 8 or after the round the last hex was built (W-END-1)."""
    first = state.next_first if state.next_first is not None else (state.first + 1) % state.players  # W-GAP-13
    state = evolve(state, first=first, next_first=None, active=first)
    if state.full or state.round == ROUNDS:  # W-END-1, W-FLOW-1
        return evolve(state, phase="over")
    if state.round == STAGE_ROUNDS:  # W-STAGE-1: stage I ends with round 4
        state = evolve(
            state,
            deck=state.later_deck,
            later_deck=(),  # W-STAGE-2
            tasks=(),
            task_deck=state.later_tasks,
            later_tasks=(),  # W-STAGE-5, W-FLOW-4
            seats=tuple(_discard_hand(s) for s in state.seats),
        )  # W-STAGE-3
    return start_round(evolve(state, round=state.round + 1))  # W-RND-1


def _discard_hand(seat: Seat) -> Seat:
    """W-STAGE-3: the hand is discarded face down, historic cards too (W-GAP-27, W-GAP-35); projects under
    construction (W-STAGE-4) and realised cards, with their functions (W-STAGE-6, W-FUNC-6), stay."""
    # W-STAGE-3; `realised` and the projects are left as they are (W-STAGE-6)
    return evolve(seat, hand=(), discarded=tuple(sorted(seat.discarded + seat.hand)))
