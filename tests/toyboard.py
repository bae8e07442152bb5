"""A board for the tiny test game (tests only, never shipped): click a cell to put your smallest tile there.

It is also the smallest complete example of a BoardView subclass. Cells are drawn in their owner's colour
and hatch, labelled with the tile and the owner's letter, so nothing is told by colour alone.
"""

from __future__ import annotations

import toygame
from bokeh.models import ColumnDataSource

from widgets.board import BoardView, columns
from widgets.palette import seat_style

EMPTY = "#EEEEEE"


class ToyBoard(BoardView):
    x_range = (0.0, 3.0)
    y_range = (0.0, 3.0)
    scale = 80
    highlight_size = 22

    def setup(self, fig):
        self.cells = ColumnDataSource({"x": [], "y": [], "fill": [], "ink": [], "hatch": [], "label": []})
        fig.rect(
            "x",
            "y",
            width=0.94,
            height=0.94,
            source=self.cells,
            fill_color="fill",
            hatch_pattern="hatch",
            hatch_color="ink",
            hatch_alpha=0.3,
            line_color="#555555",
        )
        fig.text(
            "x",
            "y",
            text="label",
            source=self.cells,
            text_color="ink",
            text_align="center",
            text_baseline="middle",
            text_font_size="20px",
            text_font_style="bold",
        )

    def render(self, state):
        owners = {cell: (seat, tile) for cell, seat, tile in state.board}
        rows = []
        for cell in toygame.CELLS:
            if cell in owners:
                seat, tile = owners[cell]
                style = seat_style(seat)
                look = (style.colour, style.ink, style.hatch, f"{tile}{style.letter}")
            else:
                look = (EMPTY, "#000000", "blank", "")
            rows.append((*self.position(cell), *look))
        self.cells.data = columns(self.cells.data, rows)

    def target_at(self, x, y):
        cell = (int(x), int(y))
        return cell if 0 <= x < 3 and 0 <= y < 3 else None

    def position(self, cell):
        return cell[0] + 0.5, cell[1] + 0.5

    def legal_targets(self):
        return sorted({move.cell for move in self.match.legal_moves() if isinstance(move, toygame.Put)})

    def move_for(self, cell):
        hand = self.match.state.hands[self.match.current_player]
        return toygame.Put(cell, min(hand)) if hand else None

    def hint(self, cell):
        seat = self.match.current_player
        tile = min(self.match.state.hands[seat])
        gain = self.match.preview(toygame.Put(cell, tile)).total(seat) - self.match.score().total(seat)
        return f"put {tile} here: +{gain} points"

    def places(self):
        return toygame.CELLS  # every cell, taken or free: the keyboard cursor visits them all

    def place_name(self, cell):
        return f"cell {cell[0] + 1},{cell[1] + 1}"
