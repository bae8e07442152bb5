"""The edits of the Metropolys sandbox, as small frozen dataclasses: Build (a building constructed in a
neighbourhood, M-COMP-2) and Give (a token or a special card handed to a seat, M-COMP-4, M-COMP-5). Their type
hints are the schema of a save; they may be built with fields of any type, the sandbox's `why_illegal` refuses a
malformed one, and `str()` never raises.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamekit.i18n import _
from gamekit.metropolys.tokens import ARCHAEOLOGY_CARD, METRO_CARD
from gamekit.metropolys.words import TOKENS_OF
from gamekit.metropolys.words import seat_name as who
from gamekit.moveshape import spoken


@dataclass(frozen=True, slots=True)
class Build:
    """Construct `owner`'s building `value` in `neighbourhood`, flipped as after winning an auction (M-AEND-2)."""

    neighbourhood: str
    owner: int
    value: int

    @spoken
    def __str__(self) -> str:
        return _("{seat} builds {value} in {n}").format(seat=who(self.owner), value=self.value, n=self.neighbourhood)


@dataclass(frozen=True, slots=True)
class Give:
    """Hand `owner` a token ("fashionable", "metro" or "archaeology": the special cards then follow their rules,
    as in a game) or a special card directly ("metro_card" or "archaeology_card")."""

    item: str
    owner: int

    @spoken
    def __str__(self) -> str:
        if self.item == METRO_CARD:  # M-COMP-5
            return _("{seat} takes the Metro card").format(seat=who(self.owner))
        if self.item == ARCHAEOLOGY_CARD:
            return _("{seat} takes the Archaeological site card").format(seat=who(self.owner))
        return _("{seat} gains a {item} token").format(seat=who(self.owner), item=TOKENS_OF.get(self.item, self.item))


EDITS = (Build, Give)
