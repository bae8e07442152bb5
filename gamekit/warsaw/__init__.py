"""Odbudowa Warszawy 1945-1980 (Rebuilding Warsaw), advanced variant (rules W-* of rules/warsaw.md): the full
game for 3-5 players, and a sandbox of the map, placing buildings, the metro, bridges and every scoring rule.

    from gamekit import warsaw
    match = warsaw.new_game(players=4, seed=7)             # rounds, engineers, action board, decks, norms
    match.play(warsaw.KeepNorm(n))                         # set-up: each player keeps one of 2 norms, in secret
    match.play(warsaw.Delegate("U1")); match.play(warsaw.Foundation(card, (0, 1))); match.play(warsaw.Pass())
    match.play(warsaw.Build((0, 1), "concrete")); match.play(warsaw.Metro(a, b)); match.play(warsaw.EndRealisation())
    match.play(warsaw.Discard(card))                       # after a draw above 3 cards in hand (W-GAP-11)
    warsaw.playout(seed=1, players=3)                       # a random full game on the fast path
    warsaw.CARDS, warsaw.ACTION_BOARDS, warsaw.TASK_DECKS, warsaw.NORMS   # the data (our reconstruction)

    city = warsaw.Sandbox(players=4)                       # stage=2 for Modernizacja
    city.clear_rubble((0, 1)); city.build((0, 1), "residential", owner=0)
    city.metro((0, 1), (1, 0), owner=1)
    city.add_task(warsaw.Task("service", "residential", 3))
    city.score(norms={0: ["residential", "service", "transport", "metro"]}).rows(0)
    warsaw.MAP.zone((0, 0)), warsaw.MAP.bank((2, 0)), warsaw.MAP.river_edges, warsaw.MAP.historic_sites

For a board: `city.match` (play, undo, redo, subscribe, preview), `city.legal_hexes(kind, owner, style)`,
`city.legal_metro_edges(owner)`, `city.metro_move(a, b, owner)`, `city.what_if(kind, owner, style)`.

Secrets (W-NORM-6, W-GAP-35): `match.view(seat)` and `warsaw.RULES.score(state, seat)` show a seat only what it may
know (its own hand, discards and norm; the others' norms count only once the game is over), and
`warsaw.RULES.resample(state, seat, rng)` draws everything else again. What undo reveals: every deck is shuffled
once, at set-up, from the seed, so a draw undone and made again gives the same card, and whoever saw it knows who
draws it next. The boards show a hand only to its owner, after they ask, and hide it at undo and redo.
"""

from gamekit.warsaw.board import Board, Building, EdgePiece
from gamekit.warsaw.bridges import BRIDGE_COSTS, bridge_payments
from gamekit.warsaw.buildings import KINDS, POLISH, STYLES, DataError
from gamekit.warsaw.cards import CARDS, FUNCTIONS, Function, ProjectCard
from gamekit.warsaw.decks import ACTION_BOARDS, NORMS, TASK_DECKS, Field
from gamekit.warsaw.game import RULES, VARIANTS, new_game, playout
from gamekit.warsaw.game_moves import (
    Bridge,
    Build,
    Decline,
    Delegate,
    Discard,
    EndRealisation,
    Foundation,
    KeepNorm,
    Metro,
    Pass,
    UseFunction,
)
from gamekit.warsaw.map import MAP, PLAYER_COUNTS, Edge, Hex, HistoricBuilding, WarsawMap, load_map
from gamekit.warsaw.metro import lines
from gamekit.warsaw.sandbox import RULES as SANDBOX_RULES
from gamekit.warsaw.sandbox import (
    AddTask,
    ClearRubble,
    PlaceBridge,
    PlaceBuilding,
    PlaceMetro,
    Sandbox,
    SandboxState,
    SetStage,
    WhatIf,
)
from gamekit.warsaw.scoring import CATEGORIES, NORM_OBJECTS
from gamekit.warsaw.tasks import Task

CONFORMANCE_PLAYOUTS = 9  # 3 games per player count: each game is a few hundred moves

__all__ = [
    "ACTION_BOARDS",
    "BRIDGE_COSTS",
    "CARDS",
    "CATEGORIES",
    "CONFORMANCE_PLAYOUTS",
    "FUNCTIONS",
    "KINDS",
    "MAP",
    "NORMS",
    "NORM_OBJECTS",
    "PLAYER_COUNTS",
    "POLISH",
    "RULES",
    "SANDBOX_RULES",
    "STYLES",
    "TASK_DECKS",
    "VARIANTS",
    "AddTask",
    "Board",
    "Bridge",
    "Build",
    "Building",
    "ClearRubble",
    "DataError",
    "Decline",
    "Delegate",
    "Discard",
    "Edge",
    "EdgePiece",
    "EndRealisation",
    "Field",
    "Foundation",
    "Function",
    "Hex",
    "HistoricBuilding",
    "KeepNorm",
    "Metro",
    "Pass",
    "PlaceBridge",
    "PlaceBuilding",
    "PlaceMetro",
    "ProjectCard",
    "Sandbox",
    "SandboxState",
    "SetStage",
    "Task",
    "UseFunction",
    "WarsawMap",
    "WhatIf",
    "bridge_payments",
    "lines",
    "load_map",
    "new_game",
    "playout",
]
