"""The lab's bokeh charts: each bar is a row of the statistics it draws, with its 95% interval as a whisker, the fair
share only where it means something (not in the co-op card city), and the overview leaves out the first-seat chart
there; `stack` joins tournaments of one game into one table."""

import pytest
from bokeh.models import ColumnDataSource, Span, Whisker

from gamekit import lab
from gamekit.lab import charts


@pytest.fixture(scope="module")
def duel():
    return lab.tournament("metropolys", ["random", "random"], games=6, seed=3, engine="serial", progress=False)


@pytest.fixture(scope="module")
def teams():
    call = {"games": 4, "engine": "serial", "progress": False}
    return lab.stack(
        lab.tournament("cardcity", ["random", "random"], seed=1, **call),
        lab.tournament("cardcity", ["playout", "playout"], seed=2, **call),
    )


def data(fig):
    return next(r.data_source.data for r in fig.renderers if isinstance(r.data_source, ColumnDataSource))


def test_a_win_rate_chart_draws_the_rates_their_intervals_and_the_fair_share(duel):
    fig = charts.first_seat_chart(duel)
    rates = lab.first_seat(duel)
    assert data(fig)["name"] == ["1st to play", "2nd to play"]
    assert data(fig)["rate"] == list(rates["win rate"]) and data(fig)["low"] == list(rates["low"])
    assert [span.location for span in fig.center if isinstance(span, Span)] == [0.5]
    assert any(isinstance(layout, Whisker) for layout in fig.center)


def test_a_coop_table_has_no_fair_share_and_no_first_seat_chart(teams):
    assert teams.attrs["coop"] and teams.attrs["bots"] == ["random", "random", "playout", "playout"]
    fig = charts.win_rate_chart(teams)
    assert data(fig)["name"] == ["playout", "random"]
    assert not [span for span in fig.center if isinstance(span, Span)]
    assert len(charts.overview(teams).children) == 2
    assert fig.title.text == "cardcity: how often the team reaches its target"


def test_stack_numbers_the_games_on_and_keeps_the_columns_in_order(teams, duel):
    assert list(teams["game"].unique()) == list(range(8))
    assert list(teams.columns[-2:]) == ["rank", "winner"] and teams.columns[5] == "score"
    with pytest.raises(ValueError, match="one game"):
        lab.stack(teams, duel)


def test_the_score_chart_has_one_outline_per_bot_and_the_difficulty_chart_one_bar_per_goal(teams):
    assert [item.label.value for item in charts.score_chart(teams).legend.items] == [
        f"{bot} (mean {mean:.1f})" for bot, mean in teams.groupby("bot")["score"].mean().items()
    ]
    ranking = lab.goal_difficulty(teams)
    assert data(charts.difficulty_chart(ranking))["name"] == list(ranking["goal"])
