"""The Metropolys city drawn in bokeh: neighbourhoods by kind, district outlines, river, lakes, bridges,
monuments, tokens, constructed buildings and standing bids. Shared by the live board (widgets.metropolys.board)
and `CityPicture`, a still map of a Sandbox city with its area-objective groups outlined.

Everything comes from `gamekit.metropolys.CITY` and its hex cells (gamekit.geometry.hexgrid). Nothing is
told by colour alone: kinds have a letter (before the neighbourhood's name), seats a letter, a marker and a hatch,
tokens a letter and a marker, and constructed buildings show their height as a bar (▁ small, ▄ medium, █ tall).
Names and letters are those of the language shown (gamekit.i18n) when a map is made (widgets.metropolys.styles).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator, Mapping, Sequence

from bokeh.models import ColumnDataSource
from bokeh.plotting import figure
from jupyter_bokeh.widgets import BokehModel

from gamekit.geometry import cell_at, hex_board
from gamekit.i18n import language
from gamekit.metropolys import CITY, Offer, height
from widgets.board import assign, blank_figure, columns
from widgets.bokeh_setup import load_bokehjs
from widgets.metropolys.styles import kind_styles, seat_styles, token_styles
from widgets.palette import OKABE_ITO
from widgets.ui import Shown

SIZE = CITY.graph["hex_size"]


HEIGHT_BARS = {1: "▁", 2: "▄", 3: "█"}
BUILT = ("q", "r", "fill", "hatch", "ink", "x", "y", "label")  # the columns of each changing layer
TOKENS = ("x", "y", "marker", "fill", "letter", "name")
BIDS = ("x", "y", "marker", "fill", "ink", "hatch", "label", "width")
GROUPS = ("q", "r", "x", "y", "colour", "label")
RIVER, LAKE, BRIDGE, OUTLINE = OKABE_ITO["sky blue"], OKABE_ITO["blue"], "#7A4A1E", "#000000"
GROUP_COLOURS = ("#000000", OKABE_ITO["vermillion"], OKABE_ITO["reddish purple"], OKABE_ITO["bluish green"])

_CELLS = {data["hex"]: n for n, data in CITY.nodes(data=True)}
_BOARD = hex_board([*_CELLS, *CITY.graph["water"]], SIZE)
_xs = [p[0] for _, p in _BOARD.cells.nodes(data="pos")]
_ys = [p[1] for _, p in _BOARD.cells.nodes(data="pos")]
X_RANGE = (min(_xs) - SIZE, max(_xs) + SIZE)
Y_RANGE = (min(_ys) - 1.2 * SIZE, max(_ys) + 1.2 * SIZE)


def neighbourhood_at(x: float, y: float) -> str | None:
    """The neighbourhood under plot point (x, y), or None (water, or off the board)."""
    return _CELLS.get(cell_at(x, y, SIZE))


def position(n: str) -> tuple[float, float]:
    return CITY.nodes[n]["pos"]


def _outline() -> dict[str, list]:
    """The sides where a district ends (at water or the edge of the board), as line segments."""
    rows = []
    for u, v, cells in _BOARD.corners.edges(data="cells"):
        districts = {CITY.nodes[_CELLS[c]]["district"] if c in _CELLS else None for c in cells}
        if (len(cells) == 1 and None in districts) or len(districts) == 1:
            continue
        (x0, y0), (x1, y1) = _BOARD.corners.nodes[u]["pos"], _BOARD.corners.nodes[v]["pos"]
        rows.append(([x0, x1], [y0, y1]))
    return columns(("xs", "ys"), rows)


def _bridge(ends: tuple[str, str]) -> tuple[list[float], list[float]]:
    """A bridge's line: the middle of the way between the centres of the neighbourhoods it joins."""
    (ax, ay), (bx, by) = (position(n) for n in ends)
    return [ax + 0.3 * (bx - ax), bx - 0.3 * (bx - ax)], [ay + 0.3 * (by - ay), by - 0.3 * (by - ay)]


@functools.cache
def static_columns(shown: str) -> dict[str, dict[str, list]]:
    """The parts of the map that never change, labelled in the language `shown`."""
    kinds = {n: kind_styles()[kind] for n, kind in CITY.nodes(data="kind")}
    lakes = CITY.graph["lakes"]
    return {
        "hoods": columns(
            ("q", "r", "fill", "x", "y", "label"),
            (
                (*data["hex"], kinds[n].colour, *data["pos"], f"{kinds[n].letter} {n}")
                for n, data in CITY.nodes(data=True)
            ),
        ),
        "water": columns(
            ("q", "r", "fill", "hatch"),
            (
                (*cell, LAKE, "blank") if what.startswith("lake") else (*cell, RIVER, "horizontal_wave")
                for cell, what in CITY.graph["water"].items()
            ),
        ),
        "bridges": columns(("xs", "ys", "name"), ((*_bridge(b.ends), b.name) for b in CITY.graph["bridges"].values())),
        "monuments": columns(("x", "y"), (m.pos for m in CITY.graph["monuments"].values())),
        "lakes": columns(("x", "y", "label"), ((*lake.pos, name) for name, lake in lakes.items())),
        "outline": _outline(),
    }


class _Static(Mapping[str, dict[str, list]]):
    """`static_columns` of the language shown when read (for widgets.still.metropolys, which reads `_STATIC`)."""

    def __getitem__(self, name: str) -> dict[str, list]:
        return static_columns(language())[name]

    def __iter__(self) -> Iterator[str]:
        return iter(static_columns(language()))

    def __len__(self) -> int:
        return len(static_columns(language()))


_STATIC = _Static()


class CityLayers:
    """The glyphs of the map on one figure; `draw(...)` assigns the parts that change."""

    def __init__(self, fig: figure) -> None:
        s = {name: ColumnDataSource(data) for name, data in _STATIC.items()}
        fig.hex_tile(
            "q",
            "r",
            size=SIZE,
            source=s["water"],
            fill_color="fill",
            hatch_pattern="hatch",
            hatch_color="#FFFFFF",
            hatch_alpha=0.5,
            line_color=None,
        )
        fig.hex_tile(
            "q",
            "r",
            size=SIZE,
            source=s["hoods"],
            fill_color="fill",
            line_color="#FFFFFF",
            line_width=1.5,
        )
        self.unused = ColumnDataSource(columns(("q", "r"), ()))
        fig.hex_tile(
            "q",
            "r",
            size=SIZE,
            source=self.unused,
            fill_color="#FFFFFF",
            fill_alpha=0.75,
            hatch_pattern="cross",
            hatch_color="#777777",
            hatch_alpha=0.4,
            line_color=None,
        )
        self.built = ColumnDataSource(columns(BUILT, ()))
        fig.hex_tile(
            "q",
            "r",
            size=SIZE,
            source=self.built,
            fill_color="fill",
            fill_alpha=0.85,
            hatch_pattern="hatch",
            hatch_color="ink",
            hatch_alpha=0.35,
            line_color="#000000",
            line_width=1,
        )
        fig.multi_line("xs", "ys", source=s["outline"], line_color=OUTLINE, line_width=2.5)
        fig.multi_line("xs", "ys", source=s["bridges"], line_color=BRIDGE, line_width=9)
        fig.scatter(
            "x",
            "y",
            source=s["monuments"],
            marker="star",
            size=15,
            fill_color="#000000",
            line_color="#FFFFFF",
            line_width=1.5,
        )
        fig.text(
            "x",
            "y",
            text="label",
            source=s["lakes"],
            text_color="#FFFFFF",
            text_font_size="10px",
            text_font_style="bold",
            text_align="center",
            text_baseline="middle",
        )
        fig.text(
            "x",
            "y",
            text="label",
            source=s["hoods"],
            y_offset=-13,
            text_font_size="8px",
            text_color="#333333",
            text_align="center",
            text_baseline="middle",
        )
        fig.text(
            "x",
            "y",
            text="label",
            source=self.built,
            text_color="ink",
            text_font_size="12px",
            text_font_style="bold",
            text_align="center",
            text_baseline="middle",
        )
        self.tokens = ColumnDataSource(columns(TOKENS, ()))
        fig.scatter("x", "y", source=self.tokens, marker="marker", size=15, fill_color="fill", line_color="#000000")
        fig.text(
            "x",
            "y",
            text="letter",
            source=self.tokens,
            text_font_size="8px",
            text_font_style="bold",
            text_align="center",
            text_baseline="middle",
        )
        self.bids = ColumnDataSource(columns(BIDS, ()))  # overlay level, with the kit's marks: a bid repaints just them
        fig.scatter(
            "x",
            "y",
            source=self.bids,
            marker="marker",
            size=27,
            fill_color="fill",
            hatch_pattern="hatch",
            hatch_color="ink",
            hatch_alpha=0.3,
            line_color="#000000",
            line_width="width",
            level="overlay",
        )
        fig.text(
            "x",
            "y",
            text="label",
            source=self.bids,
            text_color="ink",
            text_font_size="10px",
            text_font_style="bold",
            text_align="center",
            text_baseline="middle",
            level="overlay",
        )
        self.groups = ColumnDataSource(columns(GROUPS, ()))
        for colour, width in (("#FFFFFF", 8), ("colour", 4)):  # a white halo, so a ring shows on any fill
            fig.hex_tile(
                "q", "r", size=0.8 * SIZE, source=self.groups, fill_alpha=0, line_color=colour, line_width=width
            )
        fig.text(
            "x",
            "y",
            text="label",
            source=self.groups,
            x_offset=14,
            y_offset=-12,
            text_font_size="10px",
            text_font_style="bold",
            text_align="center",
            text_baseline="middle",
            text_color="colour",
            background_fill_color="#FFFFFF",
            background_fill_alpha=0.9,
        )

    def draw(
        self,
        built: Iterable,
        tokens: Mapping[str, str],
        *,
        bids: Sequence = (),
        high: object = None,
        unused: Iterable[str] = (),
        groups: Sequence[Sequence[str]] = (),
    ) -> None:
        """Buildings (neighbourhood, owner, value), tokens on the board, bids standing (the high bid drawn
        thicker), the districts out of play, and groups of neighbourhoods to ring and number (area objectives)."""
        assign(self.built, columns(BUILT, (building_row(n, owner, value) for n, owner, value in built)))
        assign(self.tokens, columns(TOKENS, (token_row(n, kind) for n, kind in sorted(tokens.items()))))
        assign(self.bids, columns(BIDS, (bid_row(offer, offer == high) for offer in bids)))
        out = set(unused)
        assign(
            self.unused, columns(("q", "r"), (CITY.nodes[n]["hex"] for n, d in CITY.nodes(data="district") if d in out))
        )
        assign(self.groups, columns(GROUPS, ring_rows(groups)))


def building_row(n: str, owner: int, value: int) -> tuple:
    """A constructed building fills its neighbourhood with its owner's colour, hatch and letter, and shows its
    height, not its number (M-AEND-2, M-ADV-2)."""
    style = seat_styles()[owner]
    return (
        *CITY.nodes[n]["hex"],
        style.colour,
        style.hatch,
        style.ink,
        *position(n),
        style.letter + HEIGHT_BARS[height(value)],
    )


def token_row(n: str, kind: str) -> tuple:
    """A token on the board: its marker, colour and letter, at the corner of its neighbourhood."""
    style, (x, y) = token_styles()[kind], position(n)
    return x + 0.45, y - 0.45, style.marker, style.colour, style.letter, style.name


def bid_row(offer: Offer, high: bool) -> tuple:
    """A standing bid as a chip: its owner's marker and colour, letter and number; the high bid's edge thicker."""
    style, (x, y) = seat_styles()[offer.seat], position(offer.neighbourhood)
    width = 3.5 if high else 1
    return x, y + 0.1, style.marker, style.colour, style.ink, style.hatch, f"{style.letter}{offer.value}", width


def ring_rows(groups: Sequence[Sequence[str]]) -> Iterator[tuple]:
    """Each building of each group ringed, in its group's colour and number."""
    for number, group in enumerate(groups, start=1):
        colour = GROUP_COLOURS[(number - 1) % len(GROUP_COLOURS)]
        for n in group:
            yield (*CITY.nodes[n]["hex"], *position(n), colour, f"g{number}")


def map_figure(scale: float) -> figure:
    """A blank figure showing the whole city."""
    return blank_figure(X_RANGE, Y_RANGE, scale)


class CityPicture(Shown):
    """A still map of a Sandbox city, with groups of neighbourhoods outlined (for area objectives):

    CityPicture(sandbox, groups=sandbox.area_groups(0, "lakes"))
    """

    def __init__(self, sandbox, *, groups: Sequence[Sequence[str]] = (), scale: float = 24) -> None:
        load_bokehjs()
        self.sandbox = sandbox  # for its still picture (widgets.still)
        fig = map_figure(scale)
        self.layers = CityLayers(fig)
        self.layers.draw(sandbox.built, {}, groups=groups)
        self.widget = BokehModel(fig)
