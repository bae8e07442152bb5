"""The strength script (`python -m gamekit.bots.strength`): lines of games with the seats rotated, a win rate per
line (a shared win counted as a share) and, for the co-operative card city, a mean score; the same on every run."""

from gamekit.bots import strength
from gamekit.bots.strength import Game, Line, measure, play


def test_a_line_plays_its_games_with_the_hero_in_every_seat_in_turn():
    line = Line("metropolys", 2, "greedy", "random")
    row = measure(line, games=2, search={}, jobs=1)
    assert row["games"] == 2 and 0 <= row["win"] <= 1 and row["pm"] >= 0
    shares = [play(Game(line, g, ())) for g in range(2)]  # the same seeds, the same games: hero in seat 0, then 1
    assert [share for share, _, _ in shares] == [1.0, 1.0] == [row["win"]] * 2


def test_the_table_names_its_budget_and_each_lines_goal():
    lines = list(strength.table(games=1, search={"iterations": 2}, only=("metropolys",)))
    assert lines[0].startswith("Bot strength: 1 games a line") and "iterations=2" in lines[0]
    assert len(lines) == 3 and all("goal" in text for text in lines[1:])
    assert "greedy vs 1 random" in lines[1] and "search vs 1 greedy" in lines[2]


def test_the_co_op_line_gives_a_mean_score():
    row = measure(Line("cardcity", 2, "random"), games=3, search={}, jobs=1)
    assert "win" not in row and isinstance(row["mean"], int | float)
