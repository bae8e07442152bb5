"""Odbudowa Warszawy 1945-1980 (Rebuilding Warsaw), advanced variant: the map, placing buildings, the metro,
bridges and every scoring rule (rules W-* of rules/warsaw.md), in a sandbox. The full game (rounds,
engineers, action board, decks) comes later and builds on these modules.

    from gamekit import warsaw
    city = warsaw.Sandbox(players=4)                       # stage=2 for Modernizacja
    city.clear_rubble((0, 1)); city.build((0, 1), "residential", owner=0)
    city.metro((0, 1), (1, 0), owner=1)
    city.add_task(warsaw.Task("service", "residential", 3))
    city.score(norms={0: ["residential", "service", "transport", "metro"]}).rows(0)
    warsaw.MAP.zone((0, 0)), warsaw.MAP.bank((2, 0)), warsaw.MAP.river_edges, warsaw.MAP.historic_sites

For a board: `city.match` (play, undo, redo, subscribe, preview), `city.legal_hexes(kind, owner, style)`,
`city.legal_metro_edges(owner)`, `city.metro_move(a, b, owner)`, `city.what_if(kind, owner, style)`.
"""

from gamekit.warsaw.board import Board, Building, EdgePiece
from gamekit.warsaw.bridges import BRIDGE_COSTS, bridge_payments
from gamekit.warsaw.buildings import KINDS, POLISH, STYLES, DataError
from gamekit.warsaw.map import MAP, Edge, Hex, HistoricBuilding, WarsawMap, load_map
from gamekit.warsaw.metro import lines
from gamekit.warsaw.sandbox import (RULES, AddTask, ClearRubble, PlaceBridge, PlaceBuilding, PlaceMetro, Sandbox,
                                    SandboxState, SetStage, WhatIf)
from gamekit.warsaw.scoring import CATEGORIES, NORM_OBJECTS
from gamekit.warsaw.tasks import Task

__all__ = [
    "BRIDGE_COSTS", "CATEGORIES", "KINDS", "MAP", "NORM_OBJECTS", "POLISH", "RULES", "STYLES",
    "AddTask", "Board", "Building", "ClearRubble", "DataError", "Edge", "EdgePiece", "Hex", "HistoricBuilding",
    "PlaceBridge", "PlaceBuilding", "PlaceMetro", "Sandbox", "SandboxState", "SetStage", "Task", "WarsawMap",
    "WhatIf", "bridge_payments", "lines", "load_map",
]
