"""Browser fixtures: one isolated JupyterLab server and one headless Chromium per test session.

The server runs on a free loopback port with a random token. Its config, data, runtime, IPython, lab
settings and checkpoint folders, and HOME, are in a temp dir, so nothing is written into `~`, the venv or
the repo. Its lab settings turn off the news pop-up, autosave (a test must never rewrite a notebook)
and notebook windowing (so every cell is in the page), and start the notebook's kernel without asking.
On a failed test the page is saved to `test-artifacts/`.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification": {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/docmanager-extension/plugin": {"autosave": False, "defaultViewers": {"markdown": "Markdown Preview"}},
    "@jupyterlab/notebook-extension/tracker": {"windowingMode": "none", "autoStartDefaultKernel": True},
}

# The kernel is ready: started, connected and idle (the indicator alone also says "idle" before a kernel exists).
KERNEL_READY_JS = """() => {
  const indicator = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook-ExecutionIndicator');
  const bar = (document.querySelector('#jp-main-statusbar') || {}).textContent || '';
  return !!indicator && indicator.dataset.status === 'idle' && bar.includes('| Idle') && !bar.includes('No Kernel');
}"""

# A run is over when the kernel is idle, no cell is queued or running ([*]), and at least one cell has run.
RUN_FINISHED_JS = """() => {
  const prompts = [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-InputArea-prompt')]
    .map(p => p.textContent.trim());
  return (%s)() && !prompts.includes('[*]:') && prompts.some(p => /^\\[\\d+\\]:$/.test(p));
}""".replace("%s", KERNEL_READY_JS)

# Every error a notebook can show: a Python traceback (any error output, SyntaxError included), a widget that
# failed to render (e.g. BokehJS missing), and an error caught by a board's status line.
ERRORS_JS = """() => {
  const found = [];
  for (const out of document.querySelectorAll('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')) {
    const text = out.innerText;
    if (/Traceback|^\\s*\\w+(Error|Exception)\\b/m.test(text)) found.push(text);
  }
  for (const out of document.querySelectorAll('.jp-OutputArea-output')) {
    if (/Error displaying widget|Click to show javascript error/.test(out.innerText)) found.push(out.innerText);
  }
  for (const status of document.querySelectorAll('.gk-status-error')) found.push(status.innerText);
  return found;
}"""


@dataclass
class Lab:
    url: str
    token: str
    process: subprocess.Popen
    log: Path
    settings: Path  # the lab settings folder (JUPYTERLAB_SETTINGS_DIR)

    def api(self, path: str, method: str = "GET") -> object:
        request = urllib.request.Request(
            f"{self.url}{path}", method=method, headers={"Authorization": f"token {self.token}"}
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            body = response.read()
        return json.loads(body) if body else None

    @contextlib.contextmanager
    def setting(self, plugin: str, **values: object) -> Iterator[None]:
        """Pages opened inside the block see these lab settings of `plugin` too (JupyterLab reads them at load)."""
        path = self.settings / f"{plugin}.jupyterlab-settings"
        before = path.read_text() if path.exists() else None
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({**json.loads(before or "{}"), **values}))
        try:
            yield
        finally:
            if before is None:
                path.unlink()
            else:
                path.write_text(before)

    def shutdown_kernels(self) -> None:
        """Kernels outlive their tab: stop them after each test so they do not pile up."""
        for session in self.api("/api/sessions"):
            self.api(f"/api/sessions/{session['id']}", method="DELETE")

    def open(self, page, notebook: str) -> None:
        """Open a notebook (relative to the repo root) in a fresh workspace and wait for its kernel."""
        page.goto(f"{self.url}/lab/tree/{notebook}?reset&token={self.token}")
        page.wait_for_function(KERNEL_READY_JS, timeout=90_000, polling=100)

    def run_all(self, page, timeout_ms: int = 180_000) -> None:
        """Run All Cells from the Run menu and wait until the run is over."""
        page.locator('.lm-MenuBar-item:has-text("Run")').click()
        page.locator('.lm-Menu-item[data-command="runmenu:run-all"]').click()
        page.wait_for_function(RUN_FINISHED_JS, timeout=timeout_ms, polling=100)

    @staticmethod
    def errors(page) -> list[str]:
        """The text of every error shown in the open notebook."""
        return page.evaluate(ERRORS_JS)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _write_lab_settings(folder: Path) -> None:
    for plugin, values in LAB_SETTINGS.items():
        path = folder / f"{plugin}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))


@pytest.fixture(scope="session")
def lab(tmp_path_factory) -> Iterator[Lab]:
    home = tmp_path_factory.mktemp("jupyter")
    folders = {
        name: home / name for name in ("config", "data", "runtime", "ipython", "settings", "workspaces", "checkpoints")
    }
    for folder in folders.values():
        folder.mkdir()
    _write_lab_settings(folders["settings"])
    env = dict(
        os.environ,
        HOME=str(home),
        JUPYTER_CONFIG_DIR=str(folders["config"]),
        JUPYTER_DATA_DIR=str(folders["data"]),
        JUPYTER_RUNTIME_DIR=str(folders["runtime"]),
        IPYTHONDIR=str(folders["ipython"]),
        JUPYTERLAB_SETTINGS_DIR=str(folders["settings"]),
        JUPYTERLAB_WORKSPACES_DIR=str(folders["workspaces"]),
    )
    port, token = _free_port(), secrets.token_hex(24)
    command = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        "--ip=127.0.0.1",
        f"--port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={ROOT}",
        f"--FileCheckpoints.checkpoint_dir={folders['checkpoints']}",
    ]  # not .ipynb_checkpoints in the repo
    if os.geteuid() == 0:
        command.append("--allow-root")
    log = home / "jupyterlab.log"
    with open(log, "wb") as out:
        process = subprocess.Popen(
            command, env=env, stdout=out, stderr=subprocess.STDOUT, cwd=ROOT, start_new_session=True
        )
    server = Lab(f"http://127.0.0.1:{port}", token, process, log, folders["settings"])
    try:
        _wait_until_up(server)
        autosave = server.api("/lab/api/settings/@jupyterlab/docmanager-extension:plugin")["settings"]["autosave"]
        assert autosave is False, "the lab settings in the temp dir were not read"
        yield server
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)  # the server's own process group: it and its kernels
            process.wait()


def _wait_until_up(server: Lab, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            break
        try:
            server.api("/api/status")
            return
        except OSError:
            time.sleep(0.3)
    raise RuntimeError(f"JupyterLab did not start; its log ends:\n{server.log.read_text()[-3000:]}")


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        executable = CHROMIUM if shutil.which(CHROMIUM) else None  # else playwright's own Chromium
        chromium = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"report_{report.when}", report)  # read by `page` to screenshot failed tests
    return report


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """test-artifacts/: screenshots of failed tests and the click latency numbers."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture
def page(browser, lab, artifacts, request):
    context = browser.new_context(viewport={"width": 1500, "height": 1100})
    page = context.new_page()
    yield page
    if getattr(request.node, "report_call", None) is None or request.node.report_call.failed:
        name = re.sub(r"[^\w.-]+", "_", request.node.name)
        page.screenshot(path=str(artifacts / f"{name}.png"), full_page=True)
    context.close()
    lab.shutdown_kernels()


@pytest.fixture(scope="session")
def latency_report(request) -> dict:
    """Click latency per board, filled by test_browser_boards.py and printed at the end of the run."""
    report: dict = {}
    request.config.stash[_LATENCY] = report
    return report


_LATENCY = pytest.StashKey[dict]()


def pytest_terminal_summary(terminalreporter, config):
    for board, numbers in config.stash.get(_LATENCY, {}).items():
        terminalreporter.write_sep("-", f"click → redraw latency, {board} board, {numbers['clicks']} clicks")
        for label, stats in numbers.items():
            if isinstance(stats, dict):
                terminalreporter.write_line(f"{label}: median {stats['median']}, p95 {stats['p95']}")
            elif label != "clicks":
                terminalreporter.write_line(f"{label}: {stats}")
