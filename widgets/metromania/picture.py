"""Drawing a Metromania city with bokeh: the triangles with their spots, park and lake, the arrows, every line (its
owner's colour, solid or dashed, the owner's letter at its start), the stations, and the fastest routes of test
trips. `CityDrawing` is shared by the live board (widgets.metromania.board) and `MetroPicture`, a still picture of a
Sandbox for the lessons. MM-COMP-1, MM-COMP-2, MM-COMP-3, MM-GRID-1, MM-TEST-1, MM-TEST-2, MM-TEST-3.

No information is told by colour alone: each kind of triangle has a letter and a hatch, each line is solid
or dashed and starts at a square (solid) or diamond (dashed) with its owner's number, and a route is a wide
band labelled with its trip's name.
"""

from __future__ import annotations

import math

from bokeh.models import ColumnDataSource, HoverTool
from bokeh.plotting import figure
from jupyter_bokeh.widgets import BokehModel

from gamekit.geometry import TRI_DIRECTIONS
from gamekit.i18n import _
from gamekit.metromania.words import arrow_word, kind_word, line_phrase, spot_letter
from widgets.board import assign, blank_figure, columns
from widgets.bokeh_setup import load_bokehjs
from widgets.palette import HIGHLIGHT, OKABE_ITO, Style, seat_style
from widgets.ui import Shown

KIND_STYLES = {
    "residential": Style("residential", OKABE_ITO["orange"], "#000000", "R", "square", "blank"),
    "commercial": Style("commercial", OKABE_ITO["sky blue"], "#000000", "C", "square", "horizontal_line"),
    "entertainment": Style("entertainment", OKABE_ITO["reddish purple"], "#000000", "E", "square", "dot"),
    "park": Style("park", OKABE_ITO["bluish green"], "#000000", "P", "circle", "right_diagonal_line"),
    "lake": Style("lake", OKABE_ITO["blue"], "#FFFFFF", "L", "circle", "horizontal_wave"),
}
PLAIN = "#F2F2F2"
NUDGE = 0.07  # how far each line is drawn off its edge, so two lines on one edge both show
DASHES = ("solid", [9, 6])  # a player's solid and dashed line (gaps wide enough to see at this width)
X_RANGE, Y_RANGE = (-5.6, 5.6), (-4.9, 4.9)  # the hexagon of side 5 with its arrows
LINES = ("xs", "ys", "colour", "dash", "name")  # the columns of the lines' source
STARTS = ("x", "y", "text", "colour", "ink", "marker")  # the columns of the start markers' source


def nudge(line_id: int) -> tuple[float, float]:
    """A small offset per line id, different for the (up to 8) lines, so lines sharing an edge stay visible."""
    angle = math.pi / 4 * line_id
    return NUDGE * math.cos(angle), NUDGE * math.sin(angle)


def _arrow_angle(colour: str, side: int) -> float:
    """The angle of an arrow's triangle marker: a white arrow points into the city, a black one out of it."""
    outward = math.pi / 3 * (side - 1)  # turns the upward marker to face away from side `side`
    return outward + (math.pi if colour == "white" else 0)


def _corners(city) -> list[tuple[int, int]]:
    """The six corners of the city's hexagon, counter-clockwise (its side is the farthest a vertex lies)."""
    side = max(max(abs(i), abs(j), abs(i + j)) for i, j in city.vertices)
    return [(side * di, side * dj) for di, dj in TRI_DIRECTIONS]


def _lattice_lines(city) -> list[list[tuple[float, float]]]:
    """The lattice's edges joined into straight lines across the hexagon, in its three directions."""
    graph, runs = city.lattice.vertices, []
    for di, dj in TRI_DIRECTIONS[:3]:
        for i, j in city.vertices:
            if graph.has_edge((i, j), (i - di, j - dj)):
                continue  # not where a line starts
            run = [(i, j)]
            while graph.has_edge(run[-1], (run[-1][0] + di, run[-1][1] + dj)):
                run.append((run[-1][0] + di, run[-1][1] + dj))
            if len(run) > 1:
                runs.append([city.pos(v) for v in run])
    return runs


def _centre(city, location: str) -> tuple[float, float]:
    """The middle of a location's vertices (where its name goes)."""
    xs, ys = zip(*(city.pos(v) for v in city.locations[location]))
    return sum(xs) / len(xs), sum(ys) / len(ys)


def vertex_name(city, vertex) -> str:
    """A vertex as the lessons write it, with the arrow standing there: "(-5, 2) white arrow", "(0, 2)"."""
    arrow = city.arrows.get(vertex)
    return _("{vertex} {arrow}").format(vertex=vertex, arrow=arrow_word(arrow[0])) if arrow else f"{vertex}"


def route_polylines(state, route) -> list[list[tuple[float, float]]]:
    """The rides of a route ((seat, set), station) steps as polylines along the lines' own paths."""
    city, polylines = state.city, []
    for (label, a), (other, b) in zip(route, route[1:]):
        if label != other:
            continue  # a change of line at one station: nothing to draw
        path = state.lines[2 * label[0] + label[1]].path
        i, j = path.index(a), path.index(b)
        piece = path[i : j + 1] if i <= j else path[j : i + 1][::-1]
        polylines.append([city.pos(v) for v in piece])
    return polylines


class CityDrawing:
    """The glyphs of one city on a figure; `draw(state, ...)` updates them, assigning each source once."""

    def __init__(self, fig: figure, city) -> None:
        self.city = city
        # The static layers, drawn once: the hexagon, the location triangles on it, then the lattice's lines over
        # them (a few long lines, not 150 outlined triangles: every click repaints the whole canvas).
        hexagon = [city.pos(corner) for corner in _corners(city)]
        fig.patch([x for x, _ in hexagon], [y for _, y in hexagon], fill_color=PLAIN, line_color=None)
        places = []
        for t, kind in enumerate(city.kinds):
            if kind is not None:
                style = KIND_STYLES[kind]
                points = [city.pos(v) for v in sorted(city.triangles[t])]
                places.append(([x for x, _ in points], [y for _, y in points], style.colour, style.hatch, style.ink))
        fig.patches(
            "xs",
            "ys",
            source=ColumnDataSource(columns(("xs", "ys", "fill", "hatch", "ink"), places)),
            fill_color="fill",
            hatch_pattern="hatch",
            hatch_color="ink",
            hatch_alpha=0.25,
            line_color=None,
        )
        grid = [([x for x, _ in run], [y for _, y in run]) for run in _lattice_lines(city)]
        fig.multi_line("xs", "ys", source=ColumnDataSource(columns(("xs", "ys"), grid)), line_color="#C8C8C8")
        # Every vertex, invisible, for the hover: the pointer resting on one shows its coordinates, as the lessons
        # write them ("(-4, 1)"), and which arrow stands there.
        self.corners = ColumnDataSource(
            columns(("x", "y", "name"), [(*city.pos(v), vertex_name(city, v)) for v in city.vertices])
        )
        found = fig.scatter("x", "y", source=self.corners, size=12, fill_alpha=0, line_alpha=0)
        fig.add_tools(HoverTool(renderers=[found], tooltips="@name", description=_("vertex coordinates")))
        self.labels = ColumnDataSource(columns(("x", "y", "text", "ink"), ()))
        fig.text(
            "x",
            "y",
            text="text",
            source=self.labels,
            text_color="ink",
            text_align="center",
            text_baseline="middle",
            text_font_size="9px",
            text_font_style="bold",
        )
        leisure = [(*_centre(city, kind), kind_word(kind), KIND_STYLES[kind].ink) for kind in ("park", "lake")]
        fig.text(
            "x",
            "y",
            text="text",
            source=ColumnDataSource(columns(("x", "y", "text", "ink"), leisure)),
            text_color="ink",
            text_align="center",
            text_baseline="middle",
            text_font_size="10px",
            text_font_style="bold",
        )
        arrows = [
            (*city.pos(v), "#FFFFFF" if colour == "white" else "#000000", _arrow_angle(colour, side))
            for v, (colour, side) in sorted(city.arrows.items())
        ]
        fig.scatter(
            "x",
            "y",
            source=ColumnDataSource(columns(("x", "y", "fill", "angle"), arrows)),
            marker="triangle",
            size=13,
            angle="angle",
            fill_color="fill",
            line_color="#000000",
            line_width=1.5,
        )
        self.routes = ColumnDataSource(columns(("xs", "ys"), ()))
        fig.multi_line(
            "xs",
            "ys",
            source=self.routes,
            line_color=HIGHLIGHT.colour,
            line_alpha=0.8,
            line_width=14,
            line_cap="round",
            line_join="round",
        )
        self.legal = ColumnDataSource(columns(("xs", "ys"), ()))  # the legal edges, filled in by the live board
        fig.multi_line("xs", "ys", source=self.legal, line_color=HIGHLIGHT.colour, line_width=7, line_dash="dotted")
        self.lines = ColumnDataSource(columns(LINES, ()))
        fig.multi_line(
            "xs",
            "ys",
            source=self.lines,
            line_color="colour",
            line_dash="dash",
            line_width=4,
            line_cap="butt",
            line_join="round",
        )
        self.starts = ColumnDataSource(columns(STARTS, ()))  # the player's number on each start
        fig.scatter("x", "y", source=self.starts, marker="marker", size=16, fill_color="colour", line_color="#000000")
        fig.text(
            "x",
            "y",
            text="text",
            source=self.starts,
            text_color="ink",
            text_align="center",
            text_baseline="middle",
            text_font_size="10px",
            text_font_style="bold",
        )
        self.stations = ColumnDataSource(columns(("x", "y", "why"), ()))
        fig.scatter(
            "x",
            "y",
            source=self.stations,
            marker="circle",
            size=12,
            fill_color="#FFFFFF",
            line_color="#000000",
            line_width=2.5,
        )
        self.trip_ends = ColumnDataSource(columns(("x", "y", "text"), ()))
        fig.text(
            "x",
            "y",
            text="text",
            source=self.trip_ends,
            text_align="center",
            text_baseline="bottom",
            y_offset=-8,
            text_font_size="12px",
            text_font_style="bold",
            background_fill_color="#FFFFFF",
            background_fill_alpha=0.85,
        )

    def draw(self, state, routes=(), ends=(), name: str = "") -> None:
        """Draw `state`; `routes` are fastest routes to show, `ends` their two locations, labelled `name`."""
        city = self.city
        laid = {m.spot: m.letter if m.shown else "?" for m in state.markers if m.spot is not None}
        labels = []
        for spot, t in city.spots.items():
            xs, ys = zip(*(city.pos(v) for v in city.triangles[t]))
            kind = city.kinds[t]
            text = spot_letter(kind) + (f" {laid[spot]}" if spot in laid else "")
            labels.append((sum(xs) / 3, sum(ys) / 3, text, KIND_STYLES[kind].ink))
        lines, starts = [], []
        for k, line in enumerate(state.lines):
            if not line.path:
                continue
            dx, dy = nudge(k)
            style = seat_style(line.owner)
            points = [city.pos(v) for v in line.path]
            label = _("{player}'s {line}").format(player=style.name, line=line_phrase(line.set))
            lines.append(
                ([x + dx for x, _ in points], [y + dy for _, y in points], style.colour, DASHES[line.set], label)
            )
            starts.append((*points[0], str(line.owner + 1), style.colour, style.ink, ("square", "diamond")[line.set]))
        bands = [polyline for route in routes for polyline in route_polylines(state, route)]
        centres = [_centre(city, location) for location in (ends if routes else ())]
        assign(self.labels, columns(("x", "y", "text", "ink"), labels))
        assign(self.lines, columns(LINES, lines))
        assign(self.starts, columns(STARTS, starts))
        assign(self.stations, columns(("x", "y", "why"), [(*city.pos(s.vertex), s.how) for s in state.stations]))
        assign(self.routes, columns(("xs", "ys"), [([x for x, _ in b], [y for _, y in b]) for b in bands]))
        assign(self.trip_ends, columns(("x", "y", "text"), [(*centre, name) for centre in centres]))


class MetroPicture(Shown):
    """A still picture of a Sandbox's city (no clicks), optionally with the fastest routes of one test
    trip: `MetroPicture(box, trip="C")` (a letter, or "park-lake")."""

    def __init__(self, sandbox, *, trip: str | None = None, scale: int = 40) -> None:
        load_bokehjs()
        self.sandbox = sandbox  # for its still picture (widgets.still)
        self.figure = fig = blank_figure(X_RANGE, Y_RANGE, scale)
        self.drawing = CityDrawing(fig, sandbox.city)
        found = [t for t in sandbox.trips() if t.name == trip]
        if trip is not None and not found:
            raise ValueError(f"there is no test trip {trip!r}: name a letter A-F or 'park-lake'")
        if found:
            ends = [e for e in found[0].ends if e is not None]
            self.drawing.draw(sandbox.state, found[0].routes, ends, trip if len(trip) == 1 else _("P-L"))
        else:
            self.drawing.draw(sandbox.state)
        self.widget = BokehModel(fig)
