"""The pictures of the 18-card city, shared by the live board and the lessons: the kinds' colours and letters
(KIND_STYLES), the city's blocks and roads as bokeh glyphs (`draw_city`, `city_columns`), a card as a small HTML
grid (`card_face`), and `CityPicture`, a still picture of a sandbox city.
"""

from __future__ import annotations

import dataclasses
import math

from bokeh.models import ColumnDataSource
from bokeh.plotting import figure
from jupyter_bokeh.widgets import BokehModel

from gamekit.cardcity import CARDS, Sandbox
from gamekit.cardcity.city import Cell, City, kind_name
from gamekit.cardcity.scoring import district_name
from gamekit.i18n import _
from widgets.board import blank_figure, columns
from widgets.bokeh_setup import load_bokehjs
from widgets.palette import OKABE_ITO, Style
from widgets.ui import Shown

# The rulebook's colours (blue, green, grey, orange), in colour-blind-safe tones, each with a letter and hatch.
KIND_STYLES = {
    "commercial": Style("commercial", OKABE_ITO["sky blue"], "#000000", "C", "square", "horizontal_line"),
    "park": Style("park", OKABE_ITO["bluish green"], "#000000", "P", "circle", "dot"),
    "industrial": Style("industrial", "#AAAAAA", "#000000", "I", "triangle", "right_diagonal_line"),
    "residential": Style("residential", OKABE_ITO["orange"], "#000000", "R", "diamond", "blank"),
}


class ScoreStyles:
    """The score chart's look for the four district rows, keyed by the rows' names in the language shown now (a
    board's `score_styles`: read from the class when a score panel is made)."""

    def __get__(self, board: object, owner: type | None = None) -> dict[str, Style]:
        return {
            district_name(kind): dataclasses.replace(style, name=district_name(kind))
            for kind, style in KIND_STYLES.items()
        }


ROAD_COLOUR = "#333333"
SIDE_OFFSETS = {"N": (0.0, 0.5), "E": (0.5, 0.0), "S": (0.0, -0.5), "W": (-0.5, 0.0)}
CLOCKWISE = {"N": "E", "E": "S", "S": "W", "W": "N"}
ROAD_CHARS = {
    "": " ",
    "EW": "━",
    "NS": "┃",
    "ES": "┏",
    "SW": "┓",
    "EN": "┗",
    "NW": "┛",
    "ENSW": "╋",
    "ENS": "┣",
    "NSW": "┫",
    "ESW": "┳",
    "ENW": "┻",
    "N": "╹",
    "E": "╺",
    "S": "╻",
    "W": "╸",
}


BLOCK_FIELDS = ("x", "y", "fill", "letter", "card")
LINE_FIELDS = ("xs", "ys", "colour", "width")
SHAPE_FIELDS = ("dx", "dy", "fill", "letter")
EDGE_COLOUR = "#000000"  # where two cards meet
GRID_COLOUR = "#E4E4E4"


def centre(cell: Cell) -> tuple[float, float]:
    """The plot point at the middle of city cell (x, y) (y grows downward in the city, upward in the plot)."""
    return cell[0] + 0.5, -cell[1] - 0.5


def city_columns(cells: City) -> tuple[dict[str, list], dict[str, list]]:
    """Bokeh columns for the blocks (one row per cell) and the lines: a thick one per road side, and a thin one
    where two blocks of different cards meet, so that each card's part of the city shows."""
    blocks, lines = [], []
    for cell, block in sorted(cells.items()):
        x, y = centre(cell)
        style = KIND_STYLES[block.kind]
        blocks.append((x, y, style.colour, style.letter, str(block.card)))
        for side in sorted(block.roads):
            dx, dy = SIDE_OFFSETS[side]
            lines.append(([x, x + dx], [y, y + dy], ROAD_COLOUR, 6))
        for (nx, ny), edge in ((cell[0] + 1, cell[1]), "E"), ((cell[0], cell[1] + 1), "S"):
            other = cells.get((nx, ny))
            if other is not None and other.card != block.card:
                dx, dy = SIDE_OFFSETS[edge]
                ends = [(x + dx - dy, y + dy - dx), (x + dx + dy, y + dy + dx)]  # the shared side, end to end
                lines.append(([ends[0][0], ends[1][0]], [ends[0][1], ends[1][1]], EDGE_COLOUR, 2))
    return columns(BLOCK_FIELDS, blocks), columns(LINE_FIELDS, lines)


def grid_columns(x_range: tuple[float, float], y_range: tuple[float, float]) -> dict[str, list]:
    """Bokeh columns for faint cell lines across a window, so a learner sees the cells a card can cover."""
    (x0, x1), (y0, y1) = x_range, y_range
    upright = [([x, x], [y0, y1]) for x in range(math.ceil(x0), math.floor(x1) + 1)]
    across = [([x0, x1], [y, y]) for y in range(math.ceil(y0), math.floor(y1) + 1)]
    return columns(("xs", "ys"), upright + across)


def draw_city(fig: figure, numbers: bool = True) -> tuple[ColumnDataSource, ColumnDataSource]:
    """Add the block and line glyphs to a figure, and each block's card number if `numbers`; returns the (blocks,
    lines) sources. Few glyphs, and no hatching (each block carries its kind's letter): the page repaints them all
    after every change, and each text glyph costs it more than all the rest."""
    blocks = ColumnDataSource(columns(BLOCK_FIELDS, ()))
    lines = ColumnDataSource(columns(LINE_FIELDS, ()))
    fig.rect("x", "y", width=0.96, height=0.96, source=blocks, fill_color="fill", line_color="#FFFFFF")
    fig.multi_line("xs", "ys", source=lines, line_color="colour", line_width="width", line_cap="round")
    fig.text(
        "x",
        "y",
        text="letter",
        source=blocks,
        x_offset=-9,
        y_offset=-7,
        text_font_size="12px",
        text_font_style="bold",
        text_align="center",
        text_baseline="middle",
    )
    if numbers:
        fig.text(
            "x",
            "y",
            text="card",
            source=blocks,
            x_offset=9,
            y_offset=9,
            text_font_size="8px",
            text_align="center",
            text_baseline="middle",
            text_color="#333333",
        )
    return blocks, lines


def card_grid(
    number: int, turned: bool = False, portrait: bool = False
) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[frozenset[str], ...], ...]]:
    """A card's (blocks, roads) grids as it lies: turned by 180° if `turned`, then by 90° clockwise if
    `portrait` (upright: only ever shown, never laid, C-PLACE-4)."""
    card = CARDS[number].turned() if turned else CARDS[number]
    if not portrait:
        return card.blocks, card.roads
    blocks = tuple(tuple(card.blocks[1 - c][r] for c in range(2)) for r in range(2))
    roads = tuple(tuple(frozenset(CLOCKWISE[s] for s in card.roads[1 - c][r]) for c in range(2)) for r in range(2))
    return blocks, roads


def shape_columns(number: int | None, turned: bool = False, portrait: bool = False) -> dict[str, list]:
    """Bokeh columns for a card's four blocks by offset from its top-left cell (none for no card): the ghost that
    follows the pointer."""
    if number is None:
        return columns(SHAPE_FIELDS, ())
    blocks, _ = card_grid(number, turned, portrait)
    rows = (
        (dx, dy, KIND_STYLES[kind].colour, KIND_STYLES[kind].letter)
        for dy, row in enumerate(blocks)
        for dx, kind in enumerate(row)
    )
    return columns(SHAPE_FIELDS, rows)


def card_face(number: int, turned: bool = False, portrait: bool = False) -> str:
    """A card as a small HTML grid: each block's letter on its colour, with its road drawn in box characters."""
    blocks, roads = card_grid(number, turned, portrait)
    rows = []
    for r in range(2):
        tds = []
        for c in range(2):
            style = KIND_STYLES[blocks[r][c]]
            title = kind_name(blocks[r][c])
            road = ROAD_CHARS["".join(sorted(roads[r][c]))]
            tds.append(
                f'<td title="{title}" style="background:{style.colour};width:2.2em;height:2.2em;'
                f'text-align:center;border:1px solid #fff;font-weight:bold">{style.letter}<br>{road}</td>'
            )
        rows.append(f"<tr>{''.join(tds)}</tr>")
    caption = _("card {number}").format(number=number) + (" ↻" if turned else "")
    caption += " " + _("upright ✗") if portrait else ""
    return (
        f'<table class="gk-card" style="border-collapse:collapse;display:inline-table;margin:2px">'
        f'<caption style="font-size:80%">{caption}'
        f"</caption>{''.join(rows)}</table>"
    )


class CityPicture(Shown):
    """A still picture of a sandbox city (no clicks), drawn with the board's own pieces."""

    def __init__(self, sandbox: Sandbox, *, scale: int = 34, margin: int = 1):
        load_bokehjs()
        self.sandbox = sandbox  # for its still picture (widgets.still)
        xs = [x for x, _ in sandbox.cells] or [0]
        ys = [y for _, y in sandbox.cells] or [0]
        x_range = (min(xs) - margin, max(xs) + 1 + margin)
        y_range = (-(max(ys) + 1 + margin), -(min(ys) - margin))
        fig = blank_figure(x_range, y_range, scale)
        blocks, roads = draw_city(fig)
        blocks.data, roads.data = city_columns(sandbox.cells)
        self.widget = BokehModel(fig)
