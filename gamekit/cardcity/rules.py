"""The game of the 18-card city as a pure rules object over frozen states: set-up, turns, hands, the draw
pile and the end, for 1 to 4 players: the set-up, turn and solo rules of the digest.

Set-up (C-GAP-9): shuffle (the seed's only random event); the first 3 cards are the goals; deal 3 cards to
seat 0 and 1 to each other seat; the rest is the face-up pile (stos), whose top card starts the city at
(0, 0). A turn: play 1 card from your hand, pass the rest to the seat on your left (seat + 1), draw 1.
Solo: play 1 of 3, draw back up to 3. The game ends when the city holds 15 cards.

What each seat has seen is kept (`seen`): its own hands and every card that came to the top of the face-up
pile. Every other move of a card is done in the open, so a seat knows where each card it has seen is now;
only the others' first cards and the pile under its top card are hidden from it (C-GAP-8), and `resample`
deals those again.

The state keeps the frontier of legal places (`anchors`, in the order they opened) up to date as cards
are laid, so `random_move` and `legal_moves` never rescan the city.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from gamekit.cardcity.cards import CARDS, faces
from gamekit.cardcity.city import Cell, City, laid, placement_problem, position_problem
from gamekit.cardcity.scoring import check_options, score_city
from gamekit.core import IllegalMove, Match, Score, check_choice, rng
from gamekit.core import playout as core_playout
from gamekit.i18n import _
from gamekit.moveshape import show

CITY_SIZE = 15  # C-SETUP-8: 18 cards = 3 goals + 15 in the city
PLAYER_COUNTS = (1, 2, 3, 4)  # C-COMP-3
FACES = {(number, turned): faces(card, turned) for number, card in CARDS.items() for turned in (False, True)}


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play `card` from your hand with its top-left block at (x, y), turned by 180° if `turned`.

    `portrait` is the card turned by 90°, standing upright: the building code never allows it (C-PLACE-4),
    but a learner may try it, and the engine says why not."""

    card: int
    x: int
    y: int
    turned: bool = False
    portrait: bool = False

    def __str__(self) -> str:
        return laying(self.card, self.x, self.y, self.turned, self.portrait)


def laying(card: object, x: object, y: object, turned: object, portrait: object) -> str:
    """A card laid somewhere, in words ("card 5 at (2, 0) turned"): odd values are shown as they are, and it never
    raises (a move's `str`, even for a malformed move)."""
    if turned is True and portrait is True:
        text = _("card {card} at ({x}, {y}) turned upright (turned by 90°)")
    elif portrait is True:
        text = _("card {card} at ({x}, {y}) upright (turned by 90°)")
    elif turned is True:
        text = _("card {card} at ({x}, {y}) turned")
    else:
        text = _("card {card} at ({x}, {y})")
    return text.format(card=show(card), x=show(x), y=show(y))


@dataclass(frozen=True, slots=True)
class State:
    """One moment of a game. `cells` (x, y) → visible Block is derived from `placed`; so are the legal
    places `anchors` (every top-left position a card may take, whatever the card and way up)."""

    seed: int
    players: int
    variant: str
    hard_kind: str | None
    goals: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]  # each sorted
    pile: tuple[int, ...]  # face up, top first (C-SETUP-6)
    active: int
    seen: tuple[int, ...]  # per seat, a bit mask of the cards it has seen: bit n for card n
    placed: tuple[PlayCard, ...]  # every card in the city, in order; the first is the starting card
    cells: City = field(hash=False)  # a read-only view
    anchors: tuple[Cell, ...]
    anchor_set: frozenset[Cell] = field(compare=False, hash=False, repr=False)

    @property
    def target(self) -> int:
        return sum(self.goals)


def deal(seed: int, goals: Sequence[int] | None) -> tuple[tuple[int, ...], list[int]]:
    """The goal cards and the rest of the shuffled deck (C-SETUP-1): fixed goals are taken out first."""
    deck = sorted(CARDS)
    rng(seed, "shuffle").shuffle(deck)
    if goals is None:
        return tuple(deck[:3]), deck[3:]
    return tuple(goals), [n for n in deck if n not in goals]


def lay(state: State | None, move: PlayCard) -> tuple[City, tuple[Cell, ...], frozenset[Cell]]:
    """The city's cells and legal places after laying `move`'s card (no checks)."""
    face = FACES[move.card, move.turned]
    if state is None:
        return laid(MappingProxyType({}), (), frozenset(), move.x, move.y, face)
    return laid(state.cells, state.anchors, state.anchor_set, move.x, move.y, face)


class CardCityRules:
    name = "cardcity"
    moves = {"PlayCard": PlayCard}
    move_rule = "C-TURN-1"  # what a move of the wrong shape breaks: a turn is playing a card

    def initial_state(
        self,
        players: int,
        seed: int,
        variant: str = "normal",
        hard_kind: str | None = None,
        goals: Sequence[int] | None = None,
    ) -> State:
        # C-GAP-9: goals first, then the hands, then the pile, whose top card starts the city; C-EX-1: with 2
        # players that is hands of 3 and 1, one card in the city and a pile of 10; C-GAP-13: solo, 3 and 11
        goals, rest = deal(seed, goals)
        hands = [tuple(sorted(rest[:3]))] + [(rest[2 + seat],) for seat in range(1, players)]  # C-SETUP-4
        rest = rest[2 + players :]
        start = PlayCard(rest[0], 0, 0)  # C-SETUP-7: the pile's top card starts the city
        cells, anchors, anchor_set = lay(None, start)
        top = bits(rest[1:2])  # C-SETUP-6, C-GAP-8: everyone sees the top card of the pile
        seen = tuple(bits(hand) | top for hand in hands)  # C-SETUP-5: each player sees their own hand
        return State(
            seed,
            players,
            variant,
            hard_kind,
            goals,
            tuple(hands),
            tuple(rest[1:]),
            0,
            seen,
            (start,),
            cells,
            anchors,
            anchor_set,
        )

    def current_player(self, state: State) -> int:
        return state.active  # C-TALK-3: the active player makes the final decision, and the move

    def is_over(self, state: State) -> bool:
        return len(state.placed) == CITY_SIZE  # C-SCORE-1

    def legal_moves(self, state: State) -> list[PlayCard]:
        if self.is_over(state):
            return []
        anchors = sorted(state.anchors)
        return [
            PlayCard(card, x, y, turned)
            for card in state.hands[state.active]
            for x, y in anchors
            for turned in (False, True)
        ]

    def candidate_moves(self, state: State) -> list[PlayCard]:
        """Moves of the right shape, legal or not: the hand and two cards out of it, at every position in a
        box three cells wider than the city on each side, both ways up, lying or upright (for the
        conformance tests)."""
        xs = [x for x, _ in state.cells]
        ys = [y for _, y in state.cells]
        cards = sorted(set(state.hands[state.active]) | {state.placed[0].card, state.goals[0]})
        return [
            PlayCard(card, x, y, turned, portrait)
            for card in cards
            for x in range(min(xs) - 3, max(xs) + 3)
            for y in range(min(ys) - 3, max(ys) + 3)
            for turned in (False, True)
            for portrait in (False, True)
        ]

    def why_illegal(self, state: State, move: object) -> IllegalMove | None:
        if not isinstance(move, PlayCard):
            return IllegalMove(
                _("{move} is not a move of this game; play a card with PlayCard.").format(move=repr(move)), "C-TURN-1"
            )
        if self.is_over(state):
            return IllegalMove(_("The city is complete: all 15 cards are placed, so it is time to score."), "C-SCORE-1")
        hand = state.hands[state.active]
        if type(move.card) is not int or move.card not in hand:
            listed = ", ".join(map(str, hand))
            rule = "C-SOLO-1" if state.players == 1 else "C-TURN-1"
            return IllegalMove(
                _("Card {card} is not in your hand; you may play one of your cards ({listed}).").format(
                    card=repr(move.card), listed=listed
                ),
                rule,
            )
        return position_problem(move.x, move.y, move.turned, move.portrait) or placement_problem(
            state.cells, move.x, move.y
        )

    def apply(self, state: State, move: PlayCard) -> State:
        """The state after `move` (the fast path: no check). Showing a card and placing it are one move, so a
        card shown is always placed (C-TURN-6)."""
        seat, players = state.active, state.players
        hand = list(state.hands[seat])
        hand.remove(move.card)
        hands, pile, seen = list(state.hands), state.pile, state.seen
        if players == 1:  # C-SOLO-2, C-SOLO-3: draw back up to 3 while the pile lasts
            hands[0] = tuple(sorted(hand + list(pile[:1])))
            active = 0
        else:  # C-TURN-2, C-TURN-5: pass what is left to the left; C-TURN-3, C-TURN-4: draw 1 while the pile lasts
            left = (seat + 1) % players
            hands[left] = tuple(sorted(hands[left] + tuple(hand)))
            seen = seen[:left] + (seen[left] | bits(hand),) + seen[left + 1 :]
            hands[seat] = pile[:1]
            active = left
            # C-GAP-7: a seat holding no card is skipped (C-EX-4, C-EX-5: with 2-4 players it never happens)
            while not hands[active] and any(hands):
                active = (active + 1) % players
        if len(pile) > 1:  # C-SETUP-6: the next card of the pile comes to the top, where everyone sees it
            seen = tuple(mask | 1 << pile[1] for mask in seen)
        cells, anchors, anchor_set = lay(state, move)
        return State(
            state.seed,
            players,
            state.variant,
            state.hard_kind,
            state.goals,
            tuple(hands),
            pile[1:],
            active,
            seen,
            state.placed + (move,),
            cells,
            anchors,
            anchor_set,
        )

    def random_move(self, state: State, rnd: random.Random) -> PlayCard:
        """A legal move chosen uniformly at random, without listing them all: a card of the active hand, a
        legal place from the frontier and a way up, each uniform (every place suits every card)."""
        x, y = rnd.choice(state.anchors)
        return PlayCard(rnd.choice(state.hands[state.active]), x, y, rnd.random() < 0.5)

    def score(self, state: State, seat: int | None = None, reveal: bool | None = None) -> Score:
        """The shared sheet. Every row comes from the city and the goal cards, both face up (C-SETUP-1,
        C-GAP-8), never from a hand or the pile, so every seat sees the same sheet at any time."""
        return score_city(state.cells, state.goals, state.variant, state.hard_kind)

    def resample(self, state: State, seat: int, rnd: random.Random) -> State:
        """The same state with the cards `seat` has not seen dealt again at random over the places they
        hold: the other hands and the pile under its face-up top card (C-SETUP-4, C-SETUP-6, C-TALK-1,
        C-GAP-8). The city, the goals, the top of the pile, every count, `seat`'s hand and every card it saw
        pass (it knows where each one went) stay. It is the game the same moves give from a deal in which
        those cards were shuffled so: what the other seats have seen is renamed with them. The cards are dealt
        from their sorted list, so the result depends only on what `seat` knows and on `rnd` (a bot's samples are
        the same whatever the hidden cards really are)."""
        known = state.seen[seat]
        hidden = [n for s, hand in enumerate(state.hands) if s != seat for n in hand if not known >> n & 1]
        hidden += [n for n in state.pile if not known >> n & 1]
        rename = dict(zip(hidden, rnd.sample(sorted(hidden), len(hidden))))
        hands = tuple(tuple(sorted(rename.get(n, n) for n in hand)) for hand in state.hands)
        pile = tuple(rename.get(n, n) for n in state.pile)
        seen = tuple(bits(rename.get(n, n) for n in CARDS if mask >> n & 1) for mask in state.seen)
        return replace(state, hands=hands, pile=pile, seen=seen)

    def view(self, state: State, seat: int) -> dict:
        """What `seat` may see (C-GAP-8): the city, the goals, the top card of the face-up pile and the pile's
        size, every hand's size, and only its own hand (C-TALK-1)."""
        return {
            "city": [[c.card, c.x, c.y, c.turned] for c in state.placed],
            "goals": list(state.goals),
            "target": state.target,
            "variant": state.variant,
            "hard_kind": state.hard_kind,
            "pile_top": state.pile[0] if state.pile else None,
            "pile_size": len(state.pile),
            "active": state.active,
            # C-SETUP-5, C-TALK-1, C-GAP-8: each hand is held facing its player, who alone sees it
            "seats": [{"hand": list(h) if s == seat else None, "hand_size": len(h)} for s, h in enumerate(state.hands)],
        }

    def secrets(self, state: State, seat: int) -> dict:
        return {"hand": list(state.hands[seat])}


RULES = CardCityRules()


def bits(cards: Iterable[int]) -> int:
    """The bit mask of some card numbers."""
    return sum(1 << n for n in cards)


def legal_places(state: State, card: int) -> frozenset[tuple[int, int, bool]]:
    """Every (x, y, turned) where `card` may be played now; empty if it is not in the active hand or the
    game is over. Placement does not depend on the card, so this is the frontier, both ways up."""
    if RULES.is_over(state) or card not in state.hands[state.active]:
        return frozenset()
    return frozenset((x, y, turned) for x, y in state.anchors for turned in (False, True))


def new_game(
    *,
    players: int = 1,
    seed: int = 0,
    variant: str = "normal",
    hard_kind: str | None = None,
    goals: Sequence[int] | None = None,
) -> Match:
    """A new game for 1-4 players. goals=(a, b, c) fixes the goal cards; otherwise 3 come from the shuffle."""
    return Match(RULES, players, seed, _options(players, variant, hard_kind, goals))


def playout(
    *,
    players: int = 1,
    seed: int = 0,
    variant: str = "normal",
    hard_kind: str | None = None,
    goals: Sequence[int] | None = None,
) -> State:
    """A random full game of `new_game(...)`'s set-up through the fast path (`gamekit.core.playout`); returns
    the final state. For benchmarks, bots and the lab."""
    return core_playout(RULES, players, seed, _options(players, variant, hard_kind, goals))


def _options(players: int, variant: str, hard_kind: str | None, goals: Sequence[int] | None) -> dict:
    check_choice("players", players, PLAYER_COUNTS)
    check_options(variant, hard_kind, goals)
    return {"variant": variant, "hard_kind": hard_kind, "goals": list(goals) if goals is not None else None}
