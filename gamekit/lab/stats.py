"""What a tournament table says: win rates with 95% confidence intervals (by bot, or by the order of play: the
first-seat advantage), the mean of each score category, and the card-city goal cards ranked by difficulty.

A 95% interval is the range of true win rates that the games leave plausible: the Wilson score interval for a
share (good even for few games or rates near 0 or 1), and mean ± 1.96 standard errors for a mean.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pandas as pd

Z95 = 1.959963984540054  # the normal distribution's 97.5th percentile: 95% of it lies within ±Z95


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a share of `wins` in `games` (Wilson 1927): (low, high)."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z / (1 + z * z / games) * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    return max(0.0, centre - half), min(1.0, centre + half)


def win_rates(table: pd.DataFrame, by: str = "bot") -> pd.DataFrame:
    """Per value of `by` ("bot", "order", "seat"): the rows (seat-games), the wins, the win rate and its 95% interval
    (`low`, `high`). A shared first place counts as a win for each; co-op, a win is the team reaching its target."""
    from gamekit.lab.table import table as as_table

    groups = table.groupby(by, sort=True)["winner"]
    rates = groups.agg(games="size", wins="sum").reset_index()
    rates["win rate"] = rates["wins"] / rates["games"]
    bounds = [wilson(int(w), int(n)) for w, n in zip(rates["wins"], rates["games"])]
    rates["low"] = [low for low, _ in bounds]
    rates["high"] = [high for _, high in bounds]
    return as_table(rates)


def first_seat(table: pd.DataFrame) -> pd.DataFrame:
    """The win rate by the order of play (1: the seat that moved first), with 95% intervals."""
    return win_rates(table, by="order")


def fair_share(table: pd.DataFrame) -> float:
    """The win rate of a seat if nothing but luck decided: one in the number of players."""
    return 1 / int(table.attrs.get("players", table["seat"].max() + 1))


def categories(table: pd.DataFrame) -> list[str]:
    """The score categories of the table (its columns between `score` and `rank`)."""
    columns = list(table.columns)
    return columns[columns.index("score") + 1 : columns.index("rank")]


def category_means(table: pd.DataFrame, by: str = "bot") -> pd.DataFrame:
    """The mean score and the mean of each score category, per value of `by`."""
    from gamekit.lab.table import table as as_table

    return as_table(table.groupby(by, sort=True)[["score", *categories(table)]].mean())


def goal_difficulty(table: pd.DataFrame) -> pd.DataFrame:
    """The categories that only some games have (the card-city goal cards, three drawn a game), hardest first: for
    each, the games with it, the mean points of the card itself, the mean final score with it and its 95% interval,
    and the share of those games the team won. One row a game counts (co-op, every seat has the same sheet)."""
    import pandas as pd

    games = table.drop_duplicates("game")
    found = []
    for card in categories(games):
        with_card = games[games[card].notna()]
        if len(with_card) == len(games) or with_card.empty:
            continue
        scores = with_card["score"].astype(float)
        half = Z95 * scores.std(ddof=1) / math.sqrt(len(scores)) if len(scores) > 1 else math.inf
        found.append(
            {
                "goal": card,
                "games": len(with_card),
                "card points": with_card[card].astype(float).mean(),
                "mean score": scores.mean(),
                "low": scores.mean() - half,
                "high": scores.mean() + half,
                "won": with_card["winner"].mean(),
            }
        )
    columns = ["goal", "games", "card points", "mean score", "low", "high", "won"]
    from gamekit.lab.table import table as as_table

    return as_table(pd.DataFrame(found, columns=columns).sort_values(["mean score", "goal"]).reset_index(drop=True))
