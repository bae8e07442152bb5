"""The co-operative 18-card city (Sprawlopolis): rules C-* of rules/cardcity.md.

    from gamekit import cardcity
    match = cardcity.new_game(players=2, seed=7)          # variant="easy"/"hard", goals=(2, 7, 14)
    match.play(cardcity.PlayCard(card, x, y, turned=False))
    cardcity.Sandbox().place(1, 0, 0).place(5, 2, 0).score(goals=(2, 7, 14))
"""

from gamekit.cardcity.cards import CARDS, KINDS, POLISH, Block, Card, DeckError, load_deck
from gamekit.cardcity.goals import GOALS, Goal
from gamekit.cardcity.rules import CITY_SIZE, PLAYER_COUNTS, RULES, PlayCard, State, new_game, playout
from gamekit.cardcity.sandbox import Sandbox
from gamekit.cardcity.scoring import VARIANTS, score_city

CONFORMANCE_PLAYOUTS = 40

__all__ = [
    "CARDS", "CITY_SIZE", "CONFORMANCE_PLAYOUTS", "GOALS", "KINDS", "PLAYER_COUNTS", "POLISH", "RULES", "VARIANTS",
    "Block", "Card", "DeckError", "Goal", "PlayCard", "Sandbox", "State", "load_deck", "new_game", "playout",
    "score_city",
]
