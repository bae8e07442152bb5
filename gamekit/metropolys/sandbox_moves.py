"""The edits of the Metropolys sandbox, as small frozen dataclasses: Build (a building constructed in a
neighbourhood, M-COMP-2) and Give (a token or a special card handed to a seat, M-COMP-4, M-COMP-5). Their type
hints are the schema of a save; they may be built with fields of any type, the sandbox's `why_illegal` refuses a
malformed one, and `str()` never raises.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamekit.metropolys.auction import COLOURS
from gamekit.metropolys.tokens import ARCHAEOLOGY_CARD, METRO_CARD
from gamekit.moveshape import spoken

CARD_NAMES = {METRO_CARD: "the Metro card", ARCHAEOLOGY_CARD: "the Archaeological site card"}  # M-COMP-5


def who(owner: int) -> str:
    """A seat's colour ("Blue" for seat 0), or "seat N" for a seat no game has."""
    return COLOURS[owner].capitalize() if 0 <= owner < len(COLOURS) else f"seat {owner}"


@dataclass(frozen=True, slots=True)
class Build:
    """Construct `owner`'s building `value` in `neighbourhood`, flipped as after winning an auction (M-AEND-2)."""

    neighbourhood: str
    owner: int
    value: int

    @spoken
    def __str__(self) -> str:
        return f"{who(self.owner)} builds {self.value} in {self.neighbourhood}"


@dataclass(frozen=True, slots=True)
class Give:
    """Hand `owner` a token ("fashionable", "metro" or "archaeology": the special cards then follow their rules,
    as in a game) or a special card directly ("metro_card" or "archaeology_card")."""

    item: str
    owner: int

    @spoken
    def __str__(self) -> str:
        if self.item in CARD_NAMES:
            return f"{who(self.owner)} takes {CARD_NAMES[self.item]}"
        return f"{who(self.owner)} gains a {self.item} token"


EDITS = (Build, Give)
