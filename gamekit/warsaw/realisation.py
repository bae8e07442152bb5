"""The realisation phase (W-REAL-1, W-REAL-2, W-REAL-3, W-BUILD-1, W-BUILD-2, W-BUILD-3, W-BUILD-4, W-BUILD-5,
W-BUILD-6, W-METRO-1, W-BRIDGE-1, W-BRIDGE-4, W-BRIDGE-5, W-END-1 with W-GAP-23; where a bridge may go is
bridges.py's).

On their turn a player builds any of their projects, paying 1 Fund + 1 Concrete or 1 Fund + 2 Rubble, and
any metro segments (1 Fund each) and bridges (one of three prices), in any order, until they end the turn.
Points come at once and urban tasks are met as buildings go up (scoring's `erect`); where the pieces may
go is checked by the sandbox's placement, metro and bridge modules.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from gamekit.core import IllegalMove
from gamekit.i18n import N_, _
from gamekit.warsaw.board import EdgePiece, is_full
from gamekit.warsaw.bridges import bridge_problem, legal_bridges
from gamekit.warsaw.cards import CARDS
from gamekit.warsaw.functions import answers
from gamekit.warsaw.game_moves import BRIDGE_PAYMENTS, BUILD_PAYMENTS, METRO_PAYMENTS, Bridge, Build, Metro
from gamekit.warsaw.map import ends
from gamekit.warsaw.metro import SegmentPlace, laid, metro_problem, segment_places
from gamekit.warsaw.round import next_realiser
from gamekit.warsaw.scoring import erect
from gamekit.warsaw.state import GameState, Seat, evolve, pay, with_seat
from gamekit.warsaw.words import amount, payment_word


def _payment_problem(
    seat: Seat, payment: object, prices: Mapping[str, Mapping[str, int]], what: str, rule: str
) -> IllegalMove | None:
    if not isinstance(payment, str) or payment not in prices:
        return IllegalMove(
            _("Pay for {what} with one of {payments}, not {payment}.").format(
                what=_(what), payments=", ".join(map(repr, prices)), payment=repr(payment)
            ),
            rule,
        )
    cost = prices[payment]
    if not seat.has(cost):
        price = " + ".join(amount(r, n) for r, n in cost.items())
        return IllegalMove(
            _(
                "You cannot afford {what} paying {payment} ({price}): you hold {fund} fund, {concrete} concrete and"
                " {rubble} rubble."
            ).format(
                what=_(what),
                payment=payment_word(payment),
                price=price,
                fund=seat.fund,
                concrete=seat.concrete,
                rubble=seat.rubble,
            ),
            rule,
        )
    return None


# --- buildings ---------------------------------------------------------------------------------------


def build_problem(state: GameState, move: Build) -> IllegalMove | None:
    me = state.active
    if not any(p.hex == move.hex and p.owner == me for p in state.projects):
        return IllegalMove(
            _("You have no project on {hex}: you complete a building only where you laid its foundation.").format(
                hex=repr(move.hex)
            ),
            "W-FOUND-4",
        )
    return _payment_problem(state.seats[me], move.payment, BUILD_PAYMENTS, N_("a building"), "W-BUILD-1")


def build(state: GameState, move: Build) -> GameState:
    """Pay (W-BUILD-2), swap the engineer for your hex and the building (W-BUILD-3; the engineer goes home),
    realise the card (W-BUILD-4) and score at once (W-BUILD-5)."""
    me = state.active
    project = next(p for p in state.projects if p.hex == move.hex)
    card = CARDS[project.card]
    seat = pay(state.seats[me], BUILD_PAYMENTS[move.payment])  # W-REAL-2, W-BUILD-2: paid as it is built
    seat = evolve(seat, engineers=seat.engineers + 1, realised=seat.realised + (card.id,))
    name = card.name if card.site is not None else None
    # W-BUILD-5; the tasks are checked now, so the order of building matters (W-TASK-8, W-REAL-3)
    board, tasks = erect(state.board, state.tasks, move.hex, card.kind, me, card.style, name, card.points)
    full = state.full or is_full(board, state.players)  # W-END-1, W-GAP-23
    state = with_seat(
        state,
        me,
        seat,
        board=board,
        tasks=tasks,
        full=full,
        projects=tuple(p for p in state.projects if p is not project),
    )
    return answers(state, me, "build")


def legal_builds(state: GameState) -> list[Build]:
    seat = state.seats[state.active]
    payments = [name for name, cost in BUILD_PAYMENTS.items() if seat.has(cost)]
    return [Build(p.hex, pay) for p in state.projects if p.owner == state.active for pay in payments]


# --- metro and bridges -------------------------------------------------------------------------------


def metro_payment_problem(state: GameState, move: Metro) -> IllegalMove | None:
    seat = state.seats[state.active]
    if move.payment == "free" and not seat.free_metro:
        return IllegalMove(
            _("A metro segment is free only with an unused Underpass function; it costs 1 fund."), "W-METRO-1"
        )
    return _payment_problem(seat, move.payment, METRO_PAYMENTS, N_("a metro segment"), "W-METRO-1")


def metro_problem_now(state: GameState, move: Metro) -> IllegalMove | None:
    return metro_payment_problem(state, move) or metro_problem(
        state.board, state.players, state.stage, move.a, move.b, state.active, move.tunnel
    )


def metro(state: GameState, move: Metro) -> GameState:
    """Pay 1 fund (or use the free segment), lay the segment and score 1 (W-METRO-1, W-METRO-8)."""
    me, board = state.active, state.board
    seat = pay(state.seats[me], METRO_PAYMENTS[move.payment])
    if move.payment == "free":
        seat = evolve(seat, free_metro=seat.free_metro - 1)
    board = laid(board, frozenset((move.a, move.b)), me, move.tunnel)
    return answers(with_seat(state, me, seat, board=board), me, "metro")


def metro_places(state: GameState) -> tuple[tuple[SegmentPlace, ...], list[str]]:
    """Where the current player may lay a segment now (`segment_places`), and the payments they can make:
    `legal_metro` is every place with every payment."""
    seat = state.seats[state.active]
    payments = [p for p in METRO_PAYMENTS if (p == "free" and seat.free_metro) or (p == "fund" and seat.fund)]
    if not payments:
        return (), payments
    return segment_places(state.board, state.players, state.stage, state.active), payments


def legal_metro(state: GameState) -> list[Metro]:
    places, payments = metro_places(state)
    return [Metro(a, b, pay, tunnel) for a, b, tunnel in places for pay in payments]


def bridge_problem_now(state: GameState, move: Bridge) -> IllegalMove | None:
    return _payment_problem(
        state.seats[state.active], move.payment, BRIDGE_PAYMENTS, N_("a bridge"), "W-BRIDGE-1"
    ) or bridge_problem(state.board, state.players, move.a, move.b, state.active)


def bridge(state: GameState, move: Bridge) -> GameState:
    """Pay, trade one of your metro markers for a bridge marker, score 4 (W-BRIDGE-1, W-BRIDGE-4, W-BRIDGE-5)."""
    me, board = state.active, state.board
    seat = pay(state.seats[me], BRIDGE_PAYMENTS[move.payment])
    board = replace(board, bridges=board.bridges + (EdgePiece(frozenset((move.a, move.b)), me),))
    return answers(with_seat(state, me, seat, board=board), me, "bridge")


def legal_bridge_moves(state: GameState) -> list[Bridge]:
    seat = state.seats[state.active]
    payments = [name for name, cost in BRIDGE_PAYMENTS.items() if seat.has(cost)]
    if not payments:
        return []
    edges = sorted(legal_bridges(state.board, state.players, state.active), key=sorted)
    return [Bridge(*ends(edge), pay) for edge in edges for pay in payments]


def end_realisation(state: GameState, move: object) -> GameState:
    """Unbuilt projects keep their engineers until the next realisation (W-BUILD-6): a foundation is never
    abandoned, and one still unbuilt when the game ends scores nothing (W-GAP-28)."""
    return next_realiser(state)
