"""The lab's statistics (win rates with Wilson 95% intervals, the first-seat table, category means, the goal cards
ranked by difficulty) on small tables worked by hand, and the bot that avoids a kind of move."""

import math

import pandas as pd
import pytest

import gamekit
from gamekit import bots, lab


def table(rows, players=2):
    columns = ["game", "seed", "seat", "order", "bot", "score", "a", "b", "rank", "winner"]
    frame = pd.DataFrame(rows, columns=columns)
    frame.attrs["players"] = players
    return frame


TWO_GAMES = table(
    [
        (0, 1, 0, 1, "greedy", 10, 7, 3, 1, True),
        (0, 1, 1, 2, "random", 4, 4, 0, 2, False),
        (1, 2, 0, 2, "random", 6, 6, 0, 1, True),
        (1, 2, 1, 1, "greedy", 6, 5, 1, 1, True),
    ]
)


def test_wilson_interval_matches_the_formula_worked_by_hand():
    """5 wins in 10: centre 0.5, half-width 1.96/(1 + 1.96²/10) · sqrt(0.025 + 1.96²/400) = 0.2634."""
    low, high = lab.wilson(5, 10)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)
    assert lab.wilson(0, 10)[0] == 0 and 0 < lab.wilson(0, 10)[1] < 0.31
    assert lab.wilson(0, 0) == (0.0, 1.0)


def test_win_rates_count_a_shared_first_place_as_a_win_for_each():
    rates = lab.win_rates(TWO_GAMES).set_index("bot")
    assert rates.loc["greedy", ["games", "wins", "win rate"]].tolist() == [2, 2, 1.0]
    assert rates.loc["random", ["games", "wins", "win rate"]].tolist() == [2, 1, 0.5]
    assert rates.loc["random", "low"] == pytest.approx(lab.wilson(1, 2)[0])
    assert lab.first_seat(TWO_GAMES)["order"].tolist() == [1, 2]
    assert lab.fair_share(TWO_GAMES) == 0.5


def test_category_means_per_bot():
    means = lab.category_means(TWO_GAMES)
    assert lab.categories(TWO_GAMES) == ["a", "b"]
    assert means.loc["greedy"].tolist() == [8.0, 6.0, 2.0]


def test_goal_difficulty_ranks_the_cards_that_only_some_games_have_hardest_first():
    rows = [
        {"game": 0, "score": 2, "base": 1, "Go Green": -3, "Skid Row": 4, "winner": False},
        {"game": 0, "score": 2, "base": 1, "Go Green": -3, "Skid Row": 4, "winner": False},  # a second seat
        {"game": 1, "score": 10, "base": 1, "Skid Row": 6, "Sprawlopolis": 3, "winner": True},
        {"game": 2, "score": -4, "base": 1, "Go Green": -5, "Sprawlopolis": 0, "winner": False},
    ]
    frame = pd.DataFrame(rows).assign(rank=1)
    frame = frame[["game", "score", "base", "Go Green", "Skid Row", "Sprawlopolis", "rank", "winner"]]
    ranking = lab.goal_difficulty(frame)
    assert ranking["goal"].tolist() == ["Go Green", "Sprawlopolis", "Skid Row"]  # "base" is in every game
    go_green = ranking.iloc[0]
    assert (go_green["games"], go_green["card points"], go_green["mean score"], go_green["won"]) == (2, -4, -1, 0)
    half = lab.stats.Z95 * pd.Series([2.0, -4.0]).std() / math.sqrt(2)
    assert go_green["low"] == pytest.approx(-1 - half)


def test_an_avoiding_bot_never_plays_the_kind_while_it_has_another_move():
    """Random, avoiding Metropolys passes: it bids whenever it can, and passes only when it must."""
    match = gamekit.metropolys.new_game(players=2, seed=3)
    players = [lab.Avoiding(bots.make("random", seed=1), ["Pass"]), bots.make("random", seed=2)]
    while not match.is_over:
        seat = match.current_player
        view = match.seat_view(seat)
        move = players[seat].choose(view)
        if seat == 0:
            assert type(move).__name__ != "Pass" or {type(m).__name__ for m in view.legal_moves()} == {"Pass"}
        match.play(move)
    entrant = lab.avoiding("greedy", "Metro")
    assert entrant.label == "greedy without Metro" and entrant.bot(4).kinds == {"Metro"}
    with pytest.raises(ValueError, match="no bot"):
        lab.avoiding(lab.PLAYOUT, "Metro")
