"""The card-city lessons' exercises (10_card_city and 11_card_city_scoring), answered on a board or by choosing, each
with a hint before its solution and feedback that explains a wrong answer in terms of the rule.

An exercise answered on a board is made from the game it judges (`cover_one_block(match)`), so a lesson's hidden test
builds its own game and exercise and never touches the board the learner plays. The lesson passes each exercise's
progress key (`key="10-cover-one-block"`), so the notebook names every key of the catalogue.
"""

from __future__ import annotations

from gamekit.cardcity import districts, new_game
from gamekit.core import Match
from gamekit.i18n import _
from widgets.cardcity.lesson import footprint
from widgets.exercises import Choice, Exercise, Option

BOARD_SEED, BOARD_GOALS = 11, (3, 7, 13)  # the exercises' solo game: card 4 starts the city, the hand is 1, 6, 12


def exercise_game() -> Match:
    """A new solo game for an exercise board (each board gets its own)."""
    return new_game(players=1, seed=BOARD_SEED, goals=BOARD_GOALS)


# --- lesson 10 -------------------------------------------------------------------------------------------------------
def cover_one_block(match: Match, *, key: str | None = None) -> Exercise:
    """Exercise: lay the first card on the board of `match` so that it covers exactly one block of the city."""
    start, city = len(match.history), set(match.state.cells)

    def judge() -> str | None:
        moves = match.history[start:]
        if not moves:
            return _("no card is laid yet: pick a card, then click a marked cell.")
        covered = len(footprint(moves[0].x, moves[0].y) & city)
        if covered == 1:
            return None
        if covered == 0:
            return _(
                "your card covers no block: it lies beside the city (C-PLACE-1). Press Undo and lay it so that one"
                " of its blocks lies on the starting card (C-PLACE-2)."
            )
        if covered == 4:
            return _("your card covers the whole starting card (C-PLACE-3). Press Undo: one block is enough.")
        return _(
            "your card covers 2 blocks: it overlaps a whole row or column of the starting card. Press Undo and shift"
            " it one cell diagonally."
        )

    return Exercise(
        _("On the board above, lay your first card so that it covers exactly ONE block of the starting card."),
        judge,
        praise=_("One corner block of the starting card is covered and gone; the other three still count (C-PLACE-2)."),
        key=key,
        hint=_(
            "A card covers 4 cells: (x, y), (x + 1, y), (x, y + 1) and (x + 1, y + 1) (C-GAP-3). Which top-left "
            "cells make it overlap the starting card at one corner only?"
        ),
        solution=_(
            "The starting card lies at (0, 0). Click (1, 1), (-1, -1), (1, -1) or (-1, 1): the new card then "
            "lies on one corner block of the starting card."
        ),
    )


def corner_choice(*, key: str | None = None) -> Choice:
    """Exercise: which place breaks the building code (C-PLACE-6)?"""
    return Choice(
        _(
            "The starting card lies with its top-left block at (0, 0), so it covers (0, 0), (1, 0), (0, 1) and (1, 1). "
            "Where may card 2 NOT go (its top-left block at…)?"
        ),
        [
            Option(
                "(2, 0)", False, _("(2, 0) is allowed: the card lies right of the city and shares a side (C-PLACE-1).")
            ),
            Option("(1, 1)", False, _("(1, 1) is allowed: the card covers one block of the city (C-PLACE-2).")),
            Option("(2, 2)", True, _("Right: at (2, 2) the card would touch the city only at a corner (C-PLACE-6).")),
            Option(
                "(0, -2)", False, _("(0, -2) is allowed: the card lies above the city and shares a side (C-PLACE-1).")
            ),
        ],
        key=key,
        hint=_("Draw the 4 cells of each place. Which one meets the city at a single point and nowhere else?"),
        solution=_(
            "(2, 2): its cell (2, 2) meets the city's cell (1, 1) only at a corner, which the building code "
            "forbids (C-PLACE-6). The other three share a side or cover a block."
        ),
    )


def hands_choice(*, key: str | None = None) -> Choice:
    """Exercise: the hands after the first turn of a three-player game (C-TURN-2, C-TURN-3)."""
    return Choice(
        _(
            "Three players. Player 1 has just laid 1 of their 3 cards, and the pile still has cards. How many cards do "
            "Player 1 and Player 2 hold now?"
        ),
        [
            Option(
                _("Player 1: 1, Player 2: 3"),
                True,
                _("Right: Player 1 passed 2 to the left (C-TURN-2) and drew 1 (C-TURN-3); Player 2 holds 1 + 2."),
            ),
            Option(
                _("Player 1: 2, Player 2: 1"),
                False,
                _("Player 1 does not keep the 2 cards left: they go to the player on the left (C-TURN-2)."),
            ),
            Option(
                _("Player 1: 0, Player 2: 3"),
                False,
                _("At the end of the turn Player 1 draws 1 card from the pile, while it lasts (C-TURN-3)."),
            ),
            Option(
                _("Player 1: 3, Player 2: 1"),
                False,
                _(
                    "Drawing back up to 3 is the solo rule (C-SOLO-2); with more players you pass 2 and draw 1 "
                    "(C-TURN-2, C-TURN-3)."
                ),
            ),
        ],
        key=key,
        hint=_("A turn is: play 1, pass the other 2 to the left, draw 1 (C-TURN-1, C-TURN-2, C-TURN-3)."),
        solution=_("Player 1 holds 1 (the card drawn) and Player 2 holds 3 (the 1 dealt and the 2 passed)."),
    )


# --- lesson 11 -------------------------------------------------------------------------------------------------------
def park_district(match: Match, *, key: str | None = None) -> Exercise:
    """Exercise: on the board of `match`, make a park district of 2 blocks (C-SCORE-3)."""
    start = len(match.history)

    def judge() -> str | None:
        if len(match.history) == start:
            return _("no card is laid yet: pick a card, then click a marked cell.")
        if len(districts(match.state.cells, "park")[0]) >= 2:
            return None
        return _(
            "the largest park district still has 1 block. Blocks join only by a side, never at a corner "
            "(C-SCORE-3): press Undo and lay a park block beside the park already in the city."
        )

    return Exercise(
        _("On the board above, lay one card so that two park blocks (P) join into a district of 2 blocks."),
        judge,
        praise=_("Two park blocks sharing a side make one district of 2 (C-SCORE-3): the park row of the sheet is 2."),
        key=key,
        hint=_(
            "Find the park block (P) of the starting card, and a card in your hand whose park block can lie beside "
            "it; “Turn 180°” moves the park block to the other corner."
        ),
        solution=_(
            "The starting card 4 has its park at (1, 0). Lay card 6 at (2, 0): its park block lands at (2, 0), "
            "beside it. (Other placements work too; the check looks only at the park district.)"
        ),
    )


def roads_choice(*, key: str | None = None) -> Choice:
    """Exercise: count the roads of cards 5 and 12 (C-CARD-3, C-GAP-5, C-SCORE-6)."""
    return Choice(
        _(
            "The city above is card 5 (two roads of its own) and card 12 turned by 180° (one road). How many roads"
            " does the city have, and so how many points do they cost?"
        ),
        [
            Option(
                _("3 roads: −3"),
                False,
                _("Roads are not counted card by card: a road runs on across cards (C-CARD-3)."),
            ),
            Option(_("2 roads: −2"), False, _("Card 12's road meets BOTH roads of card 5, so all three pieces join.")),
            Option(_("1 road: −1"), True, _("Right: card 12's bend joins card 5's two roads into one road (C-GAP-5).")),
            Option(
                _("0 roads: 0"), False, _("A road that runs off the city's edge is still a road (C-CARD-4, C-SCORE-6).")
            ),
        ],
        key=key,
        hint=_(
            "Follow each road with your finger. Pieces of road that meet across the edge of two cards are one road."
        ),
        solution=_(
            "1 road, so −1: card 12's road turns and meets both of card 5's roads, making one unbroken street "
            "(C-CARD-3, C-GAP-5, C-SCORE-6)."
        ),
    )


def better_goal_choice(*, key: str | None = None) -> Choice:
    """Exercise: goal cards #1 and #14 on the rulebook's city (C-SCORE-7)."""
    return Choice(
        _(
            "On the rulebook's city (the guided board above), which goal card would score more: #1 The Outskirts "
            "(+1 per road that stays inside the city, −1 per road that runs off its edge) or #14 Looping Lanes (+1 per "
            "road block in a closed loop)?"
        ),
        [
            Option(
                _("#1 The Outskirts"), False, _("6 of the 7 roads run off the edge: 1 − 6 = −5 for #1 (C-SCORE-7).")
            ),
            Option(
                _("#14 Looping Lanes"),
                True,
                _("Right: no road closes a loop, so #14 scores 0, and #1 scores 1 − 6 = −5."),
            ),
            Option(
                _("They score the same"), False, _("#14 scores 0 (no loop) but #1 scores −5 (6 roads leave the city).")
            ),
        ],
        key=key,
        hint=_(
            "Count the roads that run off the city's edge, and look for a road that comes back to where it started."
        ),
        solution=_(
            "#14: the city has no loop, so 0 points, while #1 gives +1 for the one road inside the city and −1 "
            "for each of the 6 that run off its edge: −5."
        ),
    )
