"""Lesson 50's exercises (widgets.lab_lesson): each right option follows what the games showed, nothing is answered
before the learner picks, and every option's feedback says what the games showed."""

import pandas as pd
import pytest

from widgets import lab_lesson


def mirror(first_wins: int, games: int) -> pd.DataFrame:
    """A 2-player table in which the player who moved first won `first_wins` of `games`."""
    rows = []
    for game in range(games):
        first_won = game < first_wins
        for order in (1, 2):
            rows.append(
                {"game": game, "seed": game, "seat": order - 1, "order": order, "bot": "greedy", "score": 0,
                 "rank": 1, "winner": first_won == (order == 1)}
            )  # fmt: skip
    return pd.DataFrame(rows)


def right_label(choice) -> str:
    return next(option.label for option in choice.options if option.right)


@pytest.mark.parametrize(
    ("first_wins", "games", "right"),
    [(180, 200, "Yes: the 1st player wins"), (20, 200, "No: the 1st player wins"), (11, 20, "These games cannot")],
)
def test_first_player_reads_the_interval_against_a_fair_share(first_wins, games, right):
    choice = lab_lesson.first_player(mirror(first_wins, games))
    assert right_label(choice).startswith(right)
    assert choice.answered is None
    assert all(f"won {first_wins}" in option.why for option in choice.options)


def ranking(numbers_by_difficulty):
    """Goal cards hardest first, carrying these numbers."""
    return pd.DataFrame(
        {"goal": [f"card {n}" for n in numbers_by_difficulty], "number": numbers_by_difficulty,
         "mean score": [float(i) for i in range(len(numbers_by_difficulty))]}
    )  # fmt: skip


@pytest.mark.parametrize(
    ("numbers", "right"), [([1, 2, 3, 4, 5], "Yes"), ([5, 4, 3, 2, 1], "No: the hard"), ([3, 5, 1, 4, 2], "No: a card")]
)
def test_goal_balance_follows_the_rank_correlation(numbers, right):
    choice = lab_lesson.goal_balance(ranking(numbers), games=100)
    assert right_label(choice).startswith(right)
    picked = lab_lesson.goal_balance(ranking(numbers), games=100)
    picked.pick(next(i for i, option in enumerate(picked.options) if not option.right))
    assert picked.answered is False


def sheet(bots, scores, **rows):
    table = pd.DataFrame({"game": range(len(bots)), "bot": bots, "score": scores, **rows})
    table["rank"], table["winner"] = 1, True
    return table


@pytest.mark.parametrize(("metro_score", "right"), [(60.0, "Yes"), (40.0, "No"), (50.5, "About")])
def test_metro_worth_compares_the_mean_scores(metro_score, right):
    table = sheet(["greedy", "greedy without Metro"], [metro_score, 50.0], metro=[3, 0], metro_adjacency=[2, 0])
    choice = lab_lesson.metro_worth(table)
    assert right_label(choice).startswith(right)
    assert "5.0 points a game" in choice.solution


@pytest.mark.parametrize(("stations", "trips", "park_lake", "right"), [(9, 1, 0, "The stations"), (0, 3, 1, "The six")])
def test_metromania_lead_names_the_largest_part(stations, trips, park_lake, right):
    rows = {"stations": [stations, 0], "verification": [0, 0], "park-lake": [park_lake, 0]}
    rows |= {f"trip {letter}": [trips, 0] for letter in "ABCDEF"}
    choice = lab_lesson.metromania_lead(sheet(["greedy", "random"], [50, 10], **rows))
    assert right_label(choice).startswith(right)
