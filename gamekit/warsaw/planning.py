"""Choosing norms and the planning phase (W-SETUP-11, W-NORM-6, W-PLAN-1/2, W-DELEG-1..3, W-LIMIT-1,
W-FOUND-1..4, W-ZONE-1..5, W-PASS-1..3; the action fields are our W-GAP-1, the limit's enforcement W-GAP-11).

In turn, each player places one engineer: on a free action field (or an unlimited one) to take its action,
or on a free, cleared hex that suits a project card from their hand, as that project's foundation; or passes,
which is final for the round. A gain that the limit of 3 would swallow whole is refused.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from gamekit.core import IllegalMove
from gamekit.warsaw.board import PLAYER_HEXES, hex_problem
from gamekit.warsaw.cards import CARDS
from gamekit.warsaw.decks import Field
from gamekit.warsaw.functions import answers, card_of
from gamekit.warsaw.game_moves import Delegate, Foundation, KeepNorm, Pass
from gamekit.warsaw.map import MAP, is_hex
from gamekit.warsaw.placement import building_problem, legal_hexes
from gamekit.warsaw.round import next_planner, start_round
from gamekit.warsaw.state import LIMIT, GameState, Project, gain, with_seat

EXCHANGE_RUBBLE = 2  # the exchange field: 2 Rubble for 1 Concrete (W-GAP-1)


# --- norms (set-up) ----------------------------------------------------------------------------------


def keep_norm_problem(state: GameState, move: KeepNorm) -> IllegalMove | None:
    dealt = state.seats[state.active].dealt
    if move.norm not in dealt or type(move.norm) is not int:
        return IllegalMove(f"Keep one of the two norm cards you were dealt ({' or '.join(map(str, dealt))}), not"
                           f" {move.norm!r}.", "W-SETUP-11")
    return None


def keep_norm(state: GameState, move: KeepNorm) -> GameState:
    """Keep the norm in secret (W-NORM-6); when every player has one, round 1 starts (W-SETUP-1)."""
    seat = replace(state.seats[state.active], norm=move.norm, dealt=())
    state = with_seat(state, state.active, seat, active=(state.active + 1) % state.players)
    return start_round(state) if state.active == state.first else state


# --- delegation --------------------------------------------------------------------------------------


def field_of(state: GameState, name: object) -> tuple[int, Field] | None:
    for index, field in enumerate(state.action_board):
        if field.id == name:
            return index, field
    return None


def delegate_problem(state: GameState, move: Delegate) -> IllegalMove | None:
    seat = state.seats[state.active]
    found = field_of(state, move.field) if isinstance(move.field, str) else None
    if found is None:
        names = ", ".join(f.id for f in state.action_board)
        return IllegalMove(f"There is no field {move.field!r} on the {state.players}-player action board; its"
                           f" fields are {names}.", "W-PC-4")
    index, field = found
    problem = _field_problem(state, seat, index, field)
    if problem is not None:
        return problem
    if not isinstance(move.hexes, tuple):
        return IllegalMove(f"hexes must be a tuple of hexes, not {move.hexes!r}.", "W-DELEG-1")
    if field.action == "clear":
        return _clear_problem(state, field, move.hexes)
    if move.hexes:
        return IllegalMove(f"Field {field.id} clears no rubble, so it takes no hexes.", "W-DELEG-1")
    return _gain_problem(state, seat, field)


def _field_problem(state: GameState, seat, index: int, field: Field) -> IllegalMove | None:
    if seat.engineers == 0:
        return IllegalMove("You have no engineer left: the others are on the action board or on foundations.",
                           "W-PLAN-2")
    if state.fields[index] and not field.unlimited:
        return IllegalMove(f"Field {field.id} is already occupied this round; only the 3 unlimited fields take"
                           " more than one engineer.", "W-DELEG-2")
    return None


def _clear_problem(state: GameState, field: Field, hexes: tuple) -> IllegalMove | None:
    if not 1 <= len(hexes) <= field.amount:
        return IllegalMove(f"Field {field.id} clears rubble from 1 to {field.amount} hexes: name them.", "W-DELEG-1")
    for hex in hexes:
        problem = hex_problem(hex)
        if problem is not None:
            return problem
        if hex not in state.board.rubble:
            return IllegalMove(f"There is no rubble on {hex} to clear.", "W-SETUP-4")
    if list(hexes) != sorted(set(hexes)):
        return IllegalMove("Name the hexes to clear once each, in increasing order.", "W-DELEG-1")
    return None


def _gain_problem(state: GameState, seat, field: Field) -> IllegalMove | None:
    action = field.action
    if action in ("fund", "concrete", "rubble") and getattr(seat, action) >= LIMIT:
        return IllegalMove(f"You already hold {LIMIT} {action}, the most allowed, so field {field.id} would give you"
                           " nothing.", "W-LIMIT-1")
    if action == "draw" and len(seat.hand) >= LIMIT:
        return IllegalMove(f"You already hold {LIMIT} project cards, the most allowed.", "W-LIMIT-1")
    if action == "draw" and not state.deck:
        return IllegalMove("The project deck is empty, so there is no card to draw.", "W-GAP-26")
    if action == "exchange" and seat.concrete >= LIMIT:
        return IllegalMove(f"You already hold {LIMIT} concrete, the most allowed.", "W-LIMIT-1")
    if action == "exchange" and seat.rubble < EXCHANGE_RUBBLE:
        return IllegalMove(f"Field {field.id} trades {EXCHANGE_RUBBLE} rubble for 1 concrete, and you hold"
                           f" {seat.rubble}.", "W-DELEG-1")
    return None


def delegate(state: GameState, move: Delegate) -> GameState:
    """Put the engineer on the field and take its action at once (W-DELEG-1)."""
    index, field = field_of(state, move.field)
    me = state.active
    seat = replace(state.seats[me], engineers=state.seats[me].engineers - 1)
    fields = state.fields[:index] + (state.fields[index] + (me,),) + state.fields[index + 1:]
    deck, board, next_first, amount = state.deck, state.board, state.next_first, field.amount
    if field.action in ("fund", "concrete", "rubble"):
        seat = gain(seat, {field.action: amount})
    elif field.action == "draw":
        count = min(amount, LIMIT - len(seat.hand))
        seat, deck = replace(seat, hand=tuple(sorted(seat.hand + deck[:count]))), deck[count:]
    elif field.action == "clear":
        seat = gain(seat, {"rubble": len(move.hexes)})
        board = replace(board, rubble=board.rubble - set(move.hexes))
    elif field.action == "first":
        seat, next_first = gain(seat, {"fund": amount}), me
    else:  # exchange
        times = min(amount, seat.rubble // EXCHANGE_RUBBLE, LIMIT - seat.concrete)
        seat = replace(seat, rubble=seat.rubble - EXCHANGE_RUBBLE * times, concrete=seat.concrete + times)
    state = with_seat(state, me, seat, fields=fields, deck=deck, board=board, next_first=next_first)
    return _placed(state)


def _placed(state: GameState) -> GameState:
    """After an engineer is placed the turn passes, unless a function allowed one more (W-PLAN-1)."""
    return replace(state, extra=False) if state.extra else next_planner(state)


def legal_delegations(state: GameState) -> list[Delegate]:
    """Every legal Delegate: each open field once, a clearing field with every choice of rubble hexes."""
    seat, moves = state.seats[state.active], []
    if seat.engineers == 0:
        return moves
    rubble = sorted(state.board.rubble)
    for index, field in enumerate(state.action_board):
        if _field_problem(state, seat, index, field) is not None:
            continue
        if field.action == "clear":
            moves += [Delegate(field.id, c) for k in range(1, field.amount + 1) for c in combinations(rubble, k)]
        elif _gain_problem(state, seat, field) is None:
            moves.append(Delegate(field.id))
    return moves


def random_delegation(state: GameState, rnd) -> Delegate | None:
    """One legal Delegate chosen at random without listing every choice of hexes (for playouts)."""
    seat = state.seats[state.active]
    if seat.engineers == 0:
        return None
    fields = [f for i, f in enumerate(state.action_board) if _field_problem(state, seat, i, f) is None
              and (f.action == "clear" and state.board.rubble or f.action != "clear" and
                   _gain_problem(state, seat, f) is None)]
    if not fields:
        return None
    field = rnd.choice(fields)
    if field.action != "clear":
        return Delegate(field.id)
    rubble = sorted(state.board.rubble)
    return Delegate(field.id, tuple(sorted(rnd.sample(rubble, min(len(rubble), rnd.randint(1, field.amount))))))


# --- foundations -------------------------------------------------------------------------------------


def foundation_problem(state: GameState, move: Foundation) -> IllegalMove | None:
    me, seat = state.active, state.seats[state.active]
    card = card_of(move.card)
    if card is None or move.card not in seat.hand:
        return IllegalMove(f"Card {move.card!r} is not in your hand: a foundation is laid for a project card from"
                           " your hand.", "W-FOUND-1")
    if seat.engineers == 0:
        return IllegalMove("You have no engineer left to lay a foundation with.", "W-PLAN-2")
    if _own_hexes(state, me) >= PLAYER_HEXES:
        return IllegalMove(f"Your {PLAYER_HEXES} hexes are all built on or promised to projects.", "W-COMP-7")
    if not is_hex(move.hex) or move.hex not in MAP:
        return hex_problem(move.hex)
    if any(p.hex == move.hex for p in state.projects):
        return IllegalMove(f"Hex {move.hex} is not free: an engineer already marks a foundation there.", "W-FOUND-2")
    if card.site is not None and move.hex != card.site:
        return IllegalMove(f"{card.name} may be built only on its own historic site, {card.site}.", "W-ZONE-2")
    return building_problem(state.board, state.players, state.stage, move.hex, card.kind, me, card.style,
                            card.zone if card.site is None else None, card.site is not None)


def _own_hexes(state: GameState, me: int) -> int:
    """How many of the player's 15 hexes are built on or promised to projects (W-COMP-7, W-GAP-22)."""
    return sum(p.owner == me for p in state.projects) + sum(b.owner == me for b in state.board.buildings)


def foundation(state: GameState, move: Foundation) -> GameState:
    """The card goes in front of the player as a project, the engineer onto the hex (W-FOUND-1, W-FOUND-2)."""
    me, seat = state.active, state.seats[state.active]
    hand = tuple(c for c in seat.hand if c != move.card)
    seat = replace(seat, hand=hand, engineers=seat.engineers - 1)
    state = with_seat(state, me, seat, projects=state.projects + (Project(move.hex, move.card, me),))
    return answers(_placed(state), me, "foundation")


def legal_foundations(state: GameState) -> list[Foundation]:
    """Every legal Foundation: the placement check once per hex and card (`legal_hexes`), less the hexes
    already promised to projects; the player's own checks once."""
    me, seat = state.active, state.seats[state.active]
    if not seat.hand or seat.engineers == 0 or _own_hexes(state, me) >= PLAYER_HEXES:
        return []
    taken = {p.hex for p in state.projects}
    moves = []
    for number in seat.hand:
        card = CARDS[number]
        if card.site is not None:
            moves += [Foundation(number, card.site)] * (foundation_problem(state, Foundation(number, card.site))
                                                         is None)
        else:
            hexes = legal_hexes(state.board, state.players, state.stage, card.kind, me, card.style, card.zone)
            moves += [Foundation(number, hex) for hex in sorted(hexes - taken)]
    return moves


# --- passing -----------------------------------------------------------------------------------------


def pass_turn(state: GameState, move: Pass) -> GameState:
    """Passing is final for this round's planning (W-PASS-1, W-PASS-2)."""
    seat = replace(state.seats[state.active], passed=True)
    return next_planner(with_seat(state, state.active, seat))
