"""The full Warsaw game (advanced variant) as one stateless rules object over frozen `GameState`s, with
`new_game` and the fast-path `playout`. It dispatches each move to its phase's module (planning,
realisation, functions) and scores through `hidden.sheet`, with the sandbox's `score_board` (the scoring
rules, W-TIE-1).

    from gamekit import warsaw
    match = warsaw.new_game(players=4, seed=7)
    match.play(match.legal_moves()[0])            # set-up: each player keeps one of two norms in secret
    match.play(warsaw.Delegate("U1"))             # planning: an engineer on the action board
    match.view(seat)                               # what that seat may see: no other hand or norm
    RULES.score(state, seat); RULES.resample(state, seat, rng)   # its sheet, and a state it cannot tell apart

What each seat may know is `hidden.py`'s (W-NORM-6, W-GAP-35). Undo takes a move back, but the decks stay in the
order the seed shuffled them, so a draw made again gives the same card (W-GAP-35 says what that reveals).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from gamekit.core import IllegalMove, Match, Score, check_choice
from gamekit.core import playout as core_playout
from gamekit.i18n import N_, _, ngettext, pgettext
from gamekit.moveshape import refusal
from gamekit.seats import Redacted
from gamekit.warsaw.board import check_players
from gamekit.warsaw.decks import NORMS
from gamekit.warsaw.functions import decline, decline_problem, usable, use, use_problem
from gamekit.warsaw.game_moves import (
    BRIDGE_PAYMENTS,
    BUILD_PAYMENTS,
    MOVES,
    Bridge,
    Build,
    Decline,
    Delegate,
    Discard,
    EndRealisation,
    Foundation,
    KeepNorm,
    Metro,
    Move,
    Pass,
    UseFunction,
    shape_problem,
)
from gamekit.warsaw.hidden import resample, secrets, sheet, view
from gamekit.warsaw.map import MAP, ends
from gamekit.warsaw.planning import (
    delegate,
    delegate_problem,
    foundation,
    foundation_problem,
    keep_norm,
    keep_norm_problem,
    legal_delegations,
    legal_foundations,
    pass_turn,
)
from gamekit.warsaw.playouts import random_turn_move
from gamekit.warsaw.realisation import (
    bridge,
    bridge_problem_now,
    build,
    build_problem,
    end_realisation,
    legal_bridge_moves,
    legal_builds,
    legal_metro,
    metro,
    metro_problem_now,
)
from gamekit.warsaw.state import LIMIT, GameState, discard, discard_problem, initial_state
from gamekit.warsaw.words import trigger_word

VARIANTS = ("advanced",)  # the seed's rulebook is the advanced variant (wariant zaawansowany) only

PHASE_OF = {
    KeepNorm: "norms",
    Delegate: "planning",
    Foundation: "planning",
    Pass: "planning",
    Build: "realisation",
    Metro: "realisation",
    Bridge: "realisation",
    EndRealisation: "realisation",
}
# Each move's check and its effect, by the move's class (so each function takes only its own kind of move: Any).
PROBLEMS: dict[type, Callable[[GameState, Any], IllegalMove | None]] = {
    KeepNorm: keep_norm_problem,
    Delegate: delegate_problem,
    Foundation: foundation_problem,
    Build: build_problem,
    Metro: metro_problem_now,
    Bridge: bridge_problem_now,
    UseFunction: use_problem,
    Decline: decline_problem,
    Discard: discard_problem,
}
APPLY: dict[type, Callable[[GameState, Any], GameState]] = {
    KeepNorm: keep_norm,
    Delegate: delegate,
    Foundation: foundation,
    Pass: pass_turn,
    Build: build,
    Metro: metro,
    Bridge: bridge,
    UseFunction: use,
    Decline: decline,
    EndRealisation: end_realisation,
    Discard: discard,
}
PHASE_NAMES = {
    "norms": N_("choosing norms"),
    "planning": N_("the planning phase"),
    "realisation": N_("the realisation phase"),
}
PHASE_RULES = {"norms": "W-SETUP-11", "planning": "W-PLAN-1", "realisation": "W-REAL-1"}


class WarsawRules:
    name = "warsaw"
    moves = {cls.__name__: cls for cls in MOVES}
    move_rule = "W-FLOW-2"  # what a move of the wrong shape breaks: the actions of a turn

    def initial_state(self, players: int, seed: int, variant: str = "advanced") -> GameState:
        check_choice("variant", variant, VARIANTS)
        return initial_state(players, seed)

    def current_player(self, state: GameState) -> int:
        return state.current

    def is_over(self, state: GameState) -> bool:
        return state.phase == "over"

    def why_illegal(self, state: GameState, move: object) -> IllegalMove | None:
        """Why `move` may not be played now (the reason and the rule), or None; never raises, whatever the move's
        fields hold (`gamekit.moveshape.refusal`, with Warsaw's `game_moves.shape_problem`)."""
        return refusal(
            move,
            MOVES,
            pgettext("warsaw game name", "Warsaw"),
            self.move_rule,
            lambda: self._problem(state, move),
            shape_problem,
        )

    def _problem(self, state: GameState, move: object) -> IllegalMove | None:
        kind = type(move)
        if kind not in APPLY:
            return None  # not a move: refused by its shape
        if state.phase == "over":
            return IllegalMove(_("The game is over: it is time to count the points."), "W-END-1")
        if state.discarding is not None and kind is not Discard:
            held = len(state.seats[state.discarding].hand)
            return IllegalMove(
                ngettext(
                    "Player {number} holds {held} project cards, more than {limit}: they first discard {over} of"
                    " their choice.",
                    "Player {number} holds {held} project cards, more than {limit}: they first discard {over} of"
                    " their choice.",
                    held - LIMIT,
                ).format(number=state.discarding + 1, held=held, limit=LIMIT, over=held - LIMIT),
                "W-LIMIT-1",
            )
        if state.window and kind not in (UseFunction, Decline):
            return IllegalMove(
                _("Player {number} may first answer the last {action} with a function, or decline.").format(
                    number=state.current + 1, action=trigger_word(state.trigger)
                ),
                "W-FUNC-4",
            )
        phase = PHASE_OF.get(kind)
        if phase is not None and phase != state.phase:
            return IllegalMove(
                _("{move} belongs to {phase}, and this is {now}.").format(
                    move=move, phase=_(PHASE_NAMES[phase]), now=_(PHASE_NAMES[state.phase])
                ),
                PHASE_RULES[state.phase],
            )
        check = PROBLEMS.get(kind)
        return None if check is None else check(state, move)

    def apply(self, state: GameState, move: Move) -> GameState:
        """The state after `move` (the fast path: no check)."""
        return APPLY[type(move)](state, move)

    def legal_moves(self, state: GameState) -> list[Move]:
        phase = state.phase
        if phase == "over":
            return []
        if state.discarding is not None:
            return [Discard(c) for c in state.seats[state.discarding].hand]
        if state.window:
            return [*usable(state), Decline()]
        if phase == "norms":
            return [KeepNorm(n) for n in state.seats[state.active].dealt]
        if phase == "planning":
            return [*usable(state), *legal_delegations(state), *legal_foundations(state), Pass()]
        # W-REAL-1, W-REAL-3: any number of buildings, segments and bridges, in any order, until the turn ends
        return [*usable(state), *legal_builds(state), *legal_metro(state), *legal_bridge_moves(state), EndRealisation()]

    def candidate_moves(self, state: GameState) -> list[Move]:
        """Moves of the right shape, legal or not, and one of the wrong shape (for the conformance tests)."""
        seat = state.seats[state.current]
        hexes = list(MAP.hexes) + [(4, 0)]
        cards = sorted(set(seat.hand) | set(seat.realised) | {p.card for p in state.projects} | {1, 60})
        rubble = sorted(state.board.rubble)[:3] + [(0, 3)]
        moves: list[Move] = [Pass(), EndRealisation(), Decline(), *(KeepNorm(n) for n in sorted(NORMS))]
        moves += [Discard(c) for c in cards]
        moves.append(Discard("7"))  # type: ignore[arg-type]  # on purpose: a card of the wrong type, refused by its shape
        moves += [Delegate(f.id, h) for f in state.action_board for h in ((), *((x,) for x in rubble))]
        moves += [Delegate("nowhere"), Delegate("L5", tuple(rubble[:2])), Delegate("L5", tuple(rubble[1::-1]))]
        moves += [Foundation(c, h) for c in cards for h in hexes]
        moves += [Build(h, p) for h in hexes for p in (*BUILD_PAYMENTS, "gold")]
        moves += [UseFunction(c) for c in cards]
        for a, b in MAP.board.cells.edges:
            moves += [Metro(a, b), Metro(a, b, "free")]
        moves += [Metro((3, -3), (4, -4)), Metro((0, 0), (2, 0))]
        moves += [Bridge(*ends(edge), p) for edge in MAP.river_edges for p in BRIDGE_PAYMENTS]
        return moves + [Bridge((0, 0), (0, 1), "mixed")]

    def score(self, state: GameState, seat: int | None = None, reveal: bool | None = None) -> Score:
        """The sheet as `seat` may see it (None: a spectator): points scored so far, the end-of-game rows as if the
        game ended now, and the secret norms only once revealed, by default when the game is over (W-NORM-6);
        before that only `seat`'s own norm counts (`hidden.sheet`)."""
        return sheet(state, seat, reveal)

    def view(self, state: GameState, seat: int) -> dict:
        """What `seat` may see: everything public, and only its own hand, discards and norms (W-NORM-6)."""
        return view(state, seat)

    def secrets(self, state: GameState, seat: int) -> dict:
        return secrets(state.seats[seat])

    def resample(self, state: GameState, seat: int, rnd: random.Random) -> GameState:
        """The state with everything `seat` cannot know drawn again (`hidden.resample`, W-GAP-35)."""
        return resample(state, seat, rnd)

    def public_move(self, state: GameState, move: Move, seat: int) -> Move | Redacted:
        """`move`, played from `state`, as `seat` sees it in the history: another player's kept norm (W-NORM-6)
        and discarded card (W-GAP-35) stay secret, so only that a norm was kept or a card discarded shows."""
        if type(move) in (KeepNorm, Discard) and state.current != seat:
            return Redacted.of(move)
        return move

    def random_move(self, state: GameState, rnd: random.Random) -> Move:
        """A random legal move for playouts, chosen without listing every move: on a player's own turn, 5 times
        in 6 it acts (in planning it founds, uses a function or delegates; in realisation it builds, uses a
        function, lays metro or a bridge), else it passes (`playouts.random_turn_move`)."""
        if state.window or state.discarding is not None or state.phase == "norms":
            return rnd.choice(self.legal_moves(state))
        return random_turn_move(state, rnd)


RULES = WarsawRules()


def new_game(*, players: int = 4, seed: int = 0, variant: str = "advanced") -> Match:
    """A new game for 3, 4 or 5 players; the seed decides every shuffle and the first player. The rulebook is
    the advanced variant (wariant zaawansowany), the only one in `VARIANTS`."""
    return Match(RULES, players, seed, _options(players, variant))


def playout(*, players: int = 4, seed: int = 0, variant: str = "advanced") -> GameState:
    """A random full game of `new_game(...)`'s set-up through the fast path (`gamekit.core.playout`); returns
    the final state. For benchmarks, bots and the lab."""
    return core_playout(RULES, players, seed, _options(players, variant))


def _options(players: int, variant: str) -> dict:
    check_players(players)
    check_choice("variant", variant, VARIANTS)
    return {"variant": variant}
