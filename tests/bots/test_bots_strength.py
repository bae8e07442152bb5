"""The strength script (`python -m gamekit.bots.strength`): lines of games with the seats rotated, a win rate per
line (a shared win counted as a share) and, for the co-operative card city, a mean score; the same on every run."""

from gamekit import bots
from gamekit.bots import strength
from gamekit.bots.strength import Game, Line, measure, play


def test_a_line_plays_its_games_with_the_hero_in_every_seat_in_turn():
    line = Line("metropolys", 2, "greedy", "random")
    row = measure(line, games=2, search={}, jobs=1)
    assert row["games"] == 2 and 0 <= row["win"] <= 1 and row["pm"] >= 0
    shares = [play(Game(line, g, ())) for g in range(2)]  # the same seeds, the same games: hero in seat 0, then 1
    assert [share for share, _, _, _ in shares] == [1.0, 1.0] == [row["win"]] * 2
    assert all(0 < mean <= longest for _, _, mean, longest in shares) and row["longest_move"] >= row["seconds_per_move"]


def test_the_table_names_its_budget_and_each_lines_goal():
    lines = list(strength.table(games=1, search={"iterations": 2}, only=("metropolys",)))
    assert lines[0].startswith("Bot strength: 1 games a line") and "iterations=2" in lines[0]
    assert len(lines) == 4 and all("goal" in text for text in lines[1:3])
    assert "greedy vs 1 random" in lines[1] and "search vs 1 greedy" in lines[2]
    assert lines[3].startswith("Wall time: ") and lines[3].endswith(" s on 1 process")


def test_the_markdown_table_has_a_row_a_line_with_as_many_cells_as_its_head(capsys):
    strength.main(["--games", "2", "--iterations", "2", "--only", "cardcity", "--markdown"])
    text = capsys.readouterr().out.splitlines()
    assert text[0].startswith("Bot strength: 2 games a line") and text[1] == ""
    assert text[2:4] == list(strength.MARKDOWN_HEAD)
    rows = text[4:7]
    assert [row.split(" | ")[0] for row in rows] == [f"| cardcity (2 players, co-op): {n}" for n in bots.NAMES]
    assert all(row.count("|") == text[2].count("|") for row in rows)
    assert "iterations=2" in rows[2] and "iterations" not in rows[1]  # the budget only where a search plays
    assert text[7] == "" and text[8].startswith("Wall time: ") and len(text) == 9


def test_the_co_op_line_gives_a_mean_score():
    row = measure(Line("cardcity", 2, "random"), games=3, search={}, jobs=1)
    assert "win" not in row and isinstance(row["mean"], int | float)
