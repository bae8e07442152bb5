"""The pictures of the full Warsaw game on one bokeh figure: the map (reused from widgets.warsaw.picture), each
foundation's engineer with its card, and the action board (plansza czynności) below the map, a grid of
fields with the engineers standing on them (W-DELEG-1, W-DELEG-2, W-DELEG-3, W-FOUND-2).

Nothing is told by colour alone: an unlimited field is marked ∞, a taken field is grey and holds its engineer,
and each engineer (a triangle) carries its player's letter. No layer is hatched: the fields and engineers are drawn
again at every move, and BokehJS makes a pattern canvas for each hatched glyph every time its data change.
"""

from __future__ import annotations

from bokeh.models import ColumnDataSource, Rect, Scatter, Text
from bokeh.plotting import figure

from gamekit.warsaw import CARDS
from widgets.board import assign, columns
from widgets.palette import seat_style
from widgets.warsaw.game_text import field_label
from widgets.warsaw.picture import BOLD, KIND_LETTERS, MapPicture, hex_centre, plot_ranges

FIELD_W, FIELD_H, FIELDS_PER_ROW = 1.75, 1.3, 7
MAP_X, MAP_Y = plot_ranges()
BOARD_TOP = MAP_Y[0] - 0.1  # the action board's fields lie below the map
Y_RANGE = (BOARD_TOP - 2 * FIELD_H - 0.1, MAP_Y[1])  # room for two rows of fields (14 on the 5-player board)
UNLIMITED_FILL, LIMITED_FILL, TAKEN_FILL = "#FFFFFF", "#F3F0DC", "#BBBBBB"


def field_centre(index: int) -> tuple[float, float]:
    """The plot point at the middle of the action board's field number `index`."""
    row, col = divmod(index, FIELDS_PER_ROW)
    return MAP_X[0] + 0.2 + FIELD_W * (col + 0.5), BOARD_TOP - FIELD_H * (row + 0.5)


def field_at(fields, x: float, y: float) -> str | None:
    """The id of the field of `fields` (an action board) at plot point (x, y), or None."""
    for index, field in enumerate(fields):
        fx, fy = field_centre(index)
        if abs(x - fx) <= FIELD_W / 2 and abs(y - fy) <= FIELD_H / 2:
            return field.id
    return None


class GamePicture:
    """The glyphs of one game on a figure. `draw(state)` shows a GameState."""

    def __init__(self, fig: figure):
        self.map = MapPicture(fig)
        self.foundations = ColumnDataSource({"x": [], "y": [], "fill": [], "ink": [], "letter": [], "card": []})
        fig.add_glyph(self.foundations, Scatter(marker="triangle", size=24, fill_color="fill", line_color="#000000"))
        fig.add_glyph(
            self.foundations, Text(text="letter", text_color="ink", text_font_size="10px", y_offset=2, **BOLD)
        )
        fig.add_glyph(self.foundations, Text(text="card", text_font_size="9px", y_offset=18, **BOLD))
        self.fields = ColumnDataSource({"x": [], "y": [], "fill": [], "label": []})
        fig.add_glyph(
            self.fields,
            Rect(
                width=FIELD_W * 0.94,
                height=FIELD_H * 0.9,
                fill_color="fill",
                line_color="#000000",
            ),
        )
        fig.add_glyph(self.fields, Text(text="label", text_font_size="10px", y_offset=-10, **BOLD))
        self.engineers = ColumnDataSource({"x": [], "y": [], "fill": [], "ink": [], "letter": []})
        fig.add_glyph(self.engineers, Scatter(marker="triangle", size=16, fill_color="fill", line_color="#000000"))
        fig.add_glyph(self.engineers, Text(text="letter", text_color="ink", text_font_size="8px", y_offset=1, **BOLD))

    def draw(self, state) -> None:
        self.map.draw(state.board)
        assign(
            self.foundations,
            columns(
                self.foundations.data,
                (
                    (
                        *hex_centre(p.hex),
                        seat_style(p.owner).colour,
                        seat_style(p.owner).ink,
                        seat_style(p.owner).letter,
                        f"{KIND_LETTERS[CARDS[p.card].kind]} #{p.card}",
                    )
                    for p in state.projects
                ),
            ),
        )
        fields, engineers = [], []
        for index, (field, on) in enumerate(zip(state.action_board, state.fields)):
            x, y = field_centre(index)
            fill = UNLIMITED_FILL if field.unlimited else TAKEN_FILL if on else LIMITED_FILL
            fields.append((x, y, fill, field_label(field)))
            engineers += [
                (
                    x - 0.6 + 0.3 * (k % 5),
                    y - 0.38 + 0.25 * (k // 5),
                    seat_style(seat).colour,
                    seat_style(seat).ink,
                    seat_style(seat).letter,
                )
                for k, seat in enumerate(on)
            ]
        assign(self.fields, columns(self.fields.data, fields))
        assign(self.engineers, columns(self.engineers.data, engineers))
