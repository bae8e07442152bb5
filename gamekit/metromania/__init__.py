"""Metromania: 2-4 players dig two subway lines each along the edges of a triangular city, stations appear
where lines meet, and 7 test trips score the fastest routes. Rules MM-* of rules/metromania.md.

    from gamekit import metromania
    match = metromania.new_game(players=2, seed=7)      # variant=..., guilt_mode=..., two_player_trip_rule=...
    match.play(metromania.StartLine(0, (4, 1)))          # a white arrow (see match.legal_moves())
    match.play(metromania.Tunnels(((0, ((4, 1), (3, 1))),)))   # then up to 3 tunnels a move, 1 or more at a time
    metromania.legal_edges(match.state, 0)               # where the solid line may grow now
    metromania.Sandbox(players=2).line(0, [...]).station(...).fastest("ent-2", "park")

For a board: `match.state.city` is the laid-out city (city.py: vertices with pos, triangles with their
kinds, spots, park, lake, arrows); `match.state.lines` and `.stations` what is built; `match.view(seat)`
all of it as plain data; `trips(state)` the test trips with every fastest route, once the game is over.
"""

from gamekit.metromania.city import City, city_for, lay_out
from gamekit.metromania.citydata import ARROW_COLOURS, LEISURE, LETTERS, SPOT_KINDS, CityError, city_data, load_data
from gamekit.metromania.lines import LINE_NAMES, TUNNELS, Line
from gamekit.metromania.markers import Marker
from gamekit.metromania.moves import StartLine, Station, Tunnels
from gamekit.metromania.routes import CHANGE, RIDE, fastest, network
from gamekit.metromania.rules import RULES, legal_edges, new_game, playout
from gamekit.metromania.sandbox import Sandbox
from gamekit.metromania.scoring import CATEGORIES, Trip, final_score, kept, trips
from gamekit.metromania.state import COLOURS, GUILT_MODES, PLAYER_COUNTS, VARIANTS, State
from gamekit.metromania.stations import HOW, STATIONS, Stop

CONFORMANCE_PLAYOUTS = 30

__all__ = [
    "ARROW_COLOURS",
    "CATEGORIES",
    "CHANGE",
    "COLOURS",
    "CONFORMANCE_PLAYOUTS",
    "GUILT_MODES",
    "HOW",
    "LEISURE",
    "LETTERS",
    "LINE_NAMES",
    "PLAYER_COUNTS",
    "RIDE",
    "RULES",
    "SPOT_KINDS",
    "STATIONS",
    "TUNNELS",
    "VARIANTS",
    "City",
    "CityError",
    "Line",
    "Marker",
    "Sandbox",
    "StartLine",
    "State",
    "Station",
    "Stop",
    "Trip",
    "Tunnels",
    "city_data",
    "city_for",
    "fastest",
    "final_score",
    "kept",
    "lay_out",
    "legal_edges",
    "load_data",
    "network",
    "new_game",
    "playout",
    "trips",
]
