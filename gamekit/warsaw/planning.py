"""Choosing norms and the planning phase (W-SETUP-11, W-NORM-6, W-PLAN-1, W-PLAN-2, W-DELEG-1, W-DELEG-2,
W-DELEG-3, W-LIMIT-1, W-FOUND-1, W-FOUND-2, W-FOUND-3, W-FOUND-4, W-ZONE-1, W-ZONE-2, W-ZONE-3, W-ZONE-4,
W-ZONE-5, W-PASS-1, W-PASS-2, W-PASS-3; the action fields are our W-GAP-1, the limit's excess W-GAP-11).

In turn, each player places one engineer: on a free action field (or an unlimited one) to take its action,
or on a free, cleared hex that suits a project card from their hand, as that project's foundation; or passes,
which is final for the round. A free field may always be taken: what the limit of 3 does not let the player
keep is lost, and cards drawn above 3 are discarded by the player's choice (`discarding`, W-GAP-11).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from gamekit.core import IllegalMove
from gamekit.i18n import _, ngettext
from gamekit.warsaw.board import PLAYER_HEXES, hex_problem
from gamekit.warsaw.cards import CARDS
from gamekit.warsaw.decks import ACTION_BOARDS, Field
from gamekit.warsaw.functions import answers, card_of
from gamekit.warsaw.game_moves import Delegate, Foundation, KeepNorm, Pass
from gamekit.warsaw.map import MAP, Hex, is_hex
from gamekit.warsaw.placement import building_problem, legal_hexes
from gamekit.warsaw.round import next_planner, start_round
from gamekit.warsaw.state import CARDS_HELD, LIMIT, GameState, Project, Seat, draw, evolve, gain, with_seat

EXCHANGE_RUBBLE = 2  # the exchange field: 2 Rubble for 1 Concrete (W-GAP-1)


# --- norms (set-up) ----------------------------------------------------------------------------------


def keep_norm_problem(state: GameState, move: KeepNorm) -> IllegalMove | None:
    dealt = state.seats[state.active].dealt
    if move.norm not in dealt or type(move.norm) is not int:  # the refusal names no dealt norm: they are secret
        return IllegalMove(
            _("Keep one of the two norm cards you were dealt, not {norm}.").format(norm=repr(move.norm)), "W-SETUP-11"
        )
    return None


def keep_norm(state: GameState, move: KeepNorm) -> GameState:
    """Keep the norm in secret (W-NORM-6); the other goes back to the box, and the player remembers which
    (`dealt` stays, W-GAP-35). When every player has one, round 1 starts (W-SETUP-1)."""
    seat = evolve(state.seats[state.active], norm=move.norm)
    state = with_seat(state, state.active, seat, active=(state.active + 1) % state.players)
    return start_round(state) if state.active == state.first else state


# --- delegation --------------------------------------------------------------------------------------


# Player count → the place of each action field on that count's board, by the field's name
FIELD_INDEX = {
    players: {field.id: index for index, field in enumerate(board)} for players, board in ACTION_BOARDS.items()
}


def field_of(state: GameState, name: object) -> tuple[int, Field] | None:
    """The action field named `name` and its place on the board, or None if the board has no such field."""
    index = FIELD_INDEX[state.players].get(name) if isinstance(name, str) else None
    return None if index is None else (index, state.action_board[index])


def delegate_problem(state: GameState, move: Delegate) -> IllegalMove | None:
    seat = state.seats[state.active]
    found = field_of(state, move.field) if isinstance(move.field, str) else None
    if found is None:
        names = ", ".join(f.id for f in state.action_board)
        return IllegalMove(
            _("There is no field {field} on the {players}-player action board; its fields are {names}.").format(
                field=repr(move.field), players=state.players, names=names
            ),
            "W-PC-4",
        )
    index, field = found
    problem = _field_problem(state, seat, index, field)
    if problem is not None:
        return problem
    if not isinstance(move.hexes, tuple):
        return IllegalMove(
            _("hexes must be a tuple of hexes, not {hexes}.").format(hexes=repr(move.hexes)), "W-DELEG-1"
        )
    if field.action == "clear":
        return _clear_problem(state, field, move.hexes)
    if move.hexes:
        return IllegalMove(_("Field {id} clears no rubble, so it takes no hexes.").format(id=field.id), "W-DELEG-1")
    return None  # W-DELEG-1: a free field may always be taken, even when the limit of 3 swallows its gain


def _field_problem(state: GameState, seat, index: int, field: Field) -> IllegalMove | None:
    if seat.engineers == 0:
        return IllegalMove(
            _("You have no engineer left: the others are on the action board or on foundations."), "W-PLAN-2"
        )
    if not _open(state, index, field):
        return IllegalMove(
            _(
                "Field {id} is already occupied this round; only the 3 unlimited fields take more than one engineer."
            ).format(id=field.id),
            "W-DELEG-2",
        )
    return None


def _open(state: GameState, index: int, field: Field) -> bool:
    """Whether action field `field` (at `index` on the board) takes another engineer (W-DELEG-2)."""
    return not state.fields[index] or field.unlimited


def _clear_problem(state: GameState, field: Field, hexes: tuple) -> IllegalMove | None:
    if len(hexes) > field.amount:
        return IllegalMove(
            ngettext(
                "Field {id} clears rubble from at most {n} hex.",
                "Field {id} clears rubble from at most {n} hexes.",
                field.amount,
            ).format(id=field.id, n=field.amount),
            "W-DELEG-1",
        )
    for hex in hexes:
        problem = hex_problem(hex)
        if problem is not None:
            return problem
        if hex not in state.board.rubble:
            return IllegalMove(_("There is no rubble on {hex} to clear.").format(hex=hex), "W-SETUP-4")
    if list(hexes) != sorted(set(hexes)):
        return IllegalMove(_("Name the hexes to clear once each, in increasing order."), "W-DELEG-1")
    return None


def field_gain(state: GameState, seat: Seat, field: Field, hexes: tuple = ()) -> dict[str, int]:
    """What taking `field` (clearing `hexes`) gives `seat` before the limit of 3: resources, and `CARDS_HELD`
    for the cards drawn, as many as the deck still has (W-GAP-1, W-GAP-26). The exchange trades only as often
    as the rubble and the limit allow."""
    action, amount = field.action, field.amount
    if action == "draw":
        return {CARDS_HELD: min(amount, len(state.deck))}
    if action == "clear":
        return {"rubble": len(hexes)}
    if action == "first":
        return {"fund": amount}
    if action == "exchange":
        times = max(0, min(amount, seat.rubble // EXCHANGE_RUBBLE, LIMIT - seat.concrete))
        return {"rubble": -EXCHANGE_RUBBLE * times, "concrete": times}
    return {action: amount}


def delegate(state: GameState, move: Delegate) -> GameState:
    """Put the engineer on the field and take its action at once (W-DELEG-1); the limit of 3 keeps the rest
    in the bank (W-LIMIT-1), and cards drawn above 3 wait for the player's discards (W-GAP-11)."""
    index, me = FIELD_INDEX[state.players][move.field], state.active
    field = state.action_board[index]
    seat = evolve(state.seats[me], engineers=state.seats[me].engineers - 1)
    fields = state.fields[:index] + (state.fields[index] + (me,),) + state.fields[index + 1 :]
    what = field_gain(state, seat, field, move.hexes)
    cards = what.pop(CARDS_HELD, 0)
    board = replace(state.board, rubble=state.board.rubble - set(move.hexes)) if move.hexes else state.board
    next_first = me if field.action == "first" else state.next_first
    state = with_seat(state, me, gain(seat, what), fields=fields, board=board, next_first=next_first)
    return draw(_placed(state), me, cards)


def _placed(state: GameState) -> GameState:
    """After an engineer is placed the turn passes, unless a function allowed one more (W-PLAN-1)."""
    return evolve(state, extra=False) if state.extra else next_planner(state)


def legal_delegations(state: GameState) -> list[Delegate]:
    """Every legal Delegate: each open field once, a clearing field with every choice of rubble hexes (none
    included)."""
    seat = state.seats[state.active]
    moves: list[Delegate] = []
    if seat.engineers == 0:
        return moves
    rubble = sorted(state.board.rubble)
    for index, field in enumerate(state.action_board):
        if not _open(state, index, field):  # `_field_problem`, whose other check is the engineers, above
            continue
        if field.action == "clear":
            moves += [Delegate(field.id, c) for k in range(field.amount + 1) for c in combinations(rubble, k)]
        else:
            moves.append(Delegate(field.id))
    return moves


def random_delegation(state: GameState, rnd) -> Delegate | None:
    """One legal Delegate chosen at random without listing every choice of hexes (for playouts); a clearing
    field clears at least one hex while there is rubble."""
    seat = state.seats[state.active]
    if seat.engineers == 0:
        return None
    fields = [f for i, f in enumerate(state.action_board) if _open(state, i, f)]  # as in `legal_delegations`
    if not fields:
        return None
    field = rnd.choice(fields)
    rubble = sorted(state.board.rubble)
    if field.action != "clear" or not rubble:
        return Delegate(field.id)
    return Delegate(field.id, tuple(sorted(rnd.sample(rubble, min(len(rubble), rnd.randint(1, field.amount))))))


# --- foundations -------------------------------------------------------------------------------------


def foundation_problem(state: GameState, move: Foundation) -> IllegalMove | None:
    me, seat = state.active, state.seats[state.active]
    card = card_of(move.card)
    if card is None or move.card not in seat.hand:
        return IllegalMove(
            _("Card {card} is not in your hand: a foundation is laid for a project card from your hand.").format(
                card=repr(move.card)
            ),
            "W-FOUND-1",
        )
    if seat.engineers == 0:
        return IllegalMove(_("You have no engineer left to lay a foundation with."), "W-PLAN-2")
    if _own_hexes(state, me) >= PLAYER_HEXES:
        return IllegalMove(
            _("Your {count} hexes are all built on or promised to projects.").format(count=PLAYER_HEXES), "W-COMP-7"
        )
    if not is_hex(move.hex) or move.hex not in MAP:
        return hex_problem(move.hex)
    if any(p.hex == move.hex for p in state.projects):  # W-GAP-21: an engineer's hex is not free
        return IllegalMove(
            _("Hex {hex} is not free: an engineer already marks a foundation there.").format(hex=move.hex), "W-FOUND-2"
        )
    if card.site is not None and move.hex != card.site:
        return IllegalMove(
            _("{name} may be built only on its own historic site, {site}.").format(name=_(card.name), site=card.site),
            "W-ZONE-2",
        )
    # the zone rules (W-ZONE-1, W-ZONE-3, W-ZONE-5); the stage opens the historic sites (W-ZONE-4, W-STAGE-8)
    return building_problem(
        state.board,
        state.players,
        state.stage,
        move.hex,
        card.kind,
        me,
        card.style,
        card.zone if card.site is None else None,
        card.site is not None,
    )


def _own_hexes(state: GameState, me: int) -> int:
    """How many of the player's 15 hexes are built on or promised to projects (W-COMP-7, W-GAP-22)."""
    return sum(p.owner == me for p in state.projects) + sum(b.owner == me for b in state.board.buildings)


def foundation(state: GameState, move: Foundation) -> GameState:
    """The card goes in front of the player as a project, the engineer onto the hex (W-FOUND-1, W-FOUND-2)."""
    me, seat = state.active, state.seats[state.active]
    hand = tuple(c for c in seat.hand if c != move.card)
    seat = evolve(seat, hand=hand, engineers=seat.engineers - 1)
    state = with_seat(state, me, seat, projects=state.projects + (Project(move.hex, move.card, me),))
    return answers(_placed(state), me, "foundation")


def foundation_sites(state: GameState) -> list[tuple[int, list[Hex]]]:
    """Each card of the current player's hand with the hexes where its foundation may be laid now, sorted:
    the placement check once per card (`legal_hexes`), less the hexes already promised to projects; the
    player's own checks once. `legal_foundations` is every card on every one of its hexes."""
    me, seat = state.active, state.seats[state.active]
    if not seat.hand or seat.engineers == 0 or _own_hexes(state, me) >= PLAYER_HEXES:
        return []
    taken = {p.hex for p in state.projects}
    sites = []
    for number in seat.hand:
        card = CARDS[number]
        if card.site is not None:
            hexes = [card.site] if foundation_problem(state, Foundation(number, card.site)) is None else []
        else:
            hexes = sorted(
                legal_hexes(state.board, state.players, state.stage, card.kind, me, card.style, card.zone) - taken
            )
        sites.append((number, hexes))
    return sites


def legal_foundations(state: GameState) -> list[Foundation]:
    """Every legal Foundation."""
    return [Foundation(number, hex) for number, hexes in foundation_sites(state) for hex in hexes]


# --- passing -----------------------------------------------------------------------------------------


def pass_turn(state: GameState, move: Pass) -> GameState:
    """Passing is final for this round's planning (W-PASS-1, W-PASS-2)."""
    seat = evolve(state.seats[state.active], passed=True)
    return next_planner(with_seat(state, state.active, seat))
