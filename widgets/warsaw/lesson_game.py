"""Lesson-only helpers for the full Warsaw game (31_warsaw_full_game and 33_warsaw_stages_and_end): the lessons'
4-player game (seed 7) at each point of its round 1, that round's turns as guided steps on boards of their own
(W-PLAN-1, W-DELEG-2, W-DELEG-3, W-FOUND-2, W-PASS-1, W-REAL-1, W-BUILD-1, W-BUILD-6), a move's verdict in words
with the players named as on the board, and the lessons' exercises (those answered by choosing are
`widgets.warsaw.lesson_choices`'s, offered here too). Every text comes out in the language shown (gamekit.i18n).

Every board and every check gets a fresh game (`lesson_game("realisation")`), so playing a board never changes what
a later cell sees; an exercise answered on a board judges the game it was made from (`three_funds(match)`).

    turn(match, Delegate("L1"))    # "Player 3: delegate to L1: ✗ refused: ... (W-DELEG-2)", and returns "W-DELEG-2"
    guided_first_turns()           # a board under a Guide: the learner plays the first turns of round 1
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from gamekit import IllegalMove, Match, warsaw
from gamekit.i18n import N_, _, ngettext
from gamekit.warsaw import Build, Delegate, EndRealisation, Foundation, KeepNorm, Metro, Pass
from gamekit.warsaw.words import player
from widgets.app import GameApp
from widgets.exercises import Exercise
from widgets.guide import Guide, Step
from widgets.warsaw.game import WarsawGameBoard
from widgets.warsaw.lesson_choices import first_player as first_player
from widgets.warsaw.lesson_choices import foundation_waits as foundation_waits
from widgets.warsaw.lesson_choices import function_when as function_when
from widgets.warsaw.lesson_choices import stage_change as stage_change
from widgets.warsaw.lesson_choices import tie_winner as tie_winner

PLAYER_1, PLAYER_2, PLAYER_3, PLAYER_4 = range(4)


class Turn(NamedTuple):
    """One guided turn: the move, what the step asks, what it did, and tries the game itself refuses (with its rule)."""

    move: object
    say: str
    done: str
    tries: tuple = ()


# Round 1 of the lessons' game, turn by turn. Player 2 starts.
FIRST_TURNS = (
    Turn(Delegate("U2"), N_("Player 2: click field U2 to draw a project card."), N_("Player 2 holds 1 card.")),
    Turn(
        Delegate("U1"),
        N_("Player 3: click U1 for 1 Fund."),
        N_("U1 is unlimited (∞): it stays free for everyone (W-DELEG-3)."),
    ),
    Turn(
        Delegate("L5", ((-1, 1), (0, 1))),
        N_("Player 4: click L5, then the rubble hexes (-1, 1) and (0, 1) to clear them."),
        N_("Player 4 keeps the 2 Rubble, and the two hexes are free for a foundation (W-FOUND-2)."),
    ),
    Turn(Delegate("L4"), N_("Player 1: click L4 to draw 2 project cards."), N_("Player 1 holds 2 cards.")),
    Turn(Delegate("L1"), N_("Player 2: click L1 for 2 Funds."), N_("L1 is now taken for this round (W-DELEG-2).")),
    Turn(
        Delegate("U1"),
        N_("Player 3: first click L1: it is taken, and the board refuses it. Then click U1 again."),
        N_("An unlimited field takes any number of engineers, even the same player's (W-DELEG-3)."),
        (Delegate("L1"),),
    ),
    Turn(Delegate("L3"), N_("Player 4: click L3 for 2 Concrete."), N_("Player 4 holds 2 Concrete and 2 Rubble.")),
)
MIDDLE_TURNS = (Delegate("L6"), Delegate("L2"), Pass(), Delegate("U3"))  # played for the learner, between the boards
FOUNDATION_TURNS = (
    Turn(
        Foundation(7, (0, 1)),
        N_("Player 1: press “show my hand”, pick card S #7 (Hotel MDM) on the right, then click (0, 1)."),
        N_("Card 7 lies in front of Player 1, and an engineer stands on (0, 1) (W-FOUND-1, W-FOUND-4)."),
    ),
    Turn(
        Foundation(2, (-3, 0)),
        N_("Player 2: show your hand, pick card I #2 (Elektrociepłownia Żerań), then click the suburban hex (-3, 0)."),
        N_("An industrial card for the suburbs: (-3, 0) is free, and suburban hexes never hold rubble."),
    ),
    Turn(
        Delegate("U3"),
        N_("Player 4 already holds 3 Rubble: click U3 all the same."),
        N_("A free field may always be taken; the 4th Rubble goes back to the bank (W-DELEG-1, W-LIMIT-1)."),
    ),
    Turn(Pass(), N_("Player 1: press Pass."), N_("Player 1 takes no more turns in this planning phase (W-PASS-2).")),
    Turn(
        Pass(), N_("Player 2 has no engineer left: press Pass."), N_("Out of engineers, a player must pass (W-PASS-1).")
    ),
    Turn(
        Pass(),
        N_("Player 4 is out of engineers too: press Pass."),
        N_("Everyone has passed: planning ends, and the engineers on the action board go home (W-PASS-3, W-PASS-4)."),
    ),
)
REALISATION_TURNS = (
    Turn(
        Build((-3, 0), "concrete"),
        N_("Player 2: with “build: 1 F + 1 C” chosen on the right, click the foundation on (-3, 0)."),
        N_("1 Fund + 1 Concrete go to the bank; the power station scores 2 + 1 per unbuilt neighbour (W-IND-1)."),
    ),
    Turn(
        Metro((-3, 0), (-2, 0)),
        N_("Player 2: choose “metro: 1 F”, then click the side between (-3, 0) and (-2, 0)."),
        N_("The game's first segment may go anywhere: 1 Fund, 1 VP (W-METRO-1, W-METRO-4, W-METRO-8)."),
    ),
    Turn(
        EndRealisation(), N_("Player 2: press End realisation."), N_("Each player has one realisation turn (W-GAP-14).")
    ),
    Turn(EndRealisation(), N_("Player 3 has nothing to build: press End realisation."), ""),
    Turn(EndRealisation(), N_("Player 4 has no foundation: press End realisation."), ""),
    Turn(
        EndRealisation(),
        N_("Player 1: try to build Hotel MDM on (0, 1), then press End realisation."),
        N_("The engineer stays on (0, 1) until a later round (W-BUILD-6). Round 2 begins."),
        (Build((0, 1), "concrete"), Build((0, 1), "rubble")),
    ),
)
ROUND_ONE = (
    *(turn.move for turn in FIRST_TURNS),
    *MIDDLE_TURNS,
    *(turn.move for turn in FOUNDATION_TURNS),
    *(turn.move for turn in REALISATION_TURNS),
)
POINTS = {  # how far into round 1 each lesson board starts
    "planning": 0,
    "foundations": len(FIRST_TURNS) + len(MIDDLE_TURNS),
    "realisation": len(FIRST_TURNS) + len(MIDDLE_TURNS) + len(FOUNDATION_TURNS),
    "round two": len(ROUND_ONE),
}


def who(seat: int) -> str:
    """A player as the board names them: Player 1 for seat 0 (Polish "Gracz 1")."""
    return player(seat)


def turn(match: Match, move: object) -> str:
    """Play `move` for the player to play and print it, or print why the rules refuse it ("✗ refused: reason (rule)").

    Returns "allowed" or the rule ID of the refusal, for the lessons' hidden checks."""
    name = who(match.current_player)
    try:
        match.play(move)
    except IllegalMove as err:
        print(
            _("{player}: {move}: ✗ refused: {reason} ({rule})").format(
                player=name, move=move, reason=err.reason, rule=err.rule
            )
        )
        return err.rule
    print(_("{player}: {move}: ✓ allowed").format(player=name, move=move))
    return "allowed"


def lesson_game(point: str = "planning") -> Match:
    """A fresh copy of the lessons' game (4 players, seed 7; each kept the first norm dealt), at `point` of round 1:
    "planning" (Player 2 to place the round's first engineer), "foundations", "realisation" or "round two"."""
    match = warsaw.new_game(players=4, seed=7)
    while match.state.phase == "norms":
        match.play(KeepNorm(match.state.seats[match.current_player].dealt[0]))
    for move in ROUND_ONE[: POINTS[point]]:
        match.play(move)
    return match


def stage_two() -> Match:
    """The lessons' game after round 1, then everyone passes through rounds 2 to 4: round 5, stage II (W-STAGE-1)."""
    match = lesson_game("round two")
    while match.state.round < 5:
        match.play(Pass() if match.state.phase == "planning" else EndRealisation())
    return match


def finished_game() -> Match:
    """A whole 4-player game (seed 70) played by random moves, for its final sheet (W-SCORE-1, W-TIE-1)."""
    match = warsaw.new_game(players=4, seed=70)
    chance = random.Random(70)  # its own generator: the same game every time
    while not match.is_over:
        match.play(match.rules.random_move(match.state, chance))
    return match


# --- round 1 as guided steps ----------------------------------------------------------------------------------
def _target(move: object) -> tuple:
    """Where a step's move is played on the board: a field (and the hexes it clears), a hex, a side, or a button."""
    if isinstance(move, Delegate):
        return (move.field, *move.hexes)
    if isinstance(move, (Foundation, Build)):
        return (move.hex,)
    if isinstance(move, Metro):
        return (frozenset((move.a, move.b)),)
    return ()


def _asks(turn: Turn) -> Callable[[object], str | None]:
    """A step's check: exactly the turn's move, or one of its tries, which the game then refuses with its rule; any
    other move is told what the step asks."""

    def expect(move: object) -> str | None:
        if move == turn.move or move in turn.tries:
            return None
        if isinstance(move, Pass):
            return _("Do not pass yet: a pass is final for this round (W-PASS-2). {step}").format(step=_(turn.say))
        return _(turn.say)

    return expect


def _guided(point: str, turns: tuple[Turn, ...], title: str) -> Guide:
    app = GameApp(lesson_game(point), WarsawGameBoard)
    steps = [Step(_(t.say), _asks(t), targets=_target(t.move), done=_(t.done) if t.done else "") for t in turns]
    return Guide(app, steps, title=title)


def guided_first_turns() -> Guide:
    """Round 1's first seven planning turns, guided: delegations to limited and unlimited fields (W-DELEG-1 to
    W-DELEG-3)."""
    return _guided("planning", FIRST_TURNS, _("Round 1: the first planning turns"))


def guided_foundations() -> Guide:
    """Round 1's last planning turns, guided: two foundations, a field taken at the limit of 3, and the passes."""
    return _guided("foundations", FOUNDATION_TURNS, _("Round 1: foundations and passing"))


def guided_realisation() -> Guide:
    """Round 1's realisation, guided: a building and a metro segment paid for, and a foundation that waits."""
    return _guided("realisation", REALISATION_TURNS, _("Round 1: realisation"))


# --- exercises on a board -----------------------------------------------------------------------------------------
def three_funds(match: Match, *, key: str | None = None) -> Exercise:
    """Exercise: on the board of `match` (the lessons' game in round 2), give Player 1 three Funds with one engineer."""
    start = len(match.history)

    def judge() -> str | None:
        if len(match.history) == start:
            return _("click an action field for Player 1 first.")
        funds = match.state.seats[PLAYER_1].fund
        if funds != 3:
            return ngettext(
                "Player 1 has {funds} Fund: 1 + the field's gain. Pick the field that gives 2 (↶ Undo, and try "
                "again); more than 3 would be lost to the limit (W-LIMIT-1).",
                "Player 1 has {funds} Funds: 1 + the field's gain. Pick the field that gives 2 (↶ Undo, and try "
                "again); more than 3 would be lost to the limit (W-LIMIT-1).",
                funds,
            ).format(funds=funds)
        return None

    return Exercise(
        _("Player 1 holds 1 Fund. Send one engineer so that Player 1 ends with 3 Funds, the most allowed."),
        judge,
        praise=_("L1 gives 2 Funds: 1 + 2 = 3, the most a player may hold (W-LIMIT-1)."),
        key=key,
        hint=_("Rest the pointer on the fields: each says what it gives. You need 2 more Funds."),
        solution=_("Click L1 (take 2 Funds). U1 and L6 give only 1 Fund each."),
    )


def limit_game() -> Match:
    """A 3-player game (seed 5) in round 2 where Player 2 holds 3 Funds and 3 cards, with every engineer back home."""
    match = warsaw.new_game(players=3, seed=5)
    while match.state.phase == "norms":
        match.play(KeepNorm(match.state.seats[match.current_player].dealt[0]))
    for move in (Delegate("L1"), Pass(), Pass(), Delegate("U1"), Delegate("L4"), Delegate("U2"), Pass()):
        match.play(move)
    while match.state.phase == "realisation":
        match.play(EndRealisation())
    match.play(Pass())  # round 2: Player 3 starts, and passes
    match.play(Pass())  # Player 1
    return match


def limit_of_three(match: Match, *, key: str | None = None) -> Exercise:
    """Exercise: on the board of `match` (from limit_game), take U1 and U2 for Player 2, then discard down to 3."""
    start = len(match.history)

    def judge() -> str | None:
        moves = match.history[start:]
        if Delegate("U1") not in moves:
            return _("click U1 for Player 2: a Fund that the limit of 3 sends back to the bank (W-LIMIT-1).")
        if Delegate("U2") not in moves:
            return _("click U2 for Player 2, to draw a fourth card.")
        if match.state.discarding is not None:
            return _(
                "choose the card to discard with the buttons under the hand (press “show my hand” first, W-GAP-11)."
            )
        return None

    return Exercise(
        _("Take a Fund you cannot keep (U1), then draw a fourth card (U2) and choose the one to discard."),
        judge,
        praise=_("The Fund went back to the bank, and you chose which card to give up (W-LIMIT-1, W-GAP-11)."),
        key=key,
        hint=_("A free field may always be taken (W-DELEG-1); the limit only caps what you keep."),
        solution=_("Click U1, then U2; press “show my hand” and press the button of the card you want least."),
    )
