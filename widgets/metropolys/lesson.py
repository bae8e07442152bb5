"""Lesson-only helpers for the Metropolys lessons (20_metropolys and 21_metropolys_scoring): a move's verdict in
words, the rulebook's auction as guided steps on a live board (M-EX-1, M-EX-2), and the lessons' exercises.

Each exercise that is answered on a board is made from the game it judges (`cheapest_bid(match)`), so a lesson's
hidden test builds its own game and exercise and never touches the board the learner plays on. The lesson passes
each exercise's progress key (`key="20-cheapest-bid"`), so the notebook names every key of the catalogue.

    app = rulebook_auction()          # a GameApp under a Guide: the learner plays the rulebook's auction
    outcome(match, Bid("C8", 4))      # "✗ refused: A bid of 4 does not outbid 4: ... (M-AUCTION-4)"

Every text is in the language shown (gamekit.i18n) when it is made: the guided steps' words are marked once (N_)
and translated when the steps are built; `NAMES[seat]` is read in the language shown too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gamekit.core import Match
from gamekit.i18n import N_, _, ngettext
from gamekit.metropolys import Bid, Pass, new_game
from gamekit.metropolys.examples import auction_example
from widgets.app import GameApp
from widgets.exercises import Choice, Exercise, Option
from widgets.exercises import outcome as outcome  # the lessons take both from here
from widgets.exercises import refusal as refusal
from widgets.guide import Guide, Step
from widgets.metropolys.board import MetropolysBoard
from widgets.metropolys.styles import seat_styles

BLUE, GREY, RED, WHITE = range(4)


class SeatNames(Sequence[str]):
    """Blue, Grey, Red, White: the seats as the board names them, in the language shown when read."""

    def __getitem__(self, seat):  # type: ignore[override]
        names = tuple(style.name for style in seat_styles())
        return names[seat]

    def __len__(self) -> int:
        return len(seat_styles())


NAMES = SeatNames()


# --- the rulebook's auction, guided (M-EX-1, M-EX-2) -------------------------------------------------------------
def _asks(wanted: Bid | Pass, story: str) -> Callable[[object], str | None]:
    """A step's check: the move the story plays, and for any other try, what the story asks instead."""

    def expect(move: object) -> str | None:
        if move == wanted:
            return None
        if isinstance(wanted, Pass):
            return _("{story} Press Pass.").format(story=story)
        if isinstance(move, Pass):
            return _("{story} Do not pass: a pass is final for this auction (M-AUCTION-8).").format(story=story)
        if isinstance(move, Bid) and move.neighbourhood == wanted.neighbourhood:
            return _("{story} Pick building {value} above the Pass button, then click {n}.").format(
                story=story, value=wanted.value, n=wanted.neighbourhood
            )
        return _("{story} Click {n} (with building {value} picked).").format(
            story=story, value=wanted.value, n=wanted.neighbourhood
        )

    return expect


AUCTION_STEPS = (
    (
        Bid("C1", 3),
        N_("Blue opens with a 3 on C1."),
        N_("Any empty neighbourhood would do for an opening (M-AUCTION-2)."),
    ),
    (
        Bid("C2", 7),
        N_("Grey outbids with a 7 on C2, next to C1."),
        N_("Higher, empty and next to the last bid (M-AUCTION-4)."),
    ),
    (
        Bid("C8", 9),
        N_("Red bids 9 on C8, the fashionable neighbourhood: the only empty one next to C2."),
        N_("C8 was Red's only choice (M-AUCTION-5, M-AUCTION-6)."),
    ),
    (Bid("C12", 10), N_("White wants the metro token on C12: bid 10."), N_("C12 is next to C8 (M-AUCTION-5).")),
    (Pass(), N_("Blue could bid 11, but passes."), N_("Blue is out of this auction for good (M-AUCTION-8).")),
    (Pass(), N_("Grey passes too."), N_("Only Red and White are left (M-AUCTION-11).")),
    (
        Bid("C13", 11),
        N_("Red, whose secret card is Bridges, bids 11 on C13, next to bridge B10."),
        N_("A building next to a bridge is worth 3 more to Red at the end (M-FAM-1)."),
    ),
    (
        Pass(),
        N_("White passes: only Red is left."),
        N_("Red wins C13 with the 11 (M-AEND-1); every other bid goes back to its owner (M-AEND-4)."),
    ),
)


def rulebook_auction() -> Guide:
    """The rulebook's auction as guided steps on its own game: Blue has built C3 and C7 and opens the auction."""
    app = GameApp(auction_example(), MetropolysBoard)
    steps = [
        Step(_(say), _asks(move, _(say)), targets=(move.neighbourhood,) if isinstance(move, Bid) else (), done=_(done))
        for move, say, done in AUCTION_STEPS
    ]
    return Guide(app, steps, title=_("The rulebook's auction (M-EX-1, M-EX-2)"))


# --- exercises -------------------------------------------------------------------------------------------------------
def cheapest_bid_game() -> Match:
    """Seed 2, Blue starts and opens with 6 on C7; the fashionable token lies on C8, next to it; Grey is to bid."""
    match = new_game(players=4, seed=2, first_player=BLUE)
    match.play(Bid("C7", 6))
    return match


def cheapest_bid(match: Match, *, key: str | None = None) -> Exercise:
    """Exercise: on the board of `match` (from cheapest_bid_game), make Grey's cheapest bid for the token on C8."""
    start = len(match.history)

    def judge() -> str | None:
        moves = match.history[start:]
        if not moves:
            return _("Grey has not bid yet: pick a building on the board, then click a neighbourhood.")
        move = moves[0]
        if isinstance(move, Pass):
            return _("Grey passed, and a pass is final for the auction (M-AUCTION-8). Press Undo and bid.")
        if move.neighbourhood != "C8":
            return _("Grey bid on {n}, but the fashionable token lies on C8. Press Undo and try again.").format(
                n=move.neighbourhood
            )
        if move.value != 7:
            return _(
                "{value} takes the lead, but Grey only has to beat Blue's 6 (M-AUCTION-4), and a lower "
                "building would do. Press Undo and try again."
            ).format(value=move.value)
        return None

    return Exercise(
        _("Blue opened with 6 on C7. On the board above, make Grey's cheapest bid for the fashionable token on C8."),
        judge,
        praise=_("7 is the lowest building above 6, and C8 is empty and next to C7 (M-AUCTION-4, M-AUCTION-5)."),
        key=key,
        hint=_("A bid must be higher than the last one (M-AUCTION-4). Which is the lowest number that beats 6?"),
        solution=_("Pick building 7 above the Pass button, then click C8."),
    )


def where_to_outbid(*, key: str | None = None) -> Choice:
    """Exercise: Blue opened on C7; which neighbourhood may Grey outbid on?"""
    return Choice(
        _("Blue has opened with 4 on C7. Grey has higher buildings. Where may Grey outbid?"),
        [
            Option("C3", False, _("C3 is not next to C7: an outbid goes next to the bid just placed (M-AUCTION-5).")),
            Option("C8", True, _("Right: C8 is empty and shares a side with C7 (M-AUCTION-5, M-AUCTION-6).")),
            Option("W6", False, _("W6 lies across the river from C7, and the river blocks the way (M-AUCTION-7).")),
            Option("C7", False, _("C7 holds Blue's bid, so it is not empty (M-AUCTION-6).")),
        ],
        key=key,
        hint=_("Look at the marked neighbourhoods on the board above: next to C7, empty, and not across water."),
        solution=_("C8: it is empty and next to C7. C3 is not next to it, W6 is across the river, C7 is taken."),
    )


def after_the_auction(*, key: str | None = None) -> Choice:
    """Exercise: what happens to a bid that did not win (M-AEND-4)?"""
    return Choice(
        _("Red has won C13 with the 11. What happens to White's building 10 on C12, with the metro token?"),
        [
            Option(
                _("It goes back to White, and the token stays on C12"),
                True,
                _("Right: only the last bidder constructs; every other bid goes back to its owner (M-AEND-4)."),
            ),
            Option(
                _("White builds it too and takes the metro token"),
                False,
                _("Exactly one building is constructed per auction, the winner's (M-TURN-2, M-AEND-2)."),
            ),
            Option(
                _("It is lost for the rest of the game"),
                False,
                _("Bids that do not win are not lost: they go back to their owners' hands (M-AEND-4)."),
            ),
        ],
        key=key,
        hint=_("How many buildings does one auction construct (M-TURN-2)?"),
        solution=_("It goes back to White's hand, and the metro token waits on C12 for a later auction (M-AEND-4)."),
    )


def metro_card_tie(*, key: str | None = None) -> Choice:
    """Exercise: a tie in metro tokens does not move the Metro card (M-SPEC-2)."""
    return Choice(
        _("Blue has 2 metro tokens and holds the Metro card. Grey gains a second metro token. Who holds the card now?"),
        [
            Option(
                NAMES[BLUE], True, _("Right: the card moves only to a player with more metro tokens; a tie keeps it.")
            ),
            Option(NAMES[GREY], False, _("Grey only draws level, and a tie does not move the Metro card (M-SPEC-2).")),
            Option(_("Nobody"), False, _("The card always has a holder once a metro token is taken (M-SPEC-2).")),
        ],
        key=key,
        hint=_("The Metro card moves only to a player with MORE metro tokens than its holder (M-SPEC-2)."),
        solution=_("Blue keeps it: 2 against 2 is a tie, and a tie does not move the card (M-SPEC-2)."),
    )


def family_score(*, key: str | None = None) -> Choice:
    """Exercise: one Family score sheet (M-SCORE-1 to M-SCORE-6), worked out by hand."""
    return Choice(
        _(
            "At the end of a Family game Red has 1 fashionable token, 2 metro tokens (not the Metro card), "
            "1 archaeological token and the Archaeological site card, and the Bridges card with 2 buildings next to a "
            "bridge. How many points does Red score?"
        ),
        [
            Option("5", False, _("The Bridges card gives 3 for EACH building next to a bridge (M-FAM-1): 6, not 3.")),
            Option("6", False, _("A fashionable token is worth 3 points, not 1 (M-SCORE-1).")),
            Option("8", True, _("Right: 3 + 2 − 1 − 2 + 6 = 8 (M-SCORE-1 to M-SCORE-6).")),
            Option("10", False, _("The Archaeological site card costs its holder 2 (M-SCORE-5): 10 − 2 = 8.")),
        ],
        key=key,
        hint=_(
            "Fashionable +3 each, metro +1 each, archaeology −1 each, the Archaeological site card −2, and the "
            "area card +3 per building that fits it."
        ),
        solution=_("3 (fashionable) + 2 (metro) − 1 (archaeology) − 2 (the card) + 2 × 3 (Bridges) = 8."),
    )


def bridges_pairs(city) -> Exercise:
    """Explore further (Python): make Blue score 8 with the Advanced Bridges card in the Sandbox `city`."""

    def judge() -> str | None:
        groups = city.area_groups(BLUE, "bridges")
        if len(groups) == 2:
            return None
        return ngettext(
            "Blue has {count} pair(s) across a bridge; 8 points need 2.",
            "Blue has {count} pair(s) across a bridge; 8 points need 2.",
            len(groups),
        ).format(count=len(groups))

    return Exercise(
        _("Build, in the Sandbox, a city where Blue scores exactly 8 with the Advanced Bridges card."),
        judge,
        praise=_("Two pairs across bridges, 4 points each (M-OBJ-2)."),
        hint=_("A pair is two of Blue's buildings at the two ends of one bridge; CITY.nodes[n]['bridge'] names it."),
        solution='city.build("C3", BLUE, 1).build("N8", BLUE, 2).build("W4", BLUE, 3).build("C1", BLUE, 4)',
    )
