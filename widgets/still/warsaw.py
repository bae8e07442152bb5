"""The still picture of the Warsaw map (a sandbox's, or a full game's with its foundations and action board), from
the live boards' own data (`widgets.warsaw.picture`, `widgets.warsaw.game_picture`): zones, the Vistula, historic
sites, rubble, buildings, metro, tunnel and bridges, each foundation's engineer and the fields of the action board.
Hands and norms are never drawn."""

from __future__ import annotations

from gamekit.i18n import _
from gamekit.render.svg import Drawing
from gamekit.warsaw import CARDS, MAP
from widgets.palette import seat_style
from widgets.warsaw.game_picture import (
    FIELD_H,
    FIELD_W,
    LIMITED_FILL,
    MAP_X,
    TAKEN_FILL,
    UNLIMITED_FILL,
    Y_RANGE,
    field_centre,
)
from widgets.warsaw.game_text import field_label
from widgets.warsaw.picture import (
    BRIDGE,
    KIND_LETTERS,
    RIVER,
    ZONE_LOOKS,
    _building_columns,
    _owner_columns,
    hex_centre,
    plot_ranges,
    side_lines,
)

SCALE = 44  # the live boards' pixels a plot unit


def _lines(picture: Drawing, data: dict[str, list], colour: str, width: float, dash: str | None = None, cap="round"):
    for xs, ys in zip(data["xs"], data["ys"]):
        picture.line(list(zip(xs, ys)), colour, width, dash, cap)


def _map(picture: Drawing, board) -> None:
    size = MAP.board.size
    for h in MAP.hexes:
        fill, hatch = ZONE_LOOKS[MAP.zone(h)]
        picture.hexagon(hex_centre(h), size, fill, "#FFFFFF", 2)
        picture.hex_hatch(hex_centre(h), size, hatch, "#999999", 0.5)  # the suburban zone dotted: not colour alone
    _lines(picture, side_lines(sorted(MAP.river_edges, key=sorted)), RIVER, 7)
    for x, y in map(hex_centre, sorted(MAP.historic_buildings)):
        picture.marker((x, y + 0.62), "star", 13, "#FFFFFF")
    for h in sorted(board.rubble):  # one cube a hex (W-SETUP-4)
        picture.marker(hex_centre(h), "square", 13, "#000000", "#FFFFFF")
    _lines(picture, side_lines(piece.edge for piece in board.bridges), BRIDGE, 12, cap="butt")
    _lines(picture, side_lines(board.tunnel or ()), "#000000", 4, "6 4")
    _lines(picture, side_lines(piece.edge for piece in board.segments), "#000000", 6)
    owners = _owner_columns(board)
    for x, y, marker, fill, ink, letter in zip(*owners.values()):
        picture.marker((x, y), marker, 14, fill)
        picture.text((x, y), letter, 9, ink, bold=True)
    buildings = _building_columns(board)
    for _q, _r, x, y, fill, ink, kind, mark in zip(*buildings.values()):
        picture.hexagon((x, y), 0.72 * size, fill, "#000000", 1.5)
        picture.text((x, y), kind, 16, ink, bold=True, offset=(0, -3))
        picture.text((x, y), mark, 9, ink, offset=(0, 11))


def draw_sandbox(state) -> str:
    picture = Drawing(*plot_ranges(), SCALE, title=_("the Warsaw map"))
    _map(picture, state.board)
    return picture.svg()


def draw_game(state) -> str:
    """The map with each foundation's engineer and card, and the action board below it with the engineers on it."""
    title = _("the Warsaw map and action board, round {number}").format(number=state.round)
    picture = Drawing(MAP_X, Y_RANGE, SCALE, title=title)
    _map(picture, state.board)
    for p in state.projects:
        style, at = seat_style(p.owner), hex_centre(p.hex)
        picture.marker(at, "triangle", 24, style.colour)
        picture.text(at, style.letter, 10, style.ink, bold=True, offset=(0, 2))
        picture.text(at, f"{KIND_LETTERS[CARDS[p.card].kind]} #{p.card}", 9, bold=True, offset=(0, 18))
    for index, (field, on) in enumerate(zip(state.action_board, state.fields)):
        x, y = field_centre(index)
        fill = UNLIMITED_FILL if field.unlimited else TAKEN_FILL if on else LIMITED_FILL
        picture.rect((x, y), FIELD_W * 0.94, FIELD_H * 0.9, fill, "#000000")
        picture.text((x, y), field_label(field), 10, bold=True, offset=(0, -10))
        for k, seat in enumerate(on):
            style, at = seat_style(seat), (x - 0.6 + 0.3 * (k % 5), y - 0.38 + 0.25 * (k // 5))
            picture.marker(at, "triangle", 16, style.colour)
            picture.text(at, style.letter, 8, style.ink, bold=True, offset=(0, 1))
    return picture.svg()
