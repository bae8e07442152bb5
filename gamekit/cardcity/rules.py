"""The game of the 18-card city: set-up, turns, hands and the draw pile (C-SETUP-*, C-TURN-*, C-SOLO-*,
C-GAP-7/8/9/13), as a pure rules object over frozen states.

Set-up (C-GAP-9): shuffle; 3 goal cards; deal 3 cards to the first player and 1 to each other player;
the rest is the face-up pile (stos); its top card starts the city at (0, 0). A turn: play 1 card from your
hand, pass the rest to the left, draw 1. Solo: play 1 of 3, draw back to 3.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from types import MappingProxyType

from gamekit.cardcity.cards import CARDS
from gamekit.cardcity.city import anchors_after, placement_problem
from gamekit.cardcity.scoring import check_options, score_city
from gamekit.core import IllegalMove, Match, check_choice, rng

CITY_SIZE = 15
PLAYER_COUNTS = (1, 2, 3, 4)


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play `card` from your hand with its top-left block at (x, y), turned by 180° if `turned`."""

    card: int
    x: int
    y: int
    turned: bool = False

    def __str__(self) -> str:
        return f"card {self.card} at ({self.x}, {self.y})" + (" turned" if self.turned else "")


@dataclass(frozen=True, slots=True)
class State:
    seed: int
    players: int
    variant: str
    hard_kind: str | None
    goals: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    pile: tuple[int, ...]  # face up, top first (C-SETUP-6)
    active: int
    placed: tuple[PlayCard, ...]  # every card in the city, in order; the first is the starting card
    cells: MappingProxyType  # (x, y) → the visible Block
    anchors: tuple[tuple[int, int], ...]  # every legal top-left position, kept incrementally


def deal(players: int, seed: int, goals: tuple[int, ...] | None) -> tuple[tuple[int, ...], list[int]]:
    """The goal cards and the rest of the shuffled deck (C-SETUP-1)."""
    deck = sorted(CARDS)
    rng(seed, "shuffle").shuffle(deck)
    if goals is None:
        return tuple(deck[:3]), deck[3:]
    return tuple(goals), [n for n in deck if n not in goals]


def lay(state_cells, anchors, card: int, x: int, y: int, turned: bool):
    """The city's cells and legal anchors after laying a card (no checks)."""
    cells = dict(state_cells)
    cells.update(CARDS[card].cells(x, y, turned))
    known = set(anchors)
    return MappingProxyType(cells), anchors + tuple(a for a in anchors_after(x, y) if a not in known)


class CardCityRules:
    name = "cardcity"
    moves = {"PlayCard": PlayCard}

    def initial_state(self, players, seed, variant="normal", hard_kind=None, goals=None):
        goals, rest = deal(players, seed, goals)
        hands = [tuple(sorted(rest[:3]))]
        for seat in range(1, players):
            hands.append((rest[2 + seat],))
        rest = rest[2 + players:]
        start, pile = rest[0], tuple(rest[1:])
        cells, anchors = lay({}, (), start, 0, 0, False)
        return State(seed, players, variant, hard_kind, goals, tuple(hands), pile, 0,
                     (PlayCard(start, 0, 0),), cells, anchors)

    def current_player(self, state):
        return state.active

    def is_over(self, state):
        return len(state.placed) == CITY_SIZE

    def legal_moves(self, state):
        if self.is_over(state):
            return []
        anchors = sorted(state.anchors)
        return [PlayCard(card, x, y, turned) for card in sorted(state.hands[state.active])
                for x, y in anchors for turned in (False, True)]

    def candidate_moves(self, state):
        """Cards in and out of hand, at legal and illegal places (for the conformance tests)."""
        xs = [x for x, _ in state.cells]
        ys = [y for _, y in state.cells]
        cards = sorted(set(state.hands[state.active]) | {state.placed[0].card, *state.goals[:1]})
        return [PlayCard(card, x, y, turned) for card in cards for x in range(min(xs) - 3, max(xs) + 3)
                for y in range(min(ys) - 3, max(ys) + 3) for turned in (False, True)]

    def why_illegal(self, state, move):
        if not isinstance(move, PlayCard):
            return IllegalMove(f"{move!r} is not a move of this game; play a card with PlayCard.", "C-TURN-1")
        if self.is_over(state):
            return IllegalMove("The city is complete: all 15 cards are placed, so it is time to score.", "C-SCORE-1")
        hand = state.hands[state.active]
        if move.card not in hand:
            listed = ", ".join(map(str, sorted(hand)))
            rule = "C-SOLO-1" if state.players == 1 else "C-TURN-1"
            return IllegalMove(f"Card {move.card!r} is not in your hand; you may play one of your cards ({listed}).", rule)
        if type(move.x) is not int or type(move.y) is not int:
            return IllegalMove("A card must sit on whole grid cells: x and y are whole numbers.", "C-GAP-3")
        if type(move.turned) is not bool:
            return IllegalMove("A card lies flat either way up or turned by 180°: turned is True or False.", "C-PLACE-4")
        return placement_problem(state.cells, move.x, move.y)

    def apply(self, state, move):
        seat, players = state.active, state.players
        hand = list(state.hands[seat])
        hand.remove(move.card)
        cells, anchors = lay(state.cells, state.anchors, move.card, move.x, move.y, move.turned)
        hands, pile = list(state.hands), state.pile
        if players == 1:  # C-SOLO-2: draw back up to 3
            hands[0] = tuple(sorted(hand + list(pile[:1])))
            active = 0
        else:  # C-TURN-2/5: pass what is left to the left; C-TURN-3: draw 1
            left = (seat + 1) % players
            hands[left] = tuple(sorted(hands[left] + tuple(hand)))
            hands[seat] = tuple(pile[:1])
            active = left
            while not hands[active] and any(hands):  # C-GAP-7: a seat with no cards is skipped
                active = (active + 1) % players
        return State(state.seed, players, state.variant, state.hard_kind, state.goals, tuple(hands), pile[1:],
                     active, state.placed + (move,), cells, anchors)

    def random_move(self, state, rnd: random.Random) -> PlayCard:
        """A uniformly random legal move, without listing them all (the fast path for playouts)."""
        x, y = rnd.choice(state.anchors)
        return PlayCard(rnd.choice(state.hands[state.active]), x, y, rnd.random() < 0.5)

    def score(self, state):
        return score_city(state.cells, state.goals, state.variant, state.hard_kind)

    def view(self, state, seat):
        """What `seat` may see: the city, the goals, the pile (face up) and only its own hand (C-GAP-8)."""
        return {
            "city": [[c.card, c.x, c.y, c.turned] for c in state.placed],
            "goals": list(state.goals),
            "pile": list(state.pile),
            "active": state.active,
            "seats": [{"hand": list(h) if s == seat else None, "hand_size": len(h)} for s, h in enumerate(state.hands)],
        }

    def secrets(self, state, seat):
        return {"hand": list(state.hands[seat])}


RULES = CardCityRules()


def new_game(players=1, seed=0, variant="normal", hard_kind=None, goals=None) -> Match:
    """A new game for 1-4 players. goals=(a, b, c) fixes the goal cards; otherwise 3 are dealt at random."""
    check_choice("players", players, PLAYER_COUNTS)
    check_options(variant, hard_kind, goals)
    options = {"variant": variant, "hard_kind": hard_kind, "goals": list(goals) if goals is not None else None}
    return Match(RULES, players, seed, options)


def playout(seed: int, players: int = 1) -> State:
    """A random full game through the fast path (apply + random_move), scored once at the end."""
    state = RULES.initial_state(players, seed)
    rnd = random.Random(seed)
    while len(state.placed) < CITY_SIZE:
        state = RULES.apply(state, RULES.random_move(state, rnd))
    RULES.score(state)
    return state
