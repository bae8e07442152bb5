"""Computer players for every game, seeing a game only through a seat view (`match.seat_view(seat)`):

    from gamekit import bots
    bot = bots.make("greedy", seed=1)        # "random", "greedy", "search"; or bots.GreedyBot(seed=1)
    move = bot.choose(match.seat_view(seat))  # a legal move for that seat
    bots.SearchBot(seed=1, seconds=0.5)       # or iterations=200: the same move every time

RandomBot plays a uniform legal move; GreedyBot the best visible score one move ahead, then the game's heuristic
(`gamekit.GAME.heuristic`); SearchBot runs information-set Monte Carlo tree search over samples of what the seat
cannot know. `import gamekit` does not import this package (nor any game): it loads on first use.
"""

from __future__ import annotations

from typing import Any

from gamekit.bots.base import Bot
from gamekit.bots.greedy import GreedyBot
from gamekit.bots.random import RandomBot
from gamekit.bots.search import SearchBot
from gamekit.i18n import pgettext

__all__ = ["CLASSES", "NAMES", "Bot", "GreedyBot", "RandomBot", "SearchBot", "make", "shown_name"]

CLASSES: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot}
NAMES = tuple(CLASSES)


def shown_name(name: str) -> str:
    """A bot's kind ("random", "greedy", "search") as a page writes it, in the current language ("zachłanny")."""
    names = {
        "random": pgettext("bot", "random"),
        "greedy": pgettext("bot", "greedy"),
        "search": pgettext("bot", "search"),
    }
    return names.get(name, name)


def make(name: str, seed: int = 0, **options: Any) -> Bot:
    """A new bot by name ("random", "greedy" or "search"), with its seed and options (a search's `seconds` or
    `iterations`, for example)."""
    if name not in CLASSES:
        raise ValueError(f"a bot is one of {', '.join(map(repr, NAMES))}, not {name!r}")
    return CLASSES[name](seed=seed, **options)
