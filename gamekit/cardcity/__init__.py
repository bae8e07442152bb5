"""The co-operative 18-card city (Sprawlopolis): the rules of rules/cardcity.md.

    from gamekit import cardcity
    match = cardcity.new_game(players=2, seed=7)        # variant="easy"/"hard", hard_kind=..., goals=(2, 7, 14)
    match.play(cardcity.PlayCard(card, x, y, turned=False))
    cardcity.legal_places(match.state, card)            # {(x, y, turned), ...}
    cardcity.Sandbox().place(1, 0, 0).place(5, 2, 0).score(goals=(2, 7, 14))

For a board: `state.cells` maps (x, y) to the visible Block; `road_cells(cells)` and `all_districts(cells)`
list the cells of each road and district; `goal_texts()` gives each goal card's text.
"""

from gamekit.cardcity.cards import CARDS, POLISH, Block, Card, DeckError, load_deck
from gamekit.cardcity.city import KINDS, all_districts, city_text, districts, road_cells
from gamekit.cardcity.goals import GOALS, CityFacts, Goal, goal_texts
from gamekit.cardcity.rules import CITY_SIZE, PLAYER_COUNTS, RULES, PlayCard, State, legal_places, new_game, playout
from gamekit.cardcity.sandbox import Sandbox
from gamekit.cardcity.scoring import VARIANTS, score_city

CONFORMANCE_PLAYOUTS = 40

__all__ = [
    "CARDS",
    "CITY_SIZE",
    "CONFORMANCE_PLAYOUTS",
    "GOALS",
    "KINDS",
    "PLAYER_COUNTS",
    "POLISH",
    "RULES",
    "VARIANTS",
    "Block",
    "Card",
    "CityFacts",
    "DeckError",
    "Goal",
    "PlayCard",
    "Sandbox",
    "State",
    "all_districts",
    "city_text",
    "districts",
    "goal_texts",
    "legal_places",
    "load_deck",
    "new_game",
    "playout",
    "road_cells",
    "score_city",
]
