"""The strategy lab: thousands of games between bots, to answer questions the rulebooks raise (does the first player
win more often? which goal card is hardest? is the metro worth its cost?).

    from gamekit import lab
    table = lab.tournament("metropolys", ["greedy", "random"], games=1000, seed=1, engine="joblib")
    lab.win_rates(table)        # per bot: win rate and its 95% interval
    lab.first_seat(table)       # per place in the order of play
    lab.tournament("warsaw", ["greedy", "greedy", lab.avoiding("greedy", "Metro")], games=200, seed=1)

`tournament` returns a pandas DataFrame, one row per game and seat; engines "serial", "joblib" (every local core,
the default) and "dask" (a dask.distributed cluster) give the same table for the same seed. `gamekit.lab.charts`
draws the tables with bokeh. Needs the `lab` extra (pandas, joblib, dask[distributed], tqdm); `import gamekit` does
not import it.
"""

from gamekit.lab.engines import ENGINES
from gamekit.lab.play import PLAYOUT, SEARCH_ITERATIONS, Avoiding, Entrant, avoiding, bot_seed, game_seed, seating
from gamekit.lab.stats import (
    categories,
    category_means,
    fair_share,
    first_seat,
    goal_difficulty,
    wilson,
    win_rates,
)
from gamekit.lab.tournament import stack, tournament

__all__ = [
    "ENGINES",
    "PLAYOUT",
    "SEARCH_ITERATIONS",
    "Avoiding",
    "Entrant",
    "avoiding",
    "bot_seed",
    "categories",
    "category_means",
    "fair_share",
    "first_seat",
    "game_seed",
    "goal_difficulty",
    "seating",
    "stack",
    "tournament",
    "wilson",
    "win_rates",
]
