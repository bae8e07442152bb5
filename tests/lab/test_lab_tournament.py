"""The strategy lab's table (gamekit.lab.tournament): its shape and columns, seats turned every game, ranks and
winners that agree with the game's own sheet, the same table for the same seed on every engine (serial, joblib, and a
2-worker dask LocalCluster of real processes), a tqdm.auto progress bar, and the refusals of a bad call."""

import pandas as pd
import pytest
import tqdm.auto

import gamekit
from gamekit import lab
from gamekit.lab.play import FIXED, LAST

GAMES = 6


@pytest.fixture(scope="module")
def metropolys_table():
    return lab.tournament("metropolys", ["greedy", "random"], games=GAMES, seed=5, engine="serial", progress=False)


def test_a_row_per_game_and_seat_with_the_score_categories_between_the_fixed_columns(metropolys_table):
    table = metropolys_table
    sheet = gamekit.metropolys.RULES.score(gamekit.metropolys.playout(players=2, seed=1), None, reveal=True)
    assert table.shape == (GAMES * 2, len(FIXED) + len(sheet.categories) + len(LAST))
    assert list(table.columns) == [*FIXED, *sheet.categories, *LAST]
    assert lab.categories(table) == list(sheet.categories)
    assert sorted(table.groupby("game").size().unique()) == [2]
    assert table.attrs["bots"] == ["greedy", "random"] and table.attrs["players"] == 2


def test_seats_turn_every_game_so_each_bot_sits_everywhere(metropolys_table):
    table = metropolys_table
    assert table.groupby(["bot", "seat"]).size().to_dict() == {
        (bot, seat): GAMES // 2 for bot in ("greedy", "random") for seat in (0, 1)
    }
    first_game = table[table["game"] == 0]
    assert list(first_game["bot"]) == ["greedy", "random"]
    assert list(table[table["game"] == 1]["bot"]) == ["random", "greedy"]


def test_the_rows_are_the_game_replayed_from_its_seed(metropolys_table):
    """A game's row gives its seed; a new game from it has the same first player (the `order` column) and the
    score is the sum of the categories."""
    table = metropolys_table
    for number, rows in table.groupby("game"):
        first = gamekit.metropolys.new_game(players=2, seed=int(rows["seed"].iloc[0])).current_player
        assert rows.loc[rows["order"] == 1, "seat"].tolist() == [first]
        assert (rows[lab.categories(table)].sum(axis=1) == rows["score"]).all(), number


def test_rank_one_is_the_winner_and_ties_share_a_rank(metropolys_table):
    table = metropolys_table
    assert (table["winner"] == (table["rank"] == 1)).all()
    assert table.groupby("game")["winner"].sum().min() >= 1


def test_a_coop_game_gives_every_seat_the_team_sheet_and_a_win_at_the_target():
    table = lab.tournament("cardcity", ["random", "random"], games=4, seed=2, engine="serial", progress=False)
    for _, rows in table.groupby("game"):
        assert rows["score"].nunique() == 1 and set(rows["rank"]) == {1}
        match = gamekit.cardcity.new_game(players=2, seed=int(rows["seed"].iloc[0]))
        assert rows["winner"].tolist() == [int(rows["score"].iloc[0]) >= match.view(0)["target"]] * 2
    goals = [column for column in lab.categories(table) if table[column].isna().any()]
    assert goals and all(str(table[goal].dtype) == "Int64" for goal in goals)  # a goal card not drawn is empty
    assert (table.drop_duplicates("game")[goals].notna().sum(axis=1) == 3).all()  # three goal cards a game


def test_the_same_seed_gives_the_same_table_on_every_engine():
    """Serial, joblib on 2 worker processes and a dask LocalCluster of 2 worker processes: each game's seed and
    each bot's seed come from the tournament's seed and the game's number, never from the worker."""
    call = {"game": "metromania", "bots": ["greedy", "random"], "games": 6, "seed": 11, "workers": 2}
    serial = lab.tournament(**call, engine="serial", progress=False)
    for engine in ("joblib", "dask"):
        pd.testing.assert_frame_equal(lab.tournament(**call, engine=engine, progress=False), serial)
    other = lab.tournament(**{**call, "seed": 12}, engine="serial", progress=False)
    assert not other.equals(serial)


def test_dask_takes_an_existing_client_and_leaves_it_open():
    from dask.distributed import Client, LocalCluster

    with LocalCluster(n_workers=1, threads_per_worker=1, dashboard_address=":0") as cluster, Client(cluster) as client:
        call = {"game": "metropolys", "bots": ["random", "random"], "games": 3, "seed": 4, "progress": False}
        table = lab.tournament(**call, engine="dask", client=client)
        assert client.status == "running"
        pd.testing.assert_frame_equal(table, lab.tournament(**call, engine="serial"))


def test_the_progress_bar_is_tqdm_auto_and_counts_every_game(monkeypatch):
    bars = []

    class Recorded(tqdm.auto.tqdm):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.shown = not kwargs.get("disable", False)  # a closed bar is disabled, so keep what was asked
            bars.append(self)

    monkeypatch.setattr(tqdm.auto, "tqdm", Recorded)
    for engine in ("serial", "joblib"):
        lab.tournament("metropolys", ["random", "random"], games=5, seed=1, engine=engine, workers=2)
    assert [(bar.total, bar.n, bar.shown) for bar in bars] == [(5, 5, True)] * 2
    assert bars[0].desc == "metropolys: random v random"
    lab.tournament("metropolys", ["random", "random"], games=2, engine="serial", progress=False)
    assert not bars[-1].shown


def test_playout_seats_go_through_the_rules_fast_path():
    table = lab.tournament("warsaw", [lab.PLAYOUT] * 3, games=2, seed=3, engine="serial", progress=False)
    state = gamekit.warsaw.playout(players=3, seed=int(table["seed"].iloc[0]))
    sheet = gamekit.warsaw.RULES.score(state, None, reveal=True)
    assert table[table["game"] == 0]["score"].tolist() == [sheet.total(s) for s in range(3)]


@pytest.mark.parametrize(
    ("call", "says"),
    [
        ({"bots": ["greedy", "clever"]}, "a bot is one of"),
        ({"bots": "greedy"}, "one bot per seat"),
        ({"bots": ["greedy", "random"], "players": 3}, "one bot per seat: 3 players, 2 bots"),
        ({"bots": ["greedy", lab.PLAYOUT]}, "every seat plays it, or none"),
        ({"bots": ["greedy", "random"], "engine": "spark"}, "engine must be one of"),
        ({"bots": ["greedy", "random"], "client": "tcp://127.0.0.1:8786"}, "engine='dask' only"),
        ({"bots": ["greedy", "random"], "games": 0}, "games must be a whole number"),
        ({"bots": ["greedy", "random"], "variant": "expert"}, "variant must be one of"),
        ({"bots": ["greedy"] * 5}, "players"),
    ],
)
def test_a_bad_call_is_refused_before_any_game(call, says):
    with pytest.raises(ValueError, match=says):
        lab.tournament("metropolys", **{"games": 2, "engine": "serial", **call})


def test_a_search_on_a_time_budget_is_warned_about():
    timed = lab.Entrant("search 0.01 s", lambda seed: gamekit.bots.SearchBot(seed=seed, seconds=0.01))
    with pytest.warns(UserWarning, match="not be reproducible"):
        lab.tournament("metropolys", [timed, "random"], games=1, engine="serial", progress=False)
