"""How strong the bots are (issue 15, point 3), measured over many games with the seats rotated:

    python -m gamekit.bots.strength                      # 200 games a line, search with BUDGETS' iterations
    python -m gamekit.bots.strength --games 40 --jobs 2 --only metropolys
    python -m gamekit.bots.strength --iterations 300     # every game's search with 300 iterations a move
    python -m gamekit.bots.strength --seconds 0.5        # search with a time budget instead (slow: 0.5 s a move)
    python -m gamekit.bots.strength --markdown > table.md  # the table in markdown, for a note

A line of two bots plays `games` games of a game; in game g the first bot (the "hero") sits in seat g mod players
and the second bot takes every other seat (Warsaw: 1 against 2). The hero's win rate counts a shared win as a share
(1/2 for a tie of two). The card city is co-operative: each bot plays every seat of the same deals, and the line
gives its mean final score. Every game's seed is its number and every bot's seed comes from it, so with an
iteration budget the table is the same on every run.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

import gamekit
from gamekit import bots

GOALS = {("greedy", "random"): 0.75, ("search", "greedy"): 0.60}  # the win rates
# The search's budget for the measurement, in iterations a move: the default 0.5 s a move would take days for 200
# games a line on a shared 2-core machine. From a fifteenth (Warsaw) to a half (card city, Metropolys) of what 0.5 s
# buys; issue 15's strength table (2026-11-26) was measured with these (Metropolys: 600 iterations, 0.15 s of CPU a
# move, longest 0.28 s; its line takes 5 minutes on 2 idle cores).
BUDGETS = {"metropolys": 600, "cardcity": 100, "warsaw": 100, "metromania": 50}


@dataclass(frozen=True)
class Line:
    """One line of the table: `hero` against `rival` (every other seat), or co-op (`rival` None): hero alone."""

    game: str
    players: int
    hero: str
    rival: str | None = None

    @property
    def label(self) -> str:
        if self.rival is None:
            return f"{self.game} ({self.players} players, co-op): {self.hero}"
        rivals = self.players - 1
        return f"{self.game} ({self.players} players): {self.hero} vs {rivals} {self.rival}"


LINES = (
    Line("metropolys", 2, "greedy", "random"),
    Line("metropolys", 2, "search", "greedy"),
    Line("warsaw", 3, "greedy", "random"),
    Line("warsaw", 3, "search", "greedy"),
    Line("metromania", 2, "greedy", "random"),
    Line("metromania", 2, "search", "greedy"),
    Line("cardcity", 2, "random"),
    Line("cardcity", 2, "greedy"),
    Line("cardcity", 2, "search"),
)


@dataclass(frozen=True)
class Game:
    """One game to play: the line, its number and the search's budget."""

    line: Line
    number: int
    search: tuple[tuple[str, Any], ...]


def play(game: Game) -> tuple[float, float, float, float]:
    """Play one game; returns the hero's win share (co-op: 1), the hero's total (co-op: the team's), and the CPU
    seconds the hero took a move on average and at most (co-op: every seat). CPU time is a move's time on one core,
    whatever else the machine runs."""
    line, g = game.line, game.number
    hero_seat = g % line.players
    match = gamekit.GAMES[line.game].new_game(players=line.players, seed=g)
    seats = []
    for seat in range(line.players):
        name = line.hero if seat == hero_seat or line.rival is None else line.rival
        options = dict(game.search) if name == "search" else {}
        seats.append(bots.make(name, seed=1000 * g + seat, **options))
    thinking: list[float] = []
    while not match.is_over:
        seat = match.current_player
        started = time.process_time()
        move = seats[seat].choose(match.seat_view(seat))
        if seat == hero_seat or line.rival is None:
            thinking.append(time.process_time() - started)
        match.play(move)
    score = match.score()
    mean, longest = statistics.mean(thinking or [0.0]), max(thinking or [0.0])
    if line.rival is None:
        return 1.0, score.total(0), mean, longest
    winners = score.winners()
    share = 1 / len(winners) if hero_seat in winners else 0.0
    return share, score.total(hero_seat), mean, longest


def interval(values: Sequence[float]) -> float:
    """The half-width of a 95% confidence interval of the mean (normal approximation)."""
    return 1.96 * statistics.pstdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")


def measure(line: Line, games: int, search: dict[str, Any], jobs: int) -> dict[str, Any]:
    """Play a line's games (on `jobs` processes) and sum them up."""
    tasks = [Game(line, g, tuple(sorted(search.items()))) for g in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(play, tasks, chunksize=max(1, games // (8 * jobs))))
    else:
        results = [play(task) for task in tasks]
    shares, totals, seconds, longest = (list(column) for column in zip(*results))
    row = {"line": line, "games": games, "search": search}
    row |= {"seconds_per_move": statistics.mean(seconds), "longest_move": max(longest)}
    if line.rival is None:
        return {**row, "mean": statistics.mean(totals), "pm": interval(totals)}
    return {**row, "win": statistics.mean(shares), "pm": interval(shares), "mean": statistics.mean(totals)}


def verdict(row: dict[str, Any], rows: Sequence[dict[str, Any]]) -> str:
    """Whether the line meets the issue's goal."""
    line = row["line"]
    if line.rival is not None:
        goal = GOALS.get((line.hero, line.rival))
        return "" if goal is None else f"goal {goal:.0%}: {'met' if row['win'] >= goal else 'MISSED'}"
    order = [r for r in rows if r["line"].game == line.game and r["line"].rival is None]
    before = [r for r in order if bots.NAMES.index(r["line"].hero) < bots.NAMES.index(line.hero)]
    if not before:
        return ""
    better = all(row["mean"] > r["mean"] for r in before)
    return f"goal: above {', '.join(r['line'].hero for r in before)}: {'met' if better else 'MISSED'}"


def budget(row: dict[str, Any]) -> str:
    """The search's budget of a line that has a search in it ("" otherwise)."""
    if "search" not in (row["line"].hero, row["line"].rival):
        return ""
    return ", ".join(f"{k}={v}" for k, v in sorted(row["search"].items()))


def formatted(row: dict[str, Any], rows: Sequence[dict[str, Any]]) -> str:
    line = row["line"]
    if line.rival is None:
        result = f"mean score {row['mean']:6.2f} ± {row['pm']:.2f}"
    else:
        result = f"hero wins {row['win']:6.1%} ± {row['pm']:.1%} (hero's mean score {row['mean']:.1f})"
    speed = f"hero {row['seconds_per_move']:5.3f} s/move, longest {row['longest_move']:5.3f} s (CPU)"
    if budget(row):
        speed += f" (search: {budget(row)})"
    return f"{line.label:<44} {row['games']:>4} games  {result:<48} {speed}  {verdict(row, rows)}"


MARKDOWN_HEAD = (
    "| Line | Games | Hero wins (95% CI) | Mean score (95% CI) | Hero CPU s/move: mean, longest | Search budget a move"
    " | Goal |",
    "|---|---:|---:|---:|---:|---|---|",
)


def markdown(row: dict[str, Any], rows: Sequence[dict[str, Any]]) -> str:
    """The row as a line of a markdown table (MARKDOWN_HEAD): co-op lines give the team's mean score, the others
    the hero's win rate and mean score."""
    line = row["line"]
    if line.rival is None:
        win, mean = "–", f"{row['mean']:.2f} ± {row['pm']:.2f}"
    else:
        win, mean = f"{row['win']:.1%} ± {row['pm']:.1%}", f"{row['mean']:.1f}"
    speed = f"{row['seconds_per_move']:.3f}, {row['longest_move']:.3f}"
    cells = (line.label, str(row["games"]), win, mean, speed, budget(row) or "–")
    return "| " + " | ".join((*cells, verdict(row, rows) or "–")) + " |"


def table(
    games: int = 200,
    search: dict[str, Any] | None = None,
    jobs: int = 1,
    only: Sequence[str] = (),
    markdown_table: bool = False,
) -> Iterator[str]:
    """Measure every line (or those of the games in `only`) and yield the table's lines as they are ready, then the
    wall time. `search` is the search's budget for every game (`{"iterations": 100}` or `{"seconds": 0.5}`); by
    default BUDGETS. With `markdown_table`, a markdown table (a title paragraph, then MARKDOWN_HEAD and a row a
    line)."""
    started = time.perf_counter()
    spent = "with " + ", ".join(f"{k}={v}" for k, v in sorted(search.items())) if search else "with BUDGETS"
    title = f"Bot strength: {games} games a line, seats rotated; search {spent} a move"
    yield from (title, "", *MARKDOWN_HEAD) if markdown_table else (title,)
    rows: list[dict[str, Any]] = []
    for line in LINES:
        if only and line.game not in only:
            continue
        rows.append(measure(line, games, search or {"iterations": BUDGETS[line.game]}, jobs))
        yield (markdown if markdown_table else formatted)(rows[-1], rows)
    wall = f"Wall time: {time.perf_counter() - started:.0f} s on {jobs} process{'es' if jobs > 1 else ''}"
    yield from ("", wall + ".") if markdown_table else (wall,)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m gamekit.bots.strength", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games a line (default 200)")
    parser.add_argument("--iterations", type=int, help="the search's iterations a move (default: BUDGETS, per game)")
    parser.add_argument("--seconds", type=float, help="a time budget a move for the search, instead of iterations")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play on (default 1)")
    parser.add_argument("--only", nargs="*", default=(), choices=sorted(gamekit.GAMES), help="only these games")
    parser.add_argument("--markdown", action="store_true", help="write the table in markdown")
    args = parser.parse_args(argv)
    search = {"seconds": args.seconds} if args.seconds else {"iterations": args.iterations} if args.iterations else {}
    for text in table(args.games, search, args.jobs, args.only, args.markdown):
        print(text, flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
