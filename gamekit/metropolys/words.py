"""The Metropolys names a learner reads (seats' colours, districts, kinds of neighbourhood, tokens, secret cards), in
the language shown now (gamekit.i18n). The ids they name (COLOURS, "C", "industry", "metro", "bridges") never change:
games, saves and checks keep them; only what is shown is translated.

Each name is looked up with a context (`pgettext("Metropolys ...", ...)`), so that a short word such as "park" or
"Blue" keeps this game's Polish (the rulebook's: "Niebieski", "przemysł", "Mosty") whatever the other games call it.
`Names` is a fixed mapping of ids to those names that answers in the language of the moment it is read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TypeVar

from gamekit.i18n import pgettext

COLOURS = ("blue", "grey", "red", "white")  # the seats, clockwise (M-COMP-2, M-EX-1)


K = TypeVar("K")


class Names(Mapping[K, str]):
    """Id → name, in the language shown when it is read; `make` gives the whole table in that language."""

    def __init__(self, make: Callable[[], dict[K, str]]) -> None:
        self._make = make
        self._ids = tuple(make())

    def __getitem__(self, key: K) -> str:
        return self._make()[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._ids)

    def __len__(self) -> int:
        return len(self._ids)

    def __repr__(self) -> str:
        return repr(dict(self))


def _seats() -> dict[str, str]:
    return {
        "blue": pgettext("Metropolys seat", "Blue"),
        "grey": pgettext("Metropolys seat", "Grey"),
        "red": pgettext("Metropolys seat", "Red"),
        "white": pgettext("Metropolys seat", "White"),
    }


def _seat_letters() -> dict[str, str]:
    return {
        "blue": pgettext("Metropolys seat letter", "B"),
        "grey": pgettext("Metropolys seat letter", "G"),
        "red": pgettext("Metropolys seat letter", "R"),
        "white": pgettext("Metropolys seat letter", "W"),
    }


def _districts() -> dict[str, str]:  # M-COMP-8: Centralny, Północny, Południowy, Zachodni i Wschodni
    return {
        "C": pgettext("Metropolys district", "Central"),
        "N": pgettext("Metropolys district", "North"),
        "E": pgettext("Metropolys district", "East"),
        "S": pgettext("Metropolys district", "South"),
        "W": pgettext("Metropolys district", "West"),
    }


def _kinds() -> dict[str, str]:
    return {
        "industry": pgettext("Metropolys kind", "industry"),
        "park": pgettext("Metropolys kind", "park"),
        "residential": pgettext("Metropolys kind", "residential"),
        "commercial": pgettext("Metropolys kind", "commercial"),
        "administration": pgettext("Metropolys kind", "administration"),
    }


def _kind_letters() -> dict[str, str]:
    return {
        "industry": pgettext("Metropolys kind letter", "i"),
        "park": pgettext("Metropolys kind letter", "p"),
        "residential": pgettext("Metropolys kind letter", "r"),
        "commercial": pgettext("Metropolys kind letter", "c"),
        "administration": pgettext("Metropolys kind letter", "a"),
    }


def _tokens() -> dict[str, str]:
    return {
        "fashionable": pgettext("Metropolys token", "fashionable neighbourhood"),
        "metro": pgettext("Metropolys token", "metro"),
        "archaeology": pgettext("Metropolys token", "archaeological site"),
    }


def _token_letters() -> dict[str, str]:
    return {
        "fashionable": pgettext("Metropolys token letter", "F"),
        "metro": pgettext("Metropolys token letter", "M"),
        "archaeology": pgettext("Metropolys token letter", "A"),
    }


def _tokens_of() -> dict[str, str]:
    """A token's kind after "token(s)": "metro" in English, the genitive in Polish ("żeton metra")."""
    return {
        "fashionable": pgettext("Metropolys token of", "fashionable"),
        "metro": pgettext("Metropolys token of", "metro"),
        "archaeology": pgettext("Metropolys token of", "archaeology"),
    }


def _cards() -> dict[str, str]:  # the secret cards (sekretne cele) and the two special cards
    return {
        "bridges": pgettext("Metropolys card", "Bridges"),
        "monuments": pgettext("Metropolys card", "Monuments"),
        "lakes": pgettext("Metropolys card", "Lakes"),
        "borders": pgettext("Metropolys card", "Borders"),
        "districts": pgettext("Metropolys card", "Districts"),
        "chains": pgettext("Metropolys card", "Chains"),
        "industry": pgettext("Metropolys card", "Industry"),
        "park": pgettext("Metropolys card", "Park"),
        "residential": pgettext("Metropolys card", "Residential"),
        "commercial": pgettext("Metropolys card", "Commercial"),
        "administration": pgettext("Metropolys card", "Administration"),
        "metro_card": pgettext("Metropolys card", "Metro"),
        "archaeology_card": pgettext("Metropolys card", "Archaeology"),
    }


SEAT_NAMES = Names(_seats)  # by colour: "Blue"
SEAT_LETTERS = Names(_seat_letters)
DISTRICT_NAMES = Names(_districts)  # by district letter: "Central"
KIND_NAMES = Names(_kinds)
KIND_LETTERS = Names(_kind_letters)
TOKEN_NAMES = Names(_tokens)
TOKEN_LETTERS = Names(_token_letters)
TOKENS_OF = Names(_tokens_of)
CARD_NAMES = Names(_cards)


def seat_name(seat: int) -> str:
    """A seat's name for messages: "Blue" for seat 0, and so on ("seat N" for a seat no game has)."""
    if 0 <= seat < len(COLOURS):
        return SEAT_NAMES[COLOURS[seat]]
    return pgettext("Metropolys", "seat {number}").format(number=seat)
