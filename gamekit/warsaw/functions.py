"""Project-card functions in play (W-FUNC-1, W-FUNC-2, W-FUNC-3, W-FUNC-4, W-FUNC-5, W-FUNC-6, W-PLAN-3,
W-STAGE-6; the function kinds are our W-GAP-3 and the answering window our W-GAP-29).

Only realised cards have working functions. A permanent function gives its income every round, by itself.
A once function is used on the owner's own turn, in planning or realisation, then turned 90° for the rest
of the game, even when the limit of 3 swallows its gain (W-LIMIT-1). A reaction function is used only when
another player's action opens a window for it: after a foundation, a building, a metro segment or a bridge,
every other player holding an unused reaction for that action is asked in turn, clockwise from the actor, to
use it or to decline.
"""

from __future__ import annotations

from gamekit.core import IllegalMove
from gamekit.i18n import _
from gamekit.warsaw.cards import CARDS, ProjectCard
from gamekit.warsaw.game_moves import Decline, UseFunction
from gamekit.warsaw.state import GameState, Seat, draw, evolve, gain, with_seat
from gamekit.warsaw.words import trigger_word


def card_of(value: object) -> ProjectCard | None:
    return CARDS.get(value) if type(value) is int else None


def use_problem(state: GameState, move: UseFunction) -> IllegalMove | None:
    """Why the current player may not use the function of `move.card` now, or None."""
    seat = state.seats[state.current]
    card = card_of(move.card)
    if card is None or move.card not in seat.realised:
        building = any(p.card == move.card and p.owner == state.current for p in state.projects)
        return IllegalMove(
            (
                _("Card {card} is under construction: only the function of a building you have built may be used.")
                if building
                else _(
                    "Card {card} is not one of your realised buildings: only the function of a building you have"
                    " built may be used."
                )
            ).format(card=repr(move.card)),
            "W-FUNC-1",
        )
    function = card.function
    if function.kind == "style":
        return IllegalMove(
            _("{name} has a style ({function}), which scores at the end and has nothing to use.").format(
                name=_(card.name), function=_(function.name)
            ),
            "W-CARD-3",
        )
    if function.kind == "permanent":
        return IllegalMove(
            _("{name}'s function is permanent: it works by itself every round.").format(name=_(card.name)), "W-FUNC-2"
        )
    if move.card in seat.used:
        return IllegalMove(
            _("{name}'s function has been used already; it works once a game.").format(name=_(card.name)), "W-FUNC-5"
        )
    if state.window:
        if function.kind != "reaction" or function.trigger != state.trigger:
            return IllegalMove(
                _("Now you may only answer the last {action} with a matching function, or decline.").format(
                    action=trigger_word(state.trigger)
                ),
                "W-FUNC-4",
            )
    elif function.kind == "reaction":
        return IllegalMove(
            _("{name}'s function answers another player's {action}; it cannot be used on your own turn.").format(
                name=_(card.name), action=trigger_word(function.trigger)
            ),
            "W-FUNC-4",
        )
    elif state.phase not in ("planning", "realisation"):  # W-PLAN-3: in both phases, on your own turn
        return IllegalMove(_("Functions are used during planning or realisation."), "W-FUNC-3")
    return _effect_problem(state, seat, card)


def _effect_problem(state: GameState, seat: Seat, card: ProjectCard) -> IllegalMove | None:
    """A gain or a draw is never refused: the limit of 3 keeps only what it allows (W-LIMIT-1, W-GAP-11)."""
    if card.function.effect == "extra_engineer" and (state.phase != "planning" or seat.engineers < 2 or state.extra):
        return IllegalMove(
            _(
                "{name} lets you place a second engineer in one planning turn, so you need 2"
                " engineers in your supply during planning."
            ).format(name=_(card.name)),
            "W-GAP-3",
        )
    return None


def use(state: GameState, move: UseFunction) -> GameState:
    """Apply a function (no checks) and turn its card (W-FUNC-5). Gains are capped at 3 (W-LIMIT-1); cards
    drawn above 3 wait for the player's discards (W-GAP-11)."""
    index, function = state.current, CARDS[move.card].function
    seat = state.seats[index]
    seat = evolve(
        gain(seat, function.gain),
        used=seat.used | {move.card},
        free_metro=seat.free_metro + (function.effect == "free_metro"),
    )
    extra = state.extra or function.effect == "extra_engineer"
    state = with_seat(state, index, seat, extra=extra)
    return draw(_answered(state) if state.window else state, index, function.draw)


def decline_problem(state: GameState, move: Decline) -> IllegalMove | None:
    if not state.window:
        return IllegalMove(_("There is no other player's action to answer now."), "W-FUNC-4")
    return None


def decline(state: GameState, move: Decline) -> GameState:
    return _answered(state)


def _answered(state: GameState) -> GameState:
    window = state.window[1:]
    return evolve(state, window=window, trigger=state.trigger if window else None)


def answers(state: GameState, actor: int, trigger: str) -> GameState:
    """Open the window after `actor`'s action: the other players who hold an unused reaction to `trigger`,
    clockwise from the actor (W-FUNC-4, W-GAP-29)."""
    players = state.players
    window = tuple(
        seat
        for seat in ((actor + k) % players for k in range(1, players))
        if any(_reacts(c, trigger) and c not in state.seats[seat].used for c in state.seats[seat].realised)
    )
    return evolve(state, window=window, trigger=trigger if window else None)


def _reacts(card: int, trigger: str) -> bool:
    function = CARDS[card].function
    return function.kind == "reaction" and function.trigger == trigger


def usable(state: GameState) -> list[UseFunction]:
    """Every UseFunction the current player may play now."""
    seat = state.seats[state.current]
    return [
        UseFunction(c)
        for c in seat.realised
        if c not in seat.used  # the quick refusals first (W-FUNC-5, W-FUNC-2, W-CARD-3), then every check
        and CARDS[c].function.kind not in ("permanent", "style")
        and use_problem(state, UseFunction(c)) is None
    ]


def collect_income(state: GameState) -> GameState:
    """The permanent functions' income, at the start of every round (W-FUNC-2, W-FUNC-6)."""
    seats = tuple(_income(seat) for seat in state.seats)
    return evolve(state, seats=seats)


def _income(seat: Seat) -> Seat:
    for card in seat.realised:
        function = CARDS[card].function
        if function.kind == "permanent":
            seat = gain(seat, function.gain)
    return seat
