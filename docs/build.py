"""Build the docs site (`make docs`): the README, every lesson executed with its still boards, the rule digests and the
API reference, with mkdocs (mkdocs-jupyter, mkdocstrings) in strict mode: any warning stops the build.

docs/_src is made afresh at each build from the repository's files: the README as the home page, rules/*.md, this
folder's api.md, and the lessons from docs/_lessons. Each lesson is executed there with nbclient (again only when the
notebook is newer than its executed copy), checked that each board carries its still picture (the build stops if
one does not), then saved without widget state, as JupyterLab saves a notebook, so the pages show the still pictures;
BokehJS is left out, as no page holds a live board. A link to a file the site does not hold (the teacher pack, the
code) becomes its plain text. `--no-lessons` builds without the lessons (a quick check).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import nbformat
from nbclient import NotebookClient

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
SRC, LESSONS, SITE = DOCS / "_src", DOCS / "_lessons", DOCS / "_site"
BOKEHJS = "application/vnd.bokehjs_load.v0+json"
STATE = "application/vnd.jupyter.widget-state+json"
VIEW = "application/vnd.jupyter.widget-view+json"
SLOW = {"50_strategy_lab.ipynb"}  # started first, so the other lessons run beside it
LINK = re.compile(r"(?<!!)\[([^\]]*)\]\(([^)\s]+)\)")


def _models(state: dict, model_id: str):
    """A widget's model and every model inside it (the children of boxes)."""
    model = state.get(model_id)
    if model is None:
        return
    yield model
    for child in model["state"].get("children") or ():
        yield from _models(state, child.removeprefix("IPY_MODEL_"))


def board_outputs(nb: nbformat.NotebookNode) -> list[dict]:
    """The outputs of an executed notebook (run with its widget state kept) that show a live board: a widget holding
    a board's canvas (a BokehModel of class gk-canvas), alone or in an app. (The lab's bokeh charts are no boards.)"""
    state = nb.metadata.get("widgets", {}).get(STATE, {}).get("state", {})
    return [
        output
        for cell in nb.cells
        for output in cell.get("outputs", ())
        if VIEW in output.get("data", {})
        and any(
            m["model_name"] == "BokehModel" and "gk-canvas" in m["state"].get("_dom_classes", ())
            for m in _models(state, output["data"][VIEW]["model_id"])
        )
    ]


def executed(notebook: Path) -> Path:
    """The lesson executed top to bottom (cached in docs/_lessons until the notebook changes)."""
    out = LESSONS / notebook.name
    if out.exists() and out.stat().st_mtime >= notebook.stat().st_mtime:
        return out
    nb = nbformat.read(notebook, as_version=4)
    started = time.perf_counter()
    client = NotebookClient(
        nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(notebook.parent)}}
    )
    client.execute()
    bare = [
        o["data"].get("text/plain", "")[:80] for o in board_outputs(nb) if "<svg" not in o["data"].get("text/html", "")
    ]
    if bare:
        raise SystemExit(f"{notebook.name}: boards without their still picture: {bare}")
    nb.metadata.pop("widgets", None)  # as JupyterLab saves a notebook: the pages show the stills, not empty widgets
    for cell in nb.cells:  # BokehJS (about 1.3 MB, twice): a page of still pictures has no use for it
        cell["outputs"] = [o for o in cell.get("outputs", ()) if BOKEHJS not in o.get("data", {})]
    nbformat.write(nb, out)
    took = time.perf_counter() - started
    print(f"executed {notebook.name} in {took:.1f} s ({out.stat().st_size / 1e6:.2f} MB)")
    return out


def unlink_missing(text: str, page: Path, site: set[str]) -> str:
    """`text` (markdown of the site page `page`) with each relative link to a file the site lacks made plain text;
    links into notebooks/ point at the site's lessons/."""

    def fix(match: re.Match) -> str:
        words, target = match.groups()
        if re.match(r"^[a-z]+:|^#", target):
            return match.group(0)
        path, _, anchor = target.partition("#")
        path = re.sub(r"(^|/)notebooks/", r"\1lessons/", path)
        resolved = os.path.normpath((page.parent / path).as_posix())
        if resolved not in site:
            return words
        return f"[{words}]({path}{'#' + anchor if anchor else ''})"

    return LINK.sub(fix, text)


def prepare(lessons: bool, jobs: int) -> None:
    shutil.rmtree(SRC, ignore_errors=True)
    LESSONS.mkdir(exist_ok=True)
    (SRC / "rules").mkdir(parents=True)
    pages = {Path("index.md"): ROOT / "README.md", Path("api.md"): DOCS / "api.md"}
    pages.update({Path(name): DOCS / name for name in ("polish.md", "glossary.md")})
    pages.update({Path("rules") / p.name: p for p in sorted((ROOT / "rules").glob("*.md"))})
    notebooks = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb")) if lessons else []
    site = {p.as_posix() for p in pages} | {f"lessons/{nb.name}" for nb in notebooks}
    for page, source in pages.items():
        (SRC / page).write_text(unlink_missing(source.read_text(), page, site))
    if notebooks:
        (SRC / "lessons").mkdir()
        slow_first = sorted(notebooks, key=lambda nb: nb.name not in SLOW)  # the strategy lab alone takes a minute
        with ProcessPoolExecutor(jobs) as pool:  # each lesson in its own kernel
            for notebook, copy in zip(slow_first, pool.map(executed, slow_first)):
                shutil.copy(copy, SRC / "lessons" / notebook.name)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-lessons", action="store_true", help="leave the lessons out (a quick check)")
    parser.add_argument("--jobs", type=int, default=2, help="lessons executed at once (default 2)")
    parser.add_argument("--site", default=str(SITE), help="where to write the site")
    args = parser.parse_args()
    started = time.perf_counter()
    prepare(lessons=not args.no_lessons, jobs=args.jobs)
    command = [
        sys.executable,
        "-m",
        "mkdocs",
        "build",
        "--strict",
        "-q",
        "-f",
        str(DOCS / "mkdocs.yml"),
        "-d",
        args.site,
    ]
    subprocess.run(command, check=True, cwd=DOCS)
    print(f"docs built in {time.perf_counter() - started:.0f} s: {args.site}/index.html")


if __name__ == "__main__":
    main()
