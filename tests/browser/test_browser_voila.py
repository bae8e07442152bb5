"""The app pages (apps/*.ipynb) under Voila, in headless Chromium: each shows its set-up row and board, one move
played on the page changes the board's status line as the same move does in this process, and the page's console
logs no warning and no error.

One Voila server serves apps/ with the apps' settings (apps/voila.json: the template in
`apps/jupyter/voila/templates/gamekit`, and only the boards' lab extensions), from a temp HOME and
Jupyter folders, as `make app` does for one page.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from widgets.launcher import Launcher

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("cardcity", "metropolys", "metromania", "warsaw")
# The one kind of console warning let through: webpack's module federation noting that a lab extension was built
# against a newer JupyterLab than the 4.2.5 core that Voila bundles. Voila 0.5.13 (the newest release) brings it
# itself: its own widget manager, @voila-dashboards/widgets-manager8, asks for ^4.5.10 (and jupyterlab_widgets 3.0.17
# for ^4.6.2; 3.0.13 would ask for ^4.2.4, but Voila's own still warns). It names a version, not a fault of the page;
# anything else (an error, another warning) fails the test.
FEDERATION = re.compile(
    r"^warning: (Unsatisfied version \S+ from _JUPYTERLAB\.CORE_OUTPUT of shared singleton module @jupyterlab/[\w-]+"
    r" \(required \^[\d.]+\)|No satisfying version \(\^[\d.]+\) of shared module @jupyterlab/[\w-]+ found in shared"
    r" scope default\.\nAvailable versions: \S+ from _JUPYTERLAB\.CORE_OUTPUT)$"
)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    """The base URL of a Voila server on apps/, stopped at the end of the module."""
    home = tmp_path_factory.mktemp("voila")
    env = dict(
        os.environ,
        HOME=str(home),
        JUPYTER_CONFIG_DIR=str(home / "config"),
        JUPYTER_DATA_DIR=str(home / "data"),
        JUPYTER_RUNTIME_DIR=str(home / "runtime"),
        IPYTHONDIR=str(home / "ipython"),
        JUPYTER_PATH=str(ROOT / "apps" / "jupyter"),
    )
    port = _free_port()
    command = [sys.executable, "-m", "voila", "apps", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"]
    command += [f"--Voila.config_file_paths={ROOT / 'apps'}", "--ServerApp.port_retries=0"]
    log = home / "voila.log"
    with open(log, "wb") as out:
        process = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.STDOUT, cwd=ROOT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and process.poll() is None:
            try:
                urllib.request.urlopen(url, timeout=2)
                break
            except OSError:
                time.sleep(0.3)
        else:
            raise RuntimeError(f"Voila did not start; its log ends:\n{log.read_text()[-3000:]}")
        yield url
    finally:
        process.terminate()
        process.wait(timeout=20)


def _status(page, root: str) -> str:
    return page.locator(f"{root} .gk-board .gk-status").first.inner_text().strip()


def _wait_for_status(page, root: str, text: str) -> None:
    status = page.locator(f"{root} .gk-board .gk-status").first
    page.wait_for_function(
        "([el, text]) => el.innerText.trim() === text", arg=[status.element_handle(), text], timeout=20_000
    )


@pytest.mark.parametrize("game", GAMES)
def test_an_app_page_plays_a_move_with_a_clean_console(browser, voila, game):
    context = browser.new_context(viewport={"width": 1500, "height": 1100})
    page = context.new_page()
    logged: list[str] = []
    page.on(
        "console", lambda msg: logged.append(f"{msg.type}: {msg.text}") if msg.type in ("warning", "error") else None
    )
    page.on("pageerror", lambda err: logged.append(f"page error: {err}"))
    try:
        page.goto(f"{voila}/voila/render/{game}.ipynb", timeout=120_000)
        root = ".gk-launcher"
        page.locator(f"{root} .gk-setup").wait_for(timeout=120_000)
        canvas = page.locator(f"{root} .gk-canvas").first
        canvas.locator("canvas >> visible=true").first.wait_for(timeout=60_000)
        twin = Launcher(game)  # the page's game, in this process: where to click and what the page must say
        board = twin.app.board
        _wait_for_status(page, root, twin.app.status.text)
        targets = list(board.legal_targets())
        if targets:  # click the first legal place at its canvas pixel
            canvas.scroll_into_view_if_needed()
            box = canvas.bounding_box()
            px, py = board.canvas_point(*board.position(targets[0]))
            page.mouse.click(box["x"] + px, box["y"] + py)
            board.click(targets[0])
        else:  # Warsaw begins with each seat keeping a norm: show the hand, then press the first norm's button
            page.locator(f"{root} .gk-secret").first.click()
            page.locator(f"{root} .gk-keep").first.click()
            board.play(next(m for m in twin.app.match.legal_moves() if type(m).__name__ == "KeepNorm"))
        assert len(twin.app.match.history) == 1, "the twin played one move"
        _wait_for_status(page, root, twin.app.status.text)
        problems = [line for line in logged if not FEDERATION.match(line)]
        assert not problems, "\n".join(problems)
    finally:
        context.close()
