"""Lesson-only helpers for the card-city lessons (10_card_city and 11_card_city_scoring): the games each board starts
from (every board gets its own), the rulebook's set-up (C-EX-1) and scoring example (C-EX-2) played as guided steps,
a placement's verdict in words, the score sheet in words and the goal cards on small cities. The exercises are in
`widgets.cardcity.lesson_exercises`.

    first_turns_guide()          # the rulebook's two-player set-up, played on for three turns (C-EX-1)
    rulebook_scoring_guide()     # the rulebook's scoring city, laid card by card on a board (C-EX-2)
    try_card(city, 2, 2, 2)      # "✗ refused: ... (C-PLACE-6)", and nothing changes
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable, Sequence

import ipywidgets as ipw

from gamekit.cardcity import GOALS, RULES, CityFacts, PlayCard, Sandbox, new_game
from gamekit.cardcity.sandbox_moves import PlaceCard
from gamekit.core import Match, Score
from gamekit.i18n import N_, _
from widgets.app import GameApp
from widgets.cardcity.board import CardCityBoard, card_label, target_bar
from widgets.cardcity.picture import CityPicture, card_face
from widgets.exercises import outcome
from widgets.guide import Guide, Step

EXAMPLE_GOALS = (2, 7, 14)  # the rulebook's set-up example: target 2 + 7 + 14 = 23 (C-EX-1)
EXAMPLE_SEED = 1  # its deal: Player 1 holds cards 1, 3 and 9, Player 2 card 4, and card 15 starts the city


def name(seat: int) -> str:
    """A seat as the board names it."""
    return _("Player {number}").format(number=seat + 1)


def footprint(x: int, y: int) -> set[tuple[int, int]]:
    """The 4 cells a card covers with its top-left block at (x, y) (C-GAP-3)."""
    return {(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)}


def card_faces() -> ipw.HTML:
    """The fronts of all 18 cards, in number order."""
    return ipw.HTML("".join(card_face(number) for number in range(1, 19)))


def try_card(city: Sandbox, card: int, x: int, y: int, turned: bool = False, upright: bool = False) -> str:
    """Whether `card` may be laid in `city` at (x, y), in words; nothing changes (`upright`: turned by 90°)."""
    return outcome(city.match, city.edit(card, x, y, turned, upright))


# --- the rulebook's set-up (C-EX-1), played on as guided steps --------------------------------------------------
def setup_example(players: int = 2) -> Match:
    """A new game with the rulebook's goal cards 2, 7 and 14 (target 23), dealt from EXAMPLE_SEED."""
    return new_game(players=players, seed=EXAMPLE_SEED, goals=EXAMPLE_GOALS)


def _covers(match: Match, move: PlayCard) -> int:
    """How many blocks of the city `move`'s card would cover."""
    return len(footprint(move.x, move.y) & set(match.state.cells))


def first_turns_guide() -> Guide:
    """Three turns of the rulebook's two-player set-up on a board of its own: a card laid over the city (C-PLACE-2),
    one beside it (C-PLACE-1), one turned by 180° (C-PLACE-4); the hands pass to the left in between (C-TURN-2)."""
    match = setup_example()
    over_start = tuple(sorted((x, y) for x in (-1, 0, 1) for y in (-1, 0, 1)))  # a card there covers the start

    # An illegal try passes the guide, so the game refuses it with its own rule; a legal one must fit the step.
    def cover(move: PlayCard) -> str | None:
        if match.why_illegal(move) or _covers(match, move):
            return None
        return _("that card would only touch the city. Pick a marked cell, where the card lies on a starting block.")

    def beside(move: PlayCard) -> str | None:
        if match.why_illegal(move) or not _covers(match, move):
            return None
        return _("that card would cover a block of the city. Lay it next to the city instead, sharing a side.")

    def turned(move: PlayCard) -> str | None:
        if match.why_illegal(move) or move.turned:
            return None
        return _("press “Turn 180°” first, so that the card lies the other way up.")

    steps = [
        Step(
            _(
                "Player 1 holds 3 cards (C-SETUP-4). Press “Player 1: show my hand”, pick any card and lay it over"
                " the starting card, covering at least one of its blocks (C-PLACE-2)."
            ),
            cover,
            over_start,
            _("Player 1 passed the other 2 cards to the left and drew 1 from the pile (C-TURN-2, C-TURN-3)."),
        ),
        Step(
            _(
                "Player 2 now holds 3 cards: the 1 dealt and the 2 passed by Player 1. Show the hand and lay a card"
                " beside the city, sharing a side with it and covering nothing (C-PLACE-1)."
            ),
            beside,
            None,
            _("Player 2 passed 2 cards to the left, back to Player 1, and drew 1."),
        ),
        Step(
            _(
                "Player 1 holds 3 cards again. Show the hand, press “Turn 180°” and lay a card anywhere marked"
                " (C-PLACE-4)."
            ),
            turned,
            None,
            _("A card may lie either way up, but never upright (C-PLACE-4)."),
        ),
    ]
    title = _("The rulebook's two-player set-up, played on (C-EX-1)")
    return Guide(GameApp(match, CardCityBoard), steps, title=title)


def flow(players: int, seed: int) -> tuple[int, int | None, list[str]]:
    """A random game to the end: (turns, the turn after which the pile was empty, who played each turn)."""
    match, rnd = new_game(players=players, seed=seed), random.Random(seed)
    turns, empty_after, who = 0, None, []
    while not match.is_over:
        who.append(name(match.current_player))
        match.play(RULES.random_move(match.state, rnd))
        turns += 1
        if empty_after is None and not match.state.pile:
            empty_after = turns
    return turns, empty_after, who


# --- the rulebook's scoring city (C-EX-2), laid card by card ----------------------------------------------------
RULEBOOK_CITY = (  # (card, x, y, turned): largest districts 2, 2, 4 and 3, and 7 roads
    (10, 0, 0, False),
    (9, 1, 2, True),
    (17, 1, 0, True),
    (5, 3, 0, False),
    (12, 1, 0, False),
    (4, 1, 1, False),
    (11, 2, -1, False),
    (14, 0, -1, True),
)
RULEBOOK_STEPS = (  # what each card of RULEBOOK_CITY (after the first) shows on the way (translated when shown)
    (
        N_("below the starting card"),
        N_(
            "It shares a side with the city (C-PLACE-1), one block along: cards need not line up, and gaps may form"
            " (C-PLACE-5)."
        ),
    ),
    (N_("on two blocks of the starting card"), N_("It covers two blocks, which are gone for good (C-PLACE-2).")),
    (N_("to the right"), N_("Two roads of card 5 run off the city's edge, and still count (C-CARD-4).")),
    (N_("exactly on top of card 17"), N_("It covers card 17 completely (C-PLACE-3).")),
    (N_("in the middle"), N_("It lies on top, as every new card does (C-PLACE-7).")),
    (N_("above"), N_("Its crossing joins every road that meets it into one road (C-CARD-3, C-GAP-5).")),
    (
        N_("top left"),
        N_("The city is the rulebook's: the sheet shows 2 + 2 + 4 + 3 = 11 and 7 roads, so 4 (C-EX-2)."),
    ),
)


def rulebook_city(cards: int = len(RULEBOOK_CITY)) -> Sandbox:
    """The rulebook's scoring city (C-EX-2) in a Sandbox of its own, with its first `cards` cards laid."""
    city = Sandbox()
    for card, x, y, turned in RULEBOOK_CITY[:cards]:
        city.place(card, x, y, turned)
    return city


class StoryBoard(CardCityBoard):
    """The card-city board over a Sandbox city, for a worked example: the hand is the example's cards not laid yet
    (no pile, no goal cards, no turns), and a click lays the card picked."""

    def __init__(self, match: Match, *, cards: Sequence[int], **options) -> None:
        self.cards = tuple(cards)
        super().__init__(match, **options)
        self.lay_out(
            [
                ipw.HTML("<b>{}</b>".format(_("The example's cards"))),
                self.hand_faces,
                self.hand_picker,
                ipw.HBox([self.turn_button, self.upright_button]),
                self.hover_text,
                self.target_bar,
            ],
            width="300px",
        )

    def _hand(self, state) -> tuple[int, ...]:
        laid = {edit.card for edit in state.placed}
        return () if self.hand_seat is None else tuple(n for n in self.cards if n not in laid)

    def move_for(self, cell):
        if self.selected is None:
            return None
        return PlaceCard(self.selected, cell[0], cell[1], self.turned, self.portrait)

    def _update_side(self, state) -> None:
        hand = self._hand(state)
        picked = self.selected
        self.hand_faces.value = "".join(
            card_face(n, self.turned and n == picked, self.portrait and n == picked) for n in hand
        ) or "<i>{}</i>".format(_("Every card of the example is laid."))
        options = tuple((card_label(n), n) for n in hand)
        if tuple(self.hand_picker.options) != options:
            self.hand_picker.options = options
        self.hand_picker.value = self.selected if hand else None
        self.hand_picker.layout.display = "" if hand else "none"
        self.target_bar.value = target_bar(self.match.rules.score(state).total(0), None)


def _lay(wanted: PlaceCard) -> Callable[[object], str | None]:
    """A step's check: the card asked for, the right way up, on the cell asked for; else what to change."""

    def expect(move: object) -> str | None:
        if move == wanted:
            return None
        if not isinstance(move, PlaceCard) or move.card != wanted.card:
            return _("pick card {card} in the example's cards first.").format(card=wanted.card)
        if move.portrait:
            return _("cards lie only in landscape (C-PLACE-4): press “Turn 90°” again.")
        if move.turned != wanted.turned:
            if wanted.turned:
                return _("press “Turn 180°” to lay card {card} turned.").format(card=wanted.card)
            return _("press “Turn 180°” to lay card {card} as printed.").format(card=wanted.card)
        return _("click the marked cell ({x}, {y}): the card's top-left block goes there.").format(
            x=wanted.x, y=wanted.y
        )

    return expect


def rulebook_scoring_guide() -> Guide:
    """The rulebook's scoring city (C-EX-2) laid card by card on a board of its own, from its starting card."""
    city = rulebook_city(1)
    app = GameApp(city.match, StoryBoard, cards=[card for card, *_ in RULEBOOK_CITY[1:]])
    steps = []
    for (card, x, y, turned), (where, done) in zip(RULEBOOK_CITY[1:], RULEBOOK_STEPS, strict=True):
        if turned:
            ask = _("Lay card {card} turned by 180° at ({x}, {y}), {where}.")
        else:
            ask = _("Lay card {card} at ({x}, {y}), {where}.")
        wanted = PlaceCard(card, x, y, turned)
        text = ask.format(card=card, x=x, y=y, where=_(where))
        steps.append(Step(text, _lay(wanted), ((x, y),), _(done)))
    return Guide(app, steps, title=_("The rulebook's scoring example (C-EX-2), card by card"))


# --- the score sheet in words --------------------------------------------------------------------------------------
def sheet_text(score: Score) -> str:
    """A card-city score sheet as lines of words, ending with the verdict against the target (C-WIN-1)."""
    lines = [f"{category:>22}: {points:+d}" for category, points in score.rows(0).items()]
    total, target = score.total(0), score.target
    if target is None:
        verdict = str(total)
    elif score.won:
        verdict = _("{total} of {target}: the target is reached, the team wins").format(total=total, target=target)
    else:
        verdict = _("{total} of {target}: {short} short, the team loses").format(
            total=total, target=target, short=target - total
        )
    total_row = _("total")
    lines.append(f"{total_row:>22}: {verdict}")
    return "\n".join(lines)


# --- the 18 goal cards, each scoring on a small city (C-GAP-12) ----------------------------------------------------
GOAL_CITIES: dict[int, tuple[tuple[tuple[int, int, int, bool], ...], int]] = {  # number: (cards laid, points)
    1: (((6, 0, 0, False),), 1),  # a closed loop never leaves the city
    2: (
        (
            (12, 0, 0, False),
            (16, 2, -1, True),
            (4, -1, -1, True),
            (16, 0, -1, False),
            (13, 2, 0, True),
            (13, 1, -1, True),
        ),
        1,
    ),  # one row with exactly 3 parks, no park-less line
    3: (((15, 0, 0, True),), 1 - 3),  # 1 park, 1 industrial
    4: (((3, 0, 0, False), (7, 2, 0, False), (1, 0, 2, False), (2, 2, 2, False)), -5),  # one 2x2 park square
    5: (((4, 0, 0, False), (6, -1, -1, False)), 2),
    6: (((16, 0, 0, True), (1, 0, 1, True)), 2 - 1),
    7: (((8, 0, 0, True), (16, -1, 1, True)), 1),
    8: (((16, 0, 0, True),), 1),
    9: (((4, 0, 0, False), (1, 1, -1, False)), 2),
    10: (((5, 0, 0, False), (1, 0, 1, False)), 2),
    11: (((7, 0, 0, True), (18, 2, 1, False)), 2),
    12: (((15, 0, 0, True),), 1),
    13: (((4, 0, 0, False), (17, 1, 2, False)), 3),
    14: (((6, 0, 0, False),), 4),
    15: (((4, 0, 0, False), (1, 1, -1, False)), 2),
    16: (((15, 0, 0, True),), 2),
    17: (((15, 0, 0, True),), 2),
    18: (((15, 0, 0, True),), 2 + 2),
}


def goal_city(number: int) -> Sandbox:
    """The small city on which goal card `number` scores GOAL_CITIES[number]'s points."""
    city = Sandbox()
    for card, x, y, turned in GOAL_CITIES[number][0]:
        city.place(card, x, y, turned)
    return city


def goal_points(number: int, city: Sandbox) -> int:
    """What goal card `number` scores on `city` (C-SCORE-7)."""
    return GOALS[number].score(CityFacts(city.cells))


def goal_gallery() -> ipw.Box:
    """Every goal card: its number, name and text over the small city it scores on, with the points."""
    tiles = []
    for number, goal in GOALS.items():
        city = goal_city(number)
        points = goal_points(number, city)
        here = _("Here: {points}").format(points=f"{points:+d}")
        text = f"<b>#{number} {html.escape(goal.name)}</b>: {html.escape(goal.text)} <b>{here}</b>"
        tiles.append(ipw.VBox([ipw.HTML(text), CityPicture(city, scale=26).widget], layout=ipw.Layout(width="300px")))
    return ipw.Box(tiles, layout=ipw.Layout(display="flex", flex_flow="row wrap"))


# --- explore further: how often does a random city reach the target? ----------------------------------------------
def random_cities(goals: Sequence[int] = EXAMPLE_GOALS, games: int = 2000) -> list[int]:
    """The final totals of `games` solo games of random moves with these goal cards (seeds 0, 1, ...)."""
    totals = []
    for seed in range(games):  # about a second for 2,000 games: no progress bar needed
        state, rnd = RULES.initial_state(1, seed, goals=tuple(goals)), random.Random(seed)
        while not RULES.is_over(state):
            state = RULES.apply(state, RULES.random_move(state, rnd))
        totals.append(RULES.score(state).total(0))
    return totals
