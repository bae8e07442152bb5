"""`tournament`: many games of one game between a line-up of bots, seats turned every game, as a pandas table with
one row per game and seat. The same seed gives the same table on every engine.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import gamekit
from gamekit.bots import SearchBot
from gamekit.core import check_seed
from gamekit.i18n import language
from gamekit.lab.engines import check_engine, run
from gamekit.lab.play import FIXED, LAST, PLAYOUT, Entrant, Job, game_seed

if TYPE_CHECKING:
    import pandas as pd


def tournament(
    game: str,
    bots: Sequence[str | Entrant],
    games: int = 100,
    seed: int = 0,
    players: int | None = None,
    variant: str | None = None,
    engine: str = "joblib",
    workers: int | None = None,
    client: Any = None,
    progress: bool = True,
    **options: Any,
) -> pd.DataFrame:
    """Play `games` games of `game` ("cardcity", "metropolys", "metromania", "warsaw") between `bots`, one per seat
    (names from `gamekit.bots.NAMES`, "playout" for the rules' own random moves, or `lab.Entrant`s); the line-up turns
    one seat a game, so every bot sits everywhere.

    `players` (one per bot, the default), `variant` and any other keyword (`layout=`, `goals=`, ...) go to the game's
    `new_game`. `engine` is "serial", "joblib" (every local core, or `workers` of them) or "dask": a LocalCluster of
    `workers` processes by default, or `client`, a dask.distributed Client or a scheduler's address.

    The table has one row per game and seat: `game` (its number), `seed` (its seed: `new_game(seed=...)` replays its
    set-up), `seat`, `order` (1 for the seat that moved first), `bot`, `score`, one column per score category (a
    category missing from a game, like a card-city goal card not drawn, is empty), `rank` (1 is best; a tie shares
    it) and `winner` (co-op: the team reached its target). Each game's seed and each bot's seed come from `seed` and
    the game's number alone, so the same seed gives the same table on every engine and any number of workers.
    """
    import pandas as pd

    from gamekit.lab.table import table as as_table

    if isinstance(bots, str) or not bots:
        raise ValueError("bots is a list with one bot per seat, for example ['greedy', 'random']")
    lineup = tuple(Entrant.of(entry) for entry in bots)
    if players is not None and players != len(lineup):
        raise ValueError(f"give one bot per seat: {players} players, {len(lineup)} bots")
    if any(entrant.make is None for entrant in lineup) and not all(entrant.make is None for entrant in lineup):
        raise ValueError(f"{PLAYOUT!r} is the rules' fast path, with no bot: every seat plays it, or none")
    if type(games) is not int or games < 1:
        raise ValueError(f"games must be a whole number of at least 1, not {games!r}")
    check_seed(seed)
    check_engine(engine, client)
    if game not in gamekit.GAMES:
        raise ValueError(f"game must be one of {', '.join(map(repr, gamekit.GAMES))}, not {game!r}")
    if variant is not None:
        options["variant"] = variant
    first = gamekit.GAMES[game].new_game(players=len(lineup), seed=game_seed(seed, 0), **options)  # bad ones fail here
    _warn_time_budgets(lineup)
    job = Job(game, lineup, seed, options, language())
    frame = in_order(pd.DataFrame.from_records(run(job, games, engine, workers, client, progress)))
    coop = first.score().target is not None
    frame.attrs.update(game=game, players=len(lineup), coop=coop, seed=seed, options=dict(options))
    frame.attrs["bots"] = [entrant.label for entrant in lineup]
    return as_table(frame)  # shown in the current language, its data in English


def in_order(frame: pd.DataFrame) -> pd.DataFrame:
    """The table's columns in order (the fixed ones, the score categories, rank and winner); a category that some
    games lack (a card-city goal card not drawn) holds whole numbers or nothing (pandas' Int64)."""
    categories = [column for column in frame.columns if column not in FIXED + LAST]
    frame = frame[[*FIXED, *categories, *LAST]]
    for column in categories:
        if frame[column].isna().any():
            frame[column] = frame[column].astype("Int64")
    return frame


def stack(*tables: pd.DataFrame) -> pd.DataFrame:
    """Tournaments of one game as one table, their games numbered on one after another: to compare line-ups, for
    example a random team and a greedy team of the co-operative card city."""
    import pandas as pd

    from gamekit.lab.table import table as as_table

    kept = {key: tables[0].attrs.get(key) for key in ("game", "players", "coop")}
    if any(table.attrs.get(key) != value for table in tables for key, value in kept.items()):
        raise ValueError("stack tables of one game with one number of players")
    parts, offset = [], 0
    for table in tables:
        parts.append(table.assign(game=table["game"] + offset))
        offset += int(table["game"].max()) + 1
    frame = in_order(pd.concat(parts, ignore_index=True))
    frame.attrs.update(kept, bots=[bot for table in tables for bot in table.attrs.get("bots", [])])
    return as_table(frame)


def _warn_time_budgets(lineup: Sequence[Entrant]) -> None:
    for entrant in lineup:
        if entrant.make is None:
            continue
        bot = entrant.make(seed=0)
        bot = getattr(bot, "inner", bot)
        if isinstance(bot, SearchBot) and bot.iterations is None:
            warnings.warn(
                f"{entrant.label} searches for a time, so its moves depend on how fast each worker is: the table will"
                " not be reproducible; give it iterations= instead of seconds=",
                stacklevel=3,
            )
