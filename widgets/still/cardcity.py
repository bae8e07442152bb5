"""The still picture of an 18-card city (a game's or a sandbox's): the blocks, roads and card edges of
`widgets.cardcity.picture.city_columns`, the same columns the live board draws. Hands and the pile stay hidden."""

from __future__ import annotations

from gamekit.i18n import _
from gamekit.render.svg import Drawing
from widgets.cardcity.picture import GRID_COLOUR, city_columns, grid_columns

SCALE = 26  # the live board's pixels a cell
MARGIN = 1


def draw(state) -> str:
    """The city of `state` (anything with `cells`), framed with a cell of margin."""
    xs = [x for x, _ in state.cells] or [0]
    ys = [y for _, y in state.cells] or [0]
    x_range = (min(xs) - MARGIN, max(xs) + 1 + MARGIN)
    y_range = (-(max(ys) + 1 + MARGIN), -(min(ys) - MARGIN))
    picture = Drawing(x_range, y_range, SCALE, title=_("the city: {n} cards").format(n=len(state.cells) // 4))
    grid = grid_columns(x_range, y_range)
    for xs_, ys_ in zip(grid["xs"], grid["ys"]):
        picture.line(list(zip(xs_, ys_)), GRID_COLOUR, 1, cap="butt")
    blocks, lines = city_columns(state.cells)
    for x, y, fill in zip(blocks["x"], blocks["y"], blocks["fill"]):
        picture.rect((x, y), 0.96, 0.96, fill, "#FFFFFF")
    for xs_, ys_, colour, width in zip(lines["xs"], lines["ys"], lines["colour"], lines["width"]):
        picture.line(list(zip(xs_, ys_)), colour, width)
    for x, y, letter, card in zip(blocks["x"], blocks["y"], blocks["letter"], blocks["card"]):
        picture.text((x, y), letter, 12, bold=True, offset=(-9, -7))
        picture.text((x, y), card, 8, "#333333", offset=(9, 9))
    return picture.svg()
