"""Bokeh charts of tournament tables, for the strategy-lab lesson: win rates with their 95% intervals (by bot, or by
the order of play: the first-seat advantage), score distributions and the card-city goal cards ranked by difficulty.

Each function returns a bokeh figure; a notebook shows it (`jupyter_bokeh.BokehModel(fig)` after BokehJS is loaded).
This module imports bokeh (the notebook extra); `gamekit.lab` itself does not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from bokeh.models import Column, ColumnDataSource, FactorRange, HoverTool, NumeralTickFormatter, Range1d
from bokeh.models.annotations import Span, Whisker
from bokeh.models.ui import UIElement
from bokeh.palettes import Colorblind8
from bokeh.plotting import figure

from gamekit.i18n import N_, _
from gamekit.lab import stats
from gamekit.lab.words import bot_label, column_name
from gamekit.render import game_title

if TYPE_CHECKING:
    import pandas as pd

WIDTH = 560
DASHES = ("solid", "dashed", "dotted", "dotdash", "dashdot")  # a line's group is told by its dash, not colour alone
BINS = 15  # at most, in a score distribution
ORDINALS = (N_("1st to play"), N_("2nd to play"), N_("3rd to play"), N_("4th to play"), N_("5th to play"))


def win_rate_chart(table: pd.DataFrame, by: str = "bot", title: str | None = None) -> figure:
    """The win rate per value of `by` as a bar, its 95% interval as a whisker, and the fair share (one in the
    number of players) as a dashed line."""
    rates = stats.win_rates(table, by)
    names = [bot_label(str(name)) for name in rates[by]]
    game = game_title(table.attrs.get("game", ""))
    if table.attrs.get("coop"):
        return _rates(rates, names, title or _("{game}: how often the team reaches its target").format(game=game), None)
    default = _("{game}: win rate by {by}").format(game=game, by=column_name(by))
    return _rates(rates, names, title or default, stats.fair_share(table))


def first_seat_chart(table: pd.DataFrame, title: str | None = None) -> figure:
    """The win rate by the order of play (who moved first, second, ...), with 95% intervals and the fair share."""
    rates = stats.first_seat(table)
    names = [_(ORDINALS[order - 1]) for order in rates["order"]]
    game = game_title(table.attrs.get("game", ""))
    return _rates(
        rates, names, title or _("{game}: does moving first help?").format(game=game), stats.fair_share(table)
    )


def overview(table: pd.DataFrame) -> Column:
    """A tournament at a glance: win rates by bot, the scores' spread and (unless co-op, where every seat shares the
    score) the first-seat advantage, one under another."""
    charts: list[UIElement] = [win_rate_chart(table), score_chart(table)]
    if not table.attrs.get("coop"):
        charts.append(first_seat_chart(table))
    return Column(children=charts)


def _rates(rates: pd.DataFrame, names: list[str], title: str, fair: float | None) -> figure:
    text = [
        _("{wins} of {games} won ({rate:.0%}; 95% interval {low:.0%} to {high:.0%})").format(
            wins=wins, games=games, rate=rate, low=low, high=high
        )
        for wins, games, rate, low, high in zip(
            rates["wins"], rates["games"], rates["win rate"], rates["low"], rates["high"]
        )
    ]
    source = ColumnDataSource(
        {
            "name": names,
            "rate": list(rates["win rate"]),
            "low": list(rates["low"]),
            "high": list(rates["high"]),
            "text": text,
        }
    )
    if fair is not None:
        label = _("win rate (whisker: 95% interval; dashed: a fair share)")
    else:
        label = _("win rate (whisker: 95% interval)")
    fig = _figure(title, names, x_range=(0, 1), x_label=label)
    _bars(fig, source, "rate", Colorblind8[0])
    if fair is not None:
        fig.add_layout(Span(location=fair, dimension="height", line_dash="dashed", line_color="black"))
    fig.xaxis.formatter = NumeralTickFormatter(format="0%")
    fig.add_tools(HoverTool(tooltips=[("", "@name: @text")]))
    return fig


def score_chart(table: pd.DataFrame, by: str = "bot", title: str | None = None) -> figure:
    """How the final scores spread, one outline per value of `by` (a histogram over the same bins for each)."""
    scores = table["score"].astype(float)
    edges = np.histogram_bin_edges(scores, bins=min(BINS, max(1, int(scores.max() - scores.min()) + 1)))
    fig = figure(
        title=title
        or _("{game}: final scores by {by}").format(game=game_title(table.attrs.get("game", "")), by=column_name(by)),
        width=WIDTH,
        height=300,
        tools="",
        toolbar_location=None,
        x_axis_label=_("final score"),
        y_axis_label=_("seat-games"),
    )
    for number, (name, group) in enumerate(table.groupby(by, sort=True)):
        counts, _edges = np.histogram(group["score"].astype(float), bins=edges)
        xs = np.repeat(edges, 2)[1:-1]
        ys = np.repeat(counts, 2)
        fig.line(
            xs,
            ys,
            line_width=2.5,
            line_color=Colorblind8[number % len(Colorblind8)],
            line_dash=DASHES[number % len(DASHES)],
            legend_label=_("{name} (mean {mean:.1f})").format(name=bot_label(str(name)), mean=group["score"].mean()),
        )
    fig.legend.location = "top_left"
    return fig


def difficulty_chart(ranking: pd.DataFrame, title: str = N_("Card city: the goal cards, hardest first")) -> figure:
    """The mean final score in the games with each goal card (`stats.goal_difficulty`), hardest at the top, with
    95% intervals."""
    names = [_(str(goal)) for goal in ranking["goal"]]
    source = ColumnDataSource(
        {
            "name": names,
            "mean": list(ranking["mean score"]),
            "low": list(ranking["low"]),
            "high": list(ranking["high"]),
            "games": list(ranking["games"]),
            "card": [f"{points:+.1f}" for points in ranking["card points"]],
        }
    )
    low, high = min(0.0, float(ranking["low"].min())), max(0.0, float(ranking["high"].max()))
    margin = (high - low) * 0.05 or 1.0
    fig = _figure(_(title), names, x_range=(low - margin, high + margin), x_label=_("mean final score with the card"))
    _bars(fig, source, "mean", Colorblind8[1])
    fig.add_tools(HoverTool(tooltips=[("", _("@name: mean @mean{0.0} in @games games; the card itself @card"))]))
    return fig


def _bars(fig: figure, source: ColumnDataSource, value: str, colour: str) -> None:
    """A bar from 0 to `value` per row of `source`, and its 95% interval (`low` to `high`) as a whisker on top."""
    fig.hbar(y="name", left=0, right=value, height=0.6, source=source, fill_color=colour, fill_alpha=0.6)
    whisker = Whisker(source=source, base="name", lower="low", upper="high", dimension="width", level="annotation")
    fig.add_layout(whisker)


def _figure(title: str, names: list[str], x_range: tuple[float, float], x_label: str) -> figure:
    """A horizontal bar chart's frame: one row per name, the first at the top."""
    return figure(
        title=title,
        y_range=FactorRange(factors=list(reversed(names))),
        x_range=Range1d(start=x_range[0], end=x_range[1]),
        width=WIDTH,
        height=80 + 28 * len(names),
        tools="",
        toolbar_location=None,
        x_axis_label=x_label,
    )
