"""RandomBot: a legal move chosen uniformly at random (from the bot's seed and the public position)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from gamekit.bots.base import Bot
from gamekit.seats import SeatView


class RandomBot(Bot):
    """A uniform legal move: the baseline every other bot must beat."""

    name = "random"

    def pick(self, sv: SeatView, moves: Sequence[Any], rnd: random.Random) -> Any:
        return rnd.choice(moves)
