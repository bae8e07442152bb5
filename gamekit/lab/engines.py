"""Where a tournament's games run: "serial" (here, one game after another), "joblib" (every local core, through
joblib's worker processes) or "dask" (a `dask.distributed` cluster: a LocalCluster made for the tournament, or any
scheduler a teacher or researcher has). The games travel in blocks; the rows come back in the games' order, so the
table is the same on every engine. A progress bar (`tqdm.auto`: a widget in Jupyter, text in a terminal) counts the
games as their blocks finish.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

from gamekit.i18n import _, pgettext
from gamekit.lab.play import Job, Row, play, play_block
from gamekit.lab.words import bot_label
from gamekit.render import game_title

ENGINES = ("serial", "joblib", "dask")
BLOCKS_PER_WORKER = 4  # enough blocks to keep every worker busy to the end, few enough to cost little to send
LARGEST_BLOCK = 50  # and small enough for the progress bar to move


def run(job: Job, games: int, engine: str, workers: int | None, client: Any, progress: bool) -> list[Row]:
    """The rows of games 0 to `games - 1` of `job`, in order, played on `engine`."""
    check_engine(engine, client)
    import tqdm.auto  # here, not at the top: a test may put its own bar in its place

    lineup = _(" v ").join(bot_label(entrant.label) for entrant in job.lineup)
    label = _("{game}: {lineup}").format(game=game_title(job.game), lineup=lineup)
    unit = pgettext("a progress bar's unit", "game")
    with tqdm.auto.tqdm(total=games, desc=label, unit=unit, disable=not progress) as bar:
        if engine == "serial":
            found = []
            for number in range(games):
                found += play(job, number)
                bar.update(1)
            return found
        done = _joblib(job, games, workers) if engine == "joblib" else _dask(job, games, workers, client)
        results: dict[int, list[Row]] = {}
        for first, count, rows in done:
            results[first] = rows
            bar.update(count)
    return [row for first in sorted(results) for row in results[first]]


def blocks(games: int, workers: int) -> list[range]:
    """Games 0 to `games - 1` in consecutive blocks: about BLOCKS_PER_WORKER per worker, none above LARGEST_BLOCK."""
    size = max(1, min(LARGEST_BLOCK, math.ceil(games / (workers * BLOCKS_PER_WORKER))))
    return [range(first, min(first + size, games)) for first in range(0, games, size)]


def _joblib(job: Job, games: int, workers: int | None) -> Iterator[tuple[int, int, list[Row]]]:
    from joblib import Parallel, cpu_count, delayed

    cores = workers or cpu_count()
    parts = blocks(games, cores)
    parallel = Parallel(n_jobs=cores, return_as="generator")
    for part, rows in zip(parts, parallel(delayed(play_block)(job, part) for part in parts)):
        yield part.start, len(part), rows


def _dask(job: Job, games: int, workers: int | None, client: Any) -> Iterator[tuple[int, int, list[Row]]]:
    """On `client`: a dask.distributed Client, a scheduler's address, or None for a LocalCluster of `workers`
    processes (every core by default) made and closed here."""
    from dask.distributed import Client, LocalCluster, as_completed

    cluster = None
    if client is None:
        from joblib import cpu_count

        # one thread a worker (the games hold the GIL); the dashboard on any free port, so two clusters never clash
        cluster = LocalCluster(n_workers=workers or cpu_count(), threads_per_worker=1, dashboard_address=":0")
        here = Client(cluster)
    elif isinstance(client, str):
        here = Client(client)
    else:
        here = client
    try:
        total = sum(here.nthreads().values()) if cluster is None else len(cluster.workers)
        parts = blocks(games, max(1, total))
        futures = {here.submit(play_block, job, part, pure=False): part for part in parts}
        for future in as_completed(futures):
            part = futures[future]
            yield part.start, len(part), future.result()
    finally:
        if here is not client:
            here.close()
        if cluster is not None:
            cluster.close()


def check_engine(engine: str, client: Any) -> None:
    """Raise ValueError for an unknown engine, or a client given to an engine that is not dask."""
    if engine not in ENGINES:
        raise ValueError(f"engine must be one of {', '.join(map(repr, ENGINES))}, not {engine!r}")
    if client is not None and engine != "dask":
        raise ValueError(f"a client is for engine='dask' only, not {engine!r}")
