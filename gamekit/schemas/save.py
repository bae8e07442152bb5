"""The save format (`Match.to_json()`, read back by `gamekit.load`): one JSON object. Each move is an object whose
"type" names a move class of the game and whose other fields are that class's fields; the move classes' type hints
are the moves' schema (`gamekit.moveshape`), checked move by move when a save is read."""

from __future__ import annotations

from typing import Annotated, Any

from msgspec import Meta, Struct

from gamekit.savefile import MAX_SAVE_MOVES

MOVE = 'A move: {"type": the move class\'s name, then its fields}, e.g. {"type": "Bid", "hood": "C7", "height": 3}.'
Move = Annotated[dict[str, Any], Meta(description=MOVE)]


class SaveFile(Struct, forbid_unknown_fields=True):
    """A save file of any game or sandbox of the kit. It holds the game's seed, so a save of a game in progress
    reveals every secret."""

    game: Annotated[
        str,
        Meta(description='The game: "cardcity", "metropolys", "metromania", "warsaw" or a sandbox ("warsaw-sandbox").'),
    ]
    format: Annotated[int, Meta(description="The save format's number: 1.")]
    players: Annotated[int, Meta(description="The number of players.")]
    seed: Annotated[int, Meta(description="The seed of the set-up and of every shuffle.")]
    options: Annotated[
        dict[str, Any], Meta(description="The game's other options, as keywords of new_game (variant, ...).")
    ]
    moves: Annotated[list[Move], Meta(max_length=MAX_SAVE_MOVES, description="Every move played, in order.")]
