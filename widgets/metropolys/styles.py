"""How the Metropolys map names and draws its seats, kinds of neighbourhood and tokens: a colour-blind-safe colour, a
letter, a marker and a hatch each (nothing is told by colour alone), named in the language shown now (gamekit.i18n).
"""

from __future__ import annotations

import functools

from gamekit.i18n import language
from gamekit.metropolys import COLOURS
from gamekit.metropolys.words import KIND_LETTERS, KIND_NAMES, SEAT_LETTERS, SEAT_NAMES, TOKEN_LETTERS, TOKEN_NAMES
from widgets.palette import OKABE_ITO, Style, contrast


def _style(name: str, colour: str, letter: str, marker: str, hatch: str) -> Style:
    ink = max(("#000000", "#FFFFFF"), key=lambda candidate: contrast(colour, candidate))
    return Style(name, colour, ink, letter, marker, hatch)


# The rulebook's four colours (M-COMP-2), in colour-blind-safe tones, each with a letter, marker and hatch.
SEAT_LOOKS = {
    "blue": (OKABE_ITO["blue"], "circle", "right_diagonal_line"),
    "grey": ("#8C8C8C", "square", "left_diagonal_line"),
    "red": (OKABE_ITO["vermillion"], "triangle", "horizontal_line"),
    "white": ("#FFFFFF", "diamond", "vertical_line"),
}
assert tuple(SEAT_LOOKS) == COLOURS
KIND_LOOKS = {  # light tones, so that buildings and tokens stand out on them; the letter names the kind
    "industry": ("#D4D4D4", "square"),
    "park": ("#A6DCC6", "circle"),
    "residential": ("#F6D89B", "diamond"),
    "commercial": ("#D7E9F7", "hex"),
    "administration": ("#EBC6DC", "triangle"),
}
TOKEN_LOOKS = {
    "fashionable": (OKABE_ITO["yellow"], "star"),
    "metro": (OKABE_ITO["sky blue"], "square"),
    "archaeology": ("#C8A27A", "triangle"),
}


def seat_styles() -> tuple[Style, ...]:
    """The seats' styles (Blue, Grey, Red, White), named in the language shown now."""
    return _seat_styles(language())


def kind_styles() -> dict[str, Style]:
    """Each kind of neighbourhood's style, its name and letter in the language shown now."""
    return _kind_styles(language())


def token_styles() -> dict[str, Style]:
    """Each kind of token's style, its name and letter in the language shown now."""
    return _token_styles(language())


@functools.cache
def _seat_styles(shown: str) -> tuple[Style, ...]:
    return tuple(_style(SEAT_NAMES[c], colour, SEAT_LETTERS[c], *look) for c, (colour, *look) in SEAT_LOOKS.items())


@functools.cache
def _kind_styles(shown: str) -> dict[str, Style]:
    return {
        k: _style(KIND_NAMES[k], colour, KIND_LETTERS[k], marker, "blank") for k, (colour, marker) in KIND_LOOKS.items()
    }


@functools.cache
def _token_styles(shown: str) -> dict[str, Style]:
    return {
        k: _style(TOKEN_NAMES[k], colour, TOKEN_LETTERS[k], marker, "blank")
        for k, (colour, marker) in TOKEN_LOOKS.items()
    }
