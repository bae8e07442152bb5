"""The Warsaw full-game lessons' exercises answered by choosing (31_warsaw_full_game and 33_warsaw_stages_and_end):
a foundation that waits, the first player, when a function works, what the end of stage I takes away, and a tie.
Every option says why, with its rule (W-BUILD-6, W-GAP-13, W-FUNC-1, W-STAGE-3, W-TIE-1). `widgets.warsaw.lesson_game`
offers them with the lessons' other helpers.
"""

from __future__ import annotations

from gamekit.i18n import _, ngettext
from widgets.exercises import Choice, Option


def foundation_waits(*, key: str | None = None) -> Choice:
    """Exercise: what happens to a foundation its owner cannot pay for (W-BUILD-1, W-BUILD-6, W-GAP-28)."""
    return Choice(
        _(
            "In realisation Player 1 holds 1 Fund and nothing else, with a foundation of Hotel MDM on (0, 1). "
            "What happens to it?"
        ),
        [
            Option(
                _("It is built, and paid for next round"),
                False,
                _(
                    "Each object is paid when it is built (W-REAL-2): 1 Fund + 1 Concrete or 1 Fund + 2 Rubble "
                    "(W-BUILD-1)."
                ),
            ),
            Option(
                _("The engineer stays on (0, 1), and the card waits for a later realisation"),
                True,
                _("Right: an unbuilt project keeps its engineer on the map until it is built (W-BUILD-6, W-GAP-28)."),
            ),
            Option(
                _("The card goes back to the hand and the engineer home"),
                False,
                _("A foundation is never abandoned: it waits, engineer and all (W-BUILD-6, W-GAP-28)."),
            ),
        ],
        key=key,
        hint=_("What does a building cost (W-BUILD-1), and what does the rulebook say of a project not built?"),
        solution=_("The engineer stays on (0, 1) and the card under construction waits (W-BUILD-6)."),
    )


def first_player(*, key: str | None = None) -> Choice:
    """Exercise: who starts round 2 when Player 1 took field L6 in round 1 (W-GAP-13)."""
    return Choice(
        _("Player 2 started round 1, and Player 1 took field L6 during it. Who starts round 2?"),
        [
            Option(_("Player 2 again"), False, _("The first-player marker moves when someone takes L6 (W-GAP-13).")),
            Option(
                _("Player 3, the next one clockwise"),
                False,
                _("The marker passes clockwise only in a round where nobody took L6 (W-GAP-13)."),
            ),
            Option(_("Player 1"), True, _("Right: L6 gives the first-player marker from the next round (W-GAP-13).")),
        ],
        key=key,
        hint=_("Rest the pointer on field L6 on a board: what does it give?"),
        solution=_("Player 1, who took L6: the marker counts from the next round (W-GAP-13)."),
    )


def function_when(*, key: str | None = None) -> Choice:
    """Exercise: when a card's function may be used (W-FUNC-1, W-FUNC-3, W-FUNC-5)."""
    return Choice(
        _("Player 1 has laid the foundation of a card whose function is “+2 Funds, once”. When may Player 1 use it?"),
        [
            Option(_("At once, while it is under construction"), False, _("Not before it is built (W-FUNC-1).")),
            Option(
                _("Once it is built, on Player 1's own turn, once in the game"),
                True,
                _(
                    "Right: a built card's function works on its owner's turn (W-FUNC-1, W-FUNC-3); a once-function "
                    "is then turned 90° (W-FUNC-5)."
                ),
            ),
            Option(
                _("Once it is built, every round"),
                False,
                _("Only a permanent function works every round; this one is once a game (W-FUNC-2, W-FUNC-5)."),
            ),
        ],
        key=key,
        hint=_(
            "Two rules: when a function starts to work (W-FUNC-1), and how often a “once” function works (W-FUNC-2)."
        ),
        solution=_("Once the building stands, on Player 1's own turn, once (W-FUNC-1, W-FUNC-3, W-FUNC-5)."),
    )


def stage_change(*, key: str | None = None) -> Choice:
    """Exercise: what the end of stage I takes away (W-STAGE-3, W-STAGE-4, W-STAGE-6)."""
    return Choice(
        _(
            "Round 4 ends. Player 1 holds 2 cards in hand, has a foundation on the map and a built card in front. "
            "What does Player 1 lose?"
        ),
        [
            Option(
                _("The 2 cards in hand"),
                True,
                _(
                    "Right: every card in hand is discarded (W-STAGE-3); foundations stay (W-STAGE-4) and built cards "
                    "keep their functions (W-STAGE-6)."
                ),
            ),
            Option(
                _("The foundation"),
                False,
                _("Projects under construction stay and may be built in stage II (W-STAGE-4)."),
            ),
            Option(
                _("The built card's function"),
                False,
                _("Built cards stay, and their functions still work (W-STAGE-6)."),
            ),
            Option(
                _("Nothing"),
                False,
                _("The hand is discarded when stage I ends, historic cards too (W-STAGE-3, W-GAP-27)."),
            ),
        ],
        key=key,
        hint=_("Three kinds of card: in hand, under construction, built. Only one kind is stage I's alone."),
        solution=_(
            "The 2 cards in hand (W-STAGE-3). The foundation stays (W-STAGE-4), the built card too (W-STAGE-6)."
        ),
    )


def tie_winner(points: int, buildings: dict[str, int], *, key: str | None = None) -> Choice:
    """Exercise: who wins when two players tie on `points` (W-SCORE-1, W-TIE-1); `buildings`: each one's count."""
    (a, on_a), (b, on_b) = buildings.items()
    more, fewer = (a, b) if on_a > on_b else (b, a)
    right = _("Right: on a tie, more buildings on the map wins (W-TIE-1).")
    wrong = _("On a tie, more buildings on the map wins (W-TIE-1).")
    return Choice(
        ngettext(
            "{a} and {b} both end with {points} point. {a} has {on_a} buildings on the map, {b} has {on_b}. Who wins?",
            "{a} and {b} both end with {points} points. {a} has {on_a} buildings on the map, {b} has {on_b}. Who wins?",
            points,
        ).format(a=a, b=b, points=points, on_a=on_a, on_b=on_b),
        [
            Option(a, more == a, right if more == a else wrong),
            Option(b, more == b, right if more == b else wrong),
            Option(_("Both: they share the victory"), False, _("Only with as many buildings too (W-TIE-1).")),
        ],
        key=key,
        hint=_(
            "The rulebook breaks a tie on points by buildings (W-TIE-1); bridges and metro do not count (W-GAP-31)."
        ),
        solution=_("{winner}: {more} buildings against {fewer} (W-TIE-1).").format(
            winner=more, more=buildings[more], fewer=buildings[fewer]
        ),
    )
