"""Colour-blind-safe styles shared by every board, panel and chart (the Okabe–Ito palette).

No information is carried by colour alone: every seat and every piece category also gets a letter, a
bokeh marker and a hatch pattern, and the status line and score sheet name things in words. Pure
Python, so importing it is free.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from gamekit.i18n import N_, _

# Okabe & Ito (2008), "Color Universal Design": distinguishable with every common colour-vision deficiency.
OKABE_ITO = {
    "black": "#000000",
    "orange": "#E69F00",
    "sky blue": "#56B4E9",
    "bluish green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "reddish purple": "#CC79A7",
}


@dataclass(frozen=True, slots=True)
class Style:
    """How one seat or category looks: a fill colour, the ink that reads on it, a letter, a marker, a hatch."""

    name: str
    colour: str
    ink: str
    letter: str
    marker: str
    hatch: str


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two "#RRGGBB" colours (1 to 21)."""

    def luminance(colour: str) -> float:
        channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _style(name: str, colour: str, letter: str, marker: str, hatch: str) -> Style:
    fill = OKABE_ITO[colour]
    ink = max(("#000000", "#FFFFFF"), key=lambda candidate: contrast(fill, candidate))
    return Style(name, fill, ink, letter, marker, hatch)


SEATS = (
    _style(N_("Player 1"), "vermillion", "A", "circle", "right_diagonal_line"),
    _style(N_("Player 2"), "blue", "B", "square", "left_diagonal_line"),
    _style(N_("Player 3"), "bluish green", "C", "triangle", "horizontal_line"),
    _style(N_("Player 4"), "reddish purple", "D", "diamond", "vertical_line"),
    _style(N_("Player 5"), "orange", "E", "hex", "cross"),
)

# A legal place to click: a ringed dot (circle_dot), so it is a shape as well as a colour.
HIGHLIGHT = _style(N_("legal place"), "yellow", "·", "circle_dot", "dot")

_CATEGORY_COLOURS = ("orange", "sky blue", "bluish green", "yellow", "blue", "vermillion", "reddish purple", "black")
_CATEGORY_MARKERS = (
    "circle",
    "square",
    "triangle",
    "diamond",
    "hex",
    "inverted_triangle",
    "star",
    "plus",
    "square_pin",
)
_CATEGORY_HATCHES = (
    "blank",
    "right_diagonal_line",
    "dot",
    "horizontal_line",
    "left_diagonal_line",
    "cross",
    "vertical_line",
    "ring",
    "diagonal_cross",
)


def seat_style(seat: int, styles: Sequence[Style] | None = None) -> Style:
    """The style of a 0-based seat: from a game's own seat `styles` if it has them, else the palette's; its name in the
    current language ("Player 1" is "Gracz 1" in Polish)."""
    styles = styles or SEATS
    if not 0 <= seat < len(styles):
        raise ValueError(f"seat must be 0 to {len(styles) - 1}, not {seat!r}")
    style = styles[seat]
    name = _(style.name) if style.name else style.name
    return style if name == style.name else replace(style, name=name)


def category_styles(names: Iterable[str]) -> dict[str, Style]:
    """A style per category name, in order: each gets its own colour, marker, hatch and letter.

    The letter is the first letter of the name not already taken (then a digit), so "housing" and
    "harbour" become H and A. Colours repeat after eight categories and hatches and markers after nine,
    so the letter is always unique and the colour-and-hatch pair is unique for up to 72 categories.
    """
    styles: dict[str, Style] = {}
    taken: set[str] = set()
    for i, name in enumerate(names):
        letter = next((c for c in name.upper() + "0123456789" if (c.isalpha() or c.isdigit()) and c not in taken), "?")
        taken.add(letter)
        colour = _CATEGORY_COLOURS[i % len(_CATEGORY_COLOURS)]
        marker = _CATEGORY_MARKERS[i % len(_CATEGORY_MARKERS)]
        hatch = _CATEGORY_HATCHES[i % len(_CATEGORY_HATCHES)]
        styles[name] = _style(name, colour, letter, marker, hatch)
    return styles


def _lines(*angles: int) -> str:
    return ", ".join(f"repeating-linear-gradient({a}deg, var(--ink) 0 1px, transparent 1px 5px)" for a in angles)


# A bokeh hatch pattern as CSS backgrounds drawn in `--ink`: the swatches of an HTML legend look like the chart's bars.
_HATCH_CSS = {
    "horizontal_line": _lines(0),
    "vertical_line": _lines(90),
    "right_diagonal_line": _lines(135),
    "left_diagonal_line": _lines(45),
    "cross": _lines(0, 90),
    "diagonal_cross": _lines(45, 135),
    "horizontal_wave": _lines(0),
    "dot": "radial-gradient(var(--ink) 1px, transparent 1.5px) 0 0 / 5px 5px",
    "ring": "radial-gradient(transparent 1px, var(--ink) 1.3px, var(--ink) 1.8px, transparent 2.2px) 0 0 / 6px 6px",
}


def swatch(style: Style) -> str:
    """HTML for a style as a chart's legend shows it: its letter on its colour and hatch, followed by its name."""
    hatch = _HATCH_CSS.get(style.hatch, "")
    return (
        f'<span class="gk-swatch" style="--ink:{style.ink};display:inline-block;min-width:1.6em;text-align:center;'
        f"border:1px solid #000;font-weight:bold;background:{hatch + ', ' if hatch else ''}{style.colour};"
        f'color:{style.ink};text-shadow:0 0 2px {style.colour},0 0 2px {style.colour},0 0 3px {style.colour}">'
        f"{html.escape(style.letter)}</span> {html.escape(style.name)}"
    )


def badge(style: Style) -> str:
    """HTML for a style: its letter on its colour, followed by its name (readable without colour)."""
    return (
        f'<span class="gk-badge" style="display:inline-block;min-width:1.3em;text-align:center;'
        f'border:1px solid #000;border-radius:3px;font-weight:bold;background:{style.colour};color:{style.ink}">'
        f"{html.escape(style.letter)}</span> {html.escape(style.name)}"
    )
