"""How the Warsaw map is drawn: hexes by zone, the Vistula, historic sites, rubble, buildings (owner's colour and
letter, plus the type's letter), metro segments, the tunnel, bridges and the what-if heat-map.

`MapPicture` holds the bokeh sources of one figure; `draw(board)` fills them from a `gamekit.warsaw.Board`
(each source assigned once, and only when it changed). Positions come from gamekit.geometry's hex board
(`MAP.board`): hex centres and the corners at the ends of each side, so nothing here computes hex geometry itself.
Only the static tiles are hatched (the suburban zone, dotted): BokehJS makes a pattern canvas for every hatched glyph
each time its data change, so the layers a move redraws tell the owner by a letter, not a hatch.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from bokeh.models import ColumnDataSource, HexTile, HoverTool, MultiLine, Scatter, Text
from bokeh.palettes import Cividis256
from bokeh.plotting import figure

from gamekit.geometry import AXIAL_DIRECTIONS
from gamekit.i18n import _, pgettext
from gamekit.warsaw import KINDS, MAP, POLISH, Board
from gamekit.warsaw.words import a_building, bank_word, kind_letter, kind_word, player, zone_glossed, zone_name
from widgets.board import assign, columns
from widgets.palette import OKABE_ITO, seat_style


class _KindLetters(Mapping[str, str]):
    """One letter for each building type, in the language shown (`words.kind_letter`: in English P for
    rePresentative, as R is residential; in Polish the first letter of the Polish type)."""

    def __getitem__(self, kind: str) -> str:
        return kind_letter(kind)

    def __iter__(self) -> Iterator[str]:
        return iter(KINDS)

    def __len__(self) -> int:
        return len(KINDS)


KIND_LETTERS = _KindLetters()
STYLE_MARKS = {None: "", "socrealism": "·SR", "modernism": "·M"}
ZONE_LOOKS = {"urban": ("#DDDDDD", "blank"), "suburban": ("#F3F0DC", "dot")}  # fill, hatch: not colour alone
RIVER = OKABE_ITO["sky blue"]
BRIDGE = "#7F7F7F"
NEUTRAL = "#BBBBBB"  # a neutral building (3 players): grey, with the letter N
PLOT_MARGIN = 0.3
BOLD = {"text_font_style": "bold", "text_align": "center", "text_baseline": "middle"}
BUILDING_COLUMNS = ("q", "r", "x", "y", "fill", "ink", "kind", "mark")


def hex_centre(hex: tuple[int, int]) -> tuple[float, float]:
    """The plot point at the middle of a hex (also for a hex just off the map)."""
    q, r = hex
    return MAP.board.size * 3**0.5 * (q + r / 2), -MAP.board.size * 1.5 * r


def side_ends(edge: frozenset) -> tuple[tuple[float, float], tuple[float, float]]:
    """The plot points at the two ends of the side between the edge's two hexes (one may be off the map)."""
    if edge in MAP.sides:
        corners = MAP.side(edge)
    else:
        inside, outside = sorted(edge, key=lambda h: h not in MAP)
        step = (outside[0] - inside[0], outside[1] - inside[1])
        corners = MAP.board.sides_of(inside)[AXIAL_DIRECTIONS.index(step)]
    a, b = sorted(MAP.board.corners.nodes[c]["pos"] for c in corners)
    return a, b


def side_middle(edge: frozenset) -> tuple[float, float]:
    (x0, y0), (x1, y1) = side_ends(edge)
    return (x0 + x1) / 2, (y0 + y1) / 2


# The places of the keyboard cursor (and of clicks) on the map: the sides between two hexes of the map, and the
# sides of the board's edge (each named by its map hex and the hex just outside), in reading order.
INNER_SIDES = tuple(sorted(MAP.sides, key=sorted))
EDGE_SIDES = tuple(
    sorted(
        {frozenset((h, (h[0] + dq, h[1] + dr))) for h in MAP.hexes for dq, dr in AXIAL_DIRECTIONS} - set(MAP.sides),
        key=sorted,
    )
)


def hex_name(hex: tuple[int, int], board: Board) -> str:
    """A hex in words, for the keyboard cursor: "hex (0, 1), urban, rubble"."""
    words = [_("hex {hex}").format(hex=hex), zone_name(MAP.zone(hex))]
    built = board.building_at().get(hex)
    if built:
        words.append(
            _("{building} of {player}").format(building=a_building(built.kind, built.style), player=player(built.owner))
        )
    elif hex in board.neutral:
        words.append(_("a neutral building"))
    elif hex in board.rubble:
        words.append(_("rubble"))
    if hex in MAP.historic_buildings:
        words.append(_("historic site of {name}").format(name=_(MAP.historic_buildings[hex].name)))
    return ", ".join(words)


def side_name(edge: frozenset) -> str:
    """A side in words, for the keyboard cursor: "the side between (0, 0) and (1, 0)", on the river or the edge."""
    a, b = sorted(edge)
    if edge in MAP.river_edges:
        return _("the side between {a} and {b} (the Vistula)").format(a=a, b=b)
    if edge in MAP.sides:
        return _("the side between {a} and {b}").format(a=a, b=b)
    return _("the side between {a} and {b} (the board's edge)").format(a=a, b=b)


def plot_ranges() -> tuple[tuple[float, float], tuple[float, float]]:
    """The x and y ranges that show the whole map with a small margin."""
    xs = [pos[0] for _, pos in MAP.board.corners.nodes(data="pos")]
    ys = [pos[1] for _, pos in MAP.board.corners.nodes(data="pos")]
    return (min(xs) - PLOT_MARGIN, max(xs) + PLOT_MARGIN), (min(ys) - PLOT_MARGIN, max(ys) + PLOT_MARGIN)


def heat_look(value: int, low: int, high: int) -> tuple[str, str]:
    """The fill and ink of a heat-map hex: Cividis, readable with every colour-vision deficiency, from dark
    blue for the lowest value to light yellow for the highest; the number is written on it too."""
    shade = round(255 * (value - low) / (high - low)) if high > low else 255
    return Cividis256[shade], "#000000" if shade > 150 else "#FFFFFF"


def _tile_label(hex) -> str:
    site = MAP.historic_buildings.get(hex)
    words = _("{hex}: {zone}, {bank} bank").format(
        hex=hex, zone=zone_glossed(MAP.zone(hex)), bank=bank_word(MAP.bank(hex))
    )
    return words + (_("; historic site of {name}").format(name=_(site.name)) if site else "")


class MapPicture:
    """The glyphs of the map on one figure. `draw(board)` shows a board; `show_heat(values)` the heat-map."""

    def __init__(self, fig: figure):
        # Glyphs are added with `add_glyph`, which makes no copies for selection and muting: fewer models
        # to send, so each board is built and shown faster.
        tiles = ColumnDataSource(
            columns(
                ("q", "r", "fill", "hatch", "label"),
                ((*h, *ZONE_LOOKS[MAP.zone(h)], _tile_label(h)) for h in MAP.hexes),
            )
        )
        tile = {"q": "q", "r": "r", "size": MAP.board.size, "orientation": "pointytop"}
        tile_glyphs = fig.add_glyph(
            tiles,
            HexTile(
                **tile,
                fill_color="fill",
                hatch_pattern="hatch",
                hatch_color="#999999",
                hatch_alpha=0.5,
                line_color="#FFFFFF",
                line_width=2,
            ),
        )
        fig.add_tools(HoverTool(renderers=[tile_glyphs], tooltips="@label"))
        self.heat = ColumnDataSource({"q": [], "r": [], "x": [], "y": [], "value": [], "fill": [], "ink": []})
        fig.add_glyph(self.heat, HexTile(**tile, scale=0.94, fill_color="fill", fill_alpha=0.85, line_color=None))
        fig.add_glyph(self.heat, Text(text="value", text_color="ink", text_font_size="11px", y_offset=16, **BOLD))
        river = side_lines(sorted(MAP.river_edges, key=sorted))
        fig.add_glyph(ColumnDataSource(river), MultiLine(line_color=RIVER, line_width=7, line_cap="round"))
        sites = columns(("x", "y"), ((x, y + 0.62) for x, y in map(hex_centre, sorted(MAP.historic_buildings))))
        fig.add_glyph(
            ColumnDataSource(sites), Scatter(marker="star", size=13, fill_color="#FFFFFF", line_color="#000000")
        )
        self.rubble = ColumnDataSource({"x": [], "y": []})
        fig.add_glyph(self.rubble, Scatter(marker="square", size=13, fill_color="#000000", line_color="#FFFFFF"))
        self.bridges = ColumnDataSource({"xs": [], "ys": []})
        self.tunnel = ColumnDataSource({"xs": [], "ys": []})
        self.segments = ColumnDataSource({"xs": [], "ys": []})
        fig.add_glyph(self.bridges, MultiLine(line_color=BRIDGE, line_width=12, line_cap="butt"))
        fig.add_glyph(self.tunnel, MultiLine(line_color="#000000", line_width=4, line_dash="dashed"))
        fig.add_glyph(self.segments, MultiLine(line_color="#000000", line_width=6, line_cap="round"))
        # one marker per segment (a disc) and per bridge (a square), in its builder's colour, with their letter
        self.owners = ColumnDataSource({"x": [], "y": [], "marker": [], "fill": [], "ink": [], "letter": []})
        fig.add_glyph(self.owners, Scatter(marker="marker", size=14, fill_color="fill", line_color="#000000"))
        fig.add_glyph(self.owners, Text(text="letter", text_color="ink", text_font_size="9px", **BOLD))
        self.buildings = ColumnDataSource(columns(BUILDING_COLUMNS, ()))
        fig.add_glyph(
            self.buildings, HexTile(**tile, scale=0.72, fill_color="fill", line_color="#000000", line_width=1.5)
        )
        fig.add_glyph(self.buildings, Text(text="kind", text_color="ink", text_font_size="16px", y_offset=-3, **BOLD))
        fig.add_glyph(
            self.buildings,
            Text(
                text="mark",
                text_color="ink",
                text_font_size="9px",
                y_offset=11,
                text_align="center",
                text_baseline="middle",
            ),
        )

    def draw(self, board: Board) -> None:
        """Show the pieces of `board`."""
        assign(self.rubble, columns(("x", "y"), map(hex_centre, sorted(board.rubble))))  # one cube a hex (W-SETUP-4)
        assign(self.buildings, _building_columns(board))
        assign(self.segments, side_lines(piece.edge for piece in board.segments))
        assign(self.bridges, side_lines(piece.edge for piece in board.bridges))
        assign(self.owners, _owner_columns(board))
        assign(self.tunnel, side_lines(board.tunnel or ()))  # the river sides it runs under

    def show_heat(self, values: dict) -> None:
        """Colour each hex of `values` (hex → a whole number) and write the number on it; {} hides the map."""
        low, high = min(values.values(), default=0), max(values.values(), default=0)
        rows = [
            (*hex, *hex_centre(hex), f"{value:+d}", *heat_look(value, low, high))
            for hex, value in sorted(values.items())
        ]
        assign(self.heat, columns(self.heat.data, rows))


def _building_columns(board: Board) -> dict:
    """The buildings, and the neutral buildings of a 3-player game (N, no owner)."""
    looks = {}
    for b in board.buildings:
        seat = seat_style(b.owner)
        looks[b.hex] = (
            seat.colour,
            seat.ink,
            KIND_LETTERS[b.kind],
            seat.letter + STYLE_MARKS[b.style] + ("★" if b.name else ""),
        )
    neutral = (NEUTRAL, "#000000", pgettext("warsaw map letter", "N"), pgettext("warsaw map mark", "neutral"))
    looks.update(dict.fromkeys(board.neutral, neutral))
    return columns(BUILDING_COLUMNS, ((*hex, *hex_centre(hex), *look) for hex, look in sorted(looks.items())))


def side_lines(edges: Iterable[frozenset]) -> dict[str, list]:
    """A MultiLine's columns: one straight line along each side (edge) given."""
    return columns(("xs", "ys"), ([[a[0], b[0]], [a[1], b[1]]] for a, b in map(side_ends, edges)))


def _owner_columns(board: Board) -> dict:
    """The builder's marker in the middle of each metro segment (a disc) and bridge (a square)."""
    rows = []
    for pieces, marker in ((board.segments, "circle"), (board.bridges, "square")):
        for piece in pieces:
            seat = seat_style(piece.owner)
            rows.append((*side_middle(piece.edge), marker, seat.colour, seat.ink, seat.letter))
    return columns(("x", "y", "marker", "fill", "ink", "letter"), rows)


def building_words(kind: str, style: str | None) -> str:
    """ "a residential building (mieszkalny)", with the Polish words of the type and the style."""
    polish = POLISH[kind] + (f", {POLISH[style]}" if style else "")
    return a_building(kind, style) if kind_word(kind) == POLISH[kind] else f"{a_building(kind, style)} ({polish})"
