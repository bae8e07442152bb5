"""Metropolys, the Family and Advanced games: rules M-* of rules/metropolys.md.

    from gamekit import metropolys
    match = metropolys.new_game(players=4, seed=7)       # variant="family"/"advanced", layout="welcome"/"random"
    match.play(metropolys.Bid("C7", 3))                  # open an auction; then outbid next to it, or Pass()
    metropolys.auction_targets(match.state)              # where the current player may bid now
    metropolys.bid_values(match.state)                   # with which numbers
    metropolys.Sandbox(players=4).build("C1", 0, 12).give("metro", 0).score(goals=["lakes"] * 4)

For a board: `CITY` is the map (one networkx graph, see city.py); `match.state.auction` holds the bids in
order, the high bid and who passed; `match.state.last` says who won the last auction and how it ended;
`match.view(seat)` gives all of it as plain data, with only that seat's secret cards. `examples` holds the
rulebook's worked auctions as ready games. Moves never name a seat: `match.current_player` makes them.
"""

from gamekit.metropolys.auction import ENDINGS, Auction, Bid, Offer, Pass, Result
from gamekit.metropolys.city import CITY, DISTRICTS, KINDS, CityError, load_city
from gamekit.metropolys.goals import ADVANCED_AREA, FAMILY_AREA, VARIANTS, goal_text
from gamekit.metropolys.rules import (
    PLAYER_COUNTS,
    RULES,
    State,
    auction_targets,
    bid_values,
    hand,
    new_game,
    playout,
)
from gamekit.metropolys.sandbox import Sandbox
from gamekit.metropolys.scoring import Building, area_groups, height, score_city
from gamekit.metropolys.tokens import (
    ARCHAEOLOGY,
    ARCHAEOLOGY_CARD,
    FASHIONABLE,
    LAYOUTS,
    METRO,
    METRO_CARD,
    TOKEN_KINDS,
)
from gamekit.metropolys.words import COLOURS

CONFORMANCE_PLAYOUTS = 40

__all__ = [
    "ADVANCED_AREA",
    "ARCHAEOLOGY",
    "ARCHAEOLOGY_CARD",
    "CITY",
    "COLOURS",
    "CONFORMANCE_PLAYOUTS",
    "DISTRICTS",
    "ENDINGS",
    "FAMILY_AREA",
    "FASHIONABLE",
    "KINDS",
    "LAYOUTS",
    "METRO",
    "METRO_CARD",
    "PLAYER_COUNTS",
    "RULES",
    "TOKEN_KINDS",
    "VARIANTS",
    "Auction",
    "Bid",
    "Building",
    "CityError",
    "Offer",
    "Pass",
    "Result",
    "Sandbox",
    "State",
    "area_groups",
    "auction_targets",
    "bid_values",
    "goal_text",
    "hand",
    "height",
    "load_city",
    "new_game",
    "playout",
    "score_city",
]
