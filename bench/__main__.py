"""Print, per game: median ms for legal_moves + play + score per move, random full games per second on one
core at every player count (the engine's fast path, `module.playout`; the target holds at the largest count),
and the time of `import gamekit` in a fresh interpreter. Then the browser section: click latency on every board in
JupyterLab in headless Chromium (the browser tests' measurement: pointerup → first visible response, and → redrawn
board), skipped where there is no Chromium or with --no-browser. With --lab, the strategy lab too: 1,000
Greedy-against-Greedy games of each game (`gamekit.lab.tournament`) played serially, with joblib on 2 cores and on a
2-worker dask LocalCluster, with the speed-ups (it takes a while: most of an hour on 2 idle cores).

Usage: python -m bench [--seconds S] [--no-browser] [--lab] [--lab-games N] [GAME ...]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

import gamekit

TARGET_GAMES_PER_SECOND = 200  # every game, at its largest player count
TARGET_MOVE_MS = 1.0
TARGET_IMPORT_MS = 150.0
TARGET_FIRST_RESPONSE_MS = 25.0  # median, pointerup → the page marks the clicked place
TARGET_REDRAW_MS = (60.0, 120.0)  # median and p95, pointerup → the board redrawn
LAB_PLAYERS = {"cardcity": 2, "metropolys": 2, "metromania": 2, "warsaw": 3}  # Greedy at every seat; Warsaw needs 3
LAB_TARGET_S = {"cardcity": 60.0, "metropolys": 60.0, "metromania": 600.0, "warsaw": 600.0}  # 1,000 games, joblib
LAB_WORKERS = 2
ROOT = Path(__file__).resolve().parents[1]


def move_ms(module, seconds: float) -> float:
    """Median ms of one `legal_moves() + play(random legal) + score()` step, over random games."""
    samples, seed, deadline = [], 0, time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        match = module.new_game(players=module.PLAYER_COUNTS[0], seed=seed)
        picker = random.Random(seed)
        while not match.is_over and time.perf_counter() < deadline:
            start = time.perf_counter()
            match.play(picker.choice(match.legal_moves()))
            match.score()
            samples.append(time.perf_counter() - start)
        seed += 1
    return 1000 * statistics.median(samples)


def games_per_second(module, players: int, seconds: float) -> float:
    """Random full games per second of this process's CPU time (one core), so other work on the machine
    does not count against the engine."""
    count, seed, start = 0, 0, time.process_time()
    while time.process_time() - start < seconds:
        module.playout(seed=seed, players=players)
        count, seed = count + 1, seed + 1
    return count / (time.process_time() - start)


def import_ms(runs: int = 7) -> float:
    code = "import time; t = time.perf_counter(); import gamekit; print(time.perf_counter() - t)"
    times = [float(subprocess.check_output([sys.executable, "-c", code], text=True)) for _ in range(runs)]
    return 1000 * statistics.median(times)


def warsaw_sandbox_ms(rounds: int = 20) -> tuple[float, float]:
    """Median ms of the Warsaw what-if heat-map and of one sandbox build plus the score, on a busy city."""
    from gamekit.warsaw import KINDS, Sandbox

    city = Sandbox(players=4, stage=2)
    for hex in sorted(city.board.rubble):
        city.clear_rubble(hex)
    heat, edits = [], []
    for number in range(rounds):
        start = time.perf_counter()
        city.what_if("industrial", number % 4)
        heat.append(time.perf_counter() - start)
        kind = KINDS[number % len(KINDS)]
        hexes = sorted(city.legal_hexes(kind, number % 4, None))
        if hexes:
            start = time.perf_counter()
            city.build(hexes[0], kind, number % 4)
            city.score()
            edits.append(time.perf_counter() - start)
    return 1000 * statistics.median(heat), 1000 * statistics.median(edits)


def metromania_trips_ms(games: int = 20) -> float:
    """Median ms of scoring a finished 4-player Metromania game: the 7 test trips with every fastest route."""
    from gamekit.metromania import RULES, playout

    times = []
    for seed in range(games):
        state = playout(seed=seed, players=4)
        start = time.perf_counter()
        RULES.score(state)
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def browser_latency() -> None:
    """Run the browser tests' latency measurement on every registered board and print its figures."""
    if not (shutil.which("chromium") or shutil.which("chromium-browser")):
        print("browser: skipped (no Chromium here; `make chromium` installs it)")
        return
    report = ROOT / "test-artifacts" / "click_latency.json"
    report.unlink(missing_ok=True)
    test = "tests/browser/test_browser_boards.py::test_click_to_redraw_latency"
    run = subprocess.run(
        [sys.executable, "-m", "pytest", test, "-q", "-p", "no:cacheprovider"], cwd=ROOT, capture_output=True, text=True
    )
    if run.returncode or not report.exists():
        print(f"browser: the latency run failed\n{run.stdout[-2000:]}")
        return
    for board, figures in json.loads(report.read_text()).items():
        first = figures["in page, pointerup → first visible response (ms)"]
        redrawn = figures["in page, pointerup → redrawn (ms)"]
        ok = redrawn["median"] <= TARGET_REDRAW_MS[0] and redrawn["p95"] <= TARGET_REDRAW_MS[1]
        print(
            f"{board:>11}: click → first visible response {first['median']:.0f} ms median"
            f" {verdict(first['median'] <= TARGET_FIRST_RESPONSE_MS)}; click → redrawn {redrawn['median']:.0f} ms"
            f" median, p95 {redrawn['p95']:.0f} (targets {TARGET_REDRAW_MS[0]:.0f}, {TARGET_REDRAW_MS[1]:.0f})"
            f" {verdict(ok)}"
        )


def lab_speedups(names: list[str], games: int) -> None:
    """Time `games` Greedy-against-Greedy games of each game on the lab's three engines (serial, joblib on
    LAB_WORKERS cores, a LAB_WORKERS-worker dask LocalCluster, its start included), print the speed-ups over serial,
    and check that the three tables are the same. The load average is printed too: other work on the machine slows
    every engine."""
    from gamekit import lab

    print(
        f"lab: {games:,} Greedy v Greedy games a game; load average {os.getloadavg()[0]:.1f} at the start", flush=True
    )
    for name in names:
        call = {"games": games, "seed": 1, "workers": LAB_WORKERS, "progress": False}
        tables, seconds, serial_cpu = {}, {}, time.process_time()
        for engine in lab.ENGINES:
            start = time.perf_counter()
            tables[engine] = lab.tournament(name, ["greedy"] * LAB_PLAYERS[name], engine=engine, **call)
            seconds[engine] = time.perf_counter() - start
            if engine == "serial":  # the games ran in this process: its CPU time is theirs
                serial_cpu = time.process_time() - serial_cpu
        same = all(table.equals(tables["serial"]) for table in tables.values())
        joblib_s, target = seconds["joblib"], LAB_TARGET_S[name]
        projected = joblib_s * 1000 / games  # the target is for 1,000 games
        print(
            f"{name:>11}: serial {seconds['serial']:.1f} s ({games / serial_cpu:.1f} games per CPU second),"
            f" joblib x{LAB_WORKERS} {joblib_s:.1f} s (speed-up {seconds['serial'] / joblib_s:.2f}),"
            f" dask x{LAB_WORKERS} {seconds['dask']:.1f} s (speed-up {seconds['serial'] / seconds['dask']:.2f});"
            f" joblib {'' if games == 1000 else 'projected '}{projected:.0f} s for 1,000 games"
            f" (target <= {target:.0f} s) {verdict(projected <= target)};"
            f" {'the same table on all three' if same else 'TABLES DIFFER'};"
            f" load average {os.getloadavg()[0]:.1f}",
            flush=True,
        )


def verdict(ok: bool) -> str:
    return "ok" if ok else "SLOW"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(gamekit.GAMES))
    parser.add_argument("--seconds", type=float, default=3.0, help="time spent on each measurement")
    parser.add_argument("--no-browser", action="store_true", help="skip the click latency in JupyterLab")
    parser.add_argument("--lab", action="store_true", help="time the strategy lab's engines (slow)")
    parser.add_argument("--lab-games", type=int, default=1000, help="games per game in the lab section")
    args = parser.parse_args()
    ms = import_ms()
    print(f"import gamekit: {ms:.1f} ms median (target <= {TARGET_IMPORT_MS:.0f}) {verdict(ms <= TARGET_IMPORT_MS)}")
    for name in args.games:
        module = gamekit.GAMES[name]
        step = move_ms(module, args.seconds)
        rates = {n: games_per_second(module, n, args.seconds / 2) for n in module.PLAYER_COUNTS}
        largest = rates[max(rates)]
        per_count = " / ".join(f"{rates[n]:,.0f}" for n in rates)
        print(
            f"{name:>11}: legal_moves+play+score {step:.3f} ms/move median {verdict(step <= TARGET_MOVE_MS)};"
            f" random games/s on one core at {'/'.join(map(str, rates))} players: {per_count}"
            f" (target >= {TARGET_GAMES_PER_SECOND} at {max(rates)}) {verdict(largest >= TARGET_GAMES_PER_SECOND)}"
        )

    if "metromania" in args.games:
        trips = metromania_trips_ms()
        print(f"metromania: scoring all 7 trips {trips:.2f} ms median {verdict(trips <= 10)}")
    heat, edit = warsaw_sandbox_ms()
    print(
        f"warsaw sandbox: what-if heat-map {heat:.2f} ms median {verdict(heat <= 50)};"
        f" build + score {edit:.3f} ms median {verdict(edit <= 1)}"
    )
    if args.lab:
        lab_speedups(args.games, args.lab_games)
    if not args.no_browser:
        browser_latency()


if __name__ == "__main__":
    main()
