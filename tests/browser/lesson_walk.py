"""A learner's walk through a notebook in JupyterLab (issue 16, point 3; issue 17, point 1).

`walk` runs the cells one at a time from the top with Shift+Enter, as a learner does (after View > Expand All Code,
so that a hidden set-up cell shows its prompt number too; it runs the same). After each code cell it plays
one legal move, by keyboard, on every board that has just appeared in the page: the board's canvas (class
gk-canvas) takes the focus, Home puts the board's cursor on its first legal place (the status line says "a legal
place: Enter plays it") and Enter plays it. A board that asks for a button first (show my cards, keep a norm:
`STEP_BUTTONS`) gets it pressed, as a learner would, until it has a legal place. Nothing is asked of the kernel from
the test process. At the end `links` lists every link the notebook shows (markdown cells and outputs) and
`check_links` resolves each one through the Jupyter server: the file exists (no 404) and an anchor names a heading
or an id in its target.
"""

from __future__ import annotations

import contextlib
import json
import posixpath
import re
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import Counter
from dataclasses import dataclass, field

from playwright.sync_api import TimeoutError as PlaywrightTimeout

PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden)"
WIDGET_OUTPUT = '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.widget-view+json"]'
CELL_TIMEOUT_MS = 120_000
BOARD_TIMEOUT_MS = 15_000

CELLS = f"{PANEL} .jp-Notebook .jp-Cell"
KINDS_JS = f"() => [...document.querySelectorAll('{CELLS}')].map((c) => c.classList.contains('jp-CodeCell'))"

# Cell `i` is the notebook's active cell, in command mode (JupyterLab marks it in its next update, after the focus).
SELECTED_JS = f"""(i) => document.querySelectorAll('{CELLS}')[i].classList.contains('jp-mod-active')
  && !!document.querySelector('{PANEL} .jp-Notebook.jp-mod-commandMode')"""

# Cell `i` has run: its prompt is numbered (JupyterLab numbers it once the reply and every output have come).
CELL_DONE_JS = f"""(i) => /^\\[\\d+\\]:$/.test(
  document.querySelectorAll('{CELLS}')[i].querySelector('.jp-InputArea-prompt').textContent.trim())"""

# The code cells among the first `n` whose prompt is not numbered (Shift+Enter on the last cell adds a new one).
UNRUN_JS = f"""(n) => [...document.querySelectorAll('{CELLS}')].slice(0, n).flatMap((cell, i) =>
  cell.classList.contains('jp-CodeCell')
    && !/^\\[\\d+\\]:$/.test(cell.querySelector('.jp-InputArea-prompt').textContent.trim()) ? [i] : [])"""

# The boards not walked yet, once the page has settled: every widget output has rendered, and every visible board
# canvas has its keyboard (set when bokeh lays the figure out). Each new visible board gets a number, its status
# line the same number; while the page is still rendering, returns what it waits for.
NEW_BOARDS_JS = f"""(start) => {{
  const panel = document.querySelector('{PANEL}');
  const pending = [...panel.querySelectorAll('{WIDGET_OUTPUT}')]
    .filter((out) => !out.querySelector('.jupyter-widgets, .widget-output, .lm-Widget') && !out.innerText.trim());
  const visible = (el) => el.getClientRects().length > 0;
  const fresh = [...panel.querySelectorAll('.gk-canvas:not([data-gk-walk])')].filter(visible);
  const unready = fresh.filter((el) => el.dataset.gkKeys !== 'on');
  if (pending.length || unready.length) {{
    return {{waiting: `${{pending.length}} widget outputs not rendered, ${{unready.length}} boards not laid out`}};
  }}
  let n = start;
  return {{boards: fresh.map((el) => {{
    el.dataset.gkWalk = String(++n);
    let up = el.parentElement;
    while (up && up !== panel && !up.querySelector('.gk-status')) up = up.parentElement;
    const status = up && up !== panel ? up.querySelector('.gk-status') : null;
    if (status) status.dataset.gkWalk = String(n);
    return n;
  }})}};
}}"""

# Board `n` scrolled to the middle of the page and given the keyboard focus; returns its status line.
FOCUS_BOARD_JS = """(n) => {
  const canvas = document.querySelector(`.gk-canvas[data-gk-walk="${n}"]`);
  const status = document.querySelector(`.gk-status[data-gk-walk="${n}"]`);
  canvas.scrollIntoView({block: 'center'});
  canvas.focus();
  return status ? {text: status.innerText.trim()} : null;
}"""

# The status line of board `n` (its text and the class of its message: gk-status-info, -warning, -error…) once its
# text is no longer `old` and matches `pattern` (if given).
STATUS_CHANGED_JS = """([n, old, pattern]) => {
  const status = document.querySelector(`.gk-status[data-gk-walk="${n}"]`);
  const text = status.innerText.trim();
  return text !== old && (!pattern || new RegExp(pattern).test(text))
    && {text, kind: (status.firstElementChild || {}).className || ''};
}"""

# What the board's keyboard says to Home or an arrow key (widgets/keyboard.py): where the cursor is, or that there is
# no place. Other news may come first, such as a computer player's move.
CURSOR_NEWS = "Cursor on |There is no place"

# What the status line of a finished game says (widgets/board.py): such a board has no move to play.
GAME_OVER = "Game over"

# The buttons a board may ask for before it has a legal place, in the order tried: the seat on turn shows its cards
# (the card city's talk rule), a seat keeps one of its norm cards (the full Warsaw game's set-up).
STEP_BUTTONS = [".gk-secret:not(.mod-active)", ".gk-keep"]
MAX_STEPS = 12  # the full Warsaw game at 4 players: each seat shows its hand, then keeps a norm
STEP_WAIT_MS = 1_000  # a board's side panel, where its step buttons are, follows its status line by a moment

# Press the first visible, enabled step button of board `n` (in the board's own output); its words, or null (polled
# until a button shows: the press happens once, when one is found).
PRESS_STEP_JS = """([n, selectors]) => {
  const canvas = document.querySelector(`.gk-canvas[data-gk-walk="${n}"]`);
  const area = canvas.closest('.jp-OutputArea-output') || canvas.parentElement;
  for (const selector of selectors) {
    const button = [...area.querySelectorAll(selector)].find((b) => b.getClientRects().length && !b.disabled);
    if (button) {
      button.click();
      return button.innerText.trim();
    }
  }
  return null;
}"""

# Every link the notebook shows, with its cell, but JupyterLab's own: the "¶" anchors beside headings and the source
# links in a traceback.
LINKS_JS = f"""() => {{
  const cells = [...document.querySelectorAll('{CELLS}')];
  return cells.flatMap((cell, i) => [...cell.querySelectorAll('a[href]')]
    .filter((a) => !a.classList.contains('jp-InternalAnchorLink') && !a.closest('.jp-InputArea-editor')
      && !a.closest('[data-mime-type="application/vnd.jupyter.stderr"]'))
    .map((a) => ({{cell: i, href: a.getAttribute('href'), text: a.innerText.trim()}})));
}}"""

# The anchors of the open notebook: its headings' ids (data-jupyter-id in JupyterLab 4) and every id or name.
PAGE_IDS_JS = f"""() => [...document.querySelectorAll('{PANEL} [data-jupyter-id], {PANEL} [id], {PANEL} a[name]')]
  .map((el) => el.dataset.jupyterId || el.id || el.getAttribute('name'))"""


@dataclass
class Walk:
    """What a walk did: seconds taken (in all, and per step: selecting cells, running them, waiting for their boards
    to render, playing the boards), errors (each with the cell that shows it), code cells left unrun, boards played or
    passed (with why), links found."""

    notebook: str
    seconds: float = 0.0
    cells_run: int = 0
    errors: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)
    passed: list[str] = field(default_factory=list)
    unrun: list[int] = field(default_factory=list)
    links: list[dict] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=Counter)


def walk(lab, page, notebook: str) -> Walk:
    """Open `notebook`, run its code cells one at a time, and play every board as it appears."""
    start = time.monotonic()
    result = Walk(notebook)
    lab.open(page, notebook)
    show_all_code(page)
    code = page.evaluate(KINDS_JS)
    boards, focus_moved = 0, True
    for index, is_code in enumerate(code):
        t0 = time.monotonic()
        if focus_moved:  # a board has the focus: the keys must go to the notebook again
            select_cell(page, index)
            focus_moved = False
        t1 = time.monotonic()
        page.keyboard.press("Shift+Enter")  # a markdown cell is only rendered, and the next cell is selected
        if not is_code:
            continue
        page.wait_for_function(CELL_DONE_JS, arg=index, timeout=CELL_TIMEOUT_MS, polling="raf")
        t2 = time.monotonic()
        result.cells_run += 1
        fresh = new_boards(page, boards, index)
        t3 = time.monotonic()
        for number in fresh:
            outcome = play_one_move(page, number)
            bucket = result.played if outcome.startswith("played") or "finished game" in outcome else result.passed
            (result.errors if outcome.startswith("refused") else bucket).append(f"cell {index}: {outcome}")
        boards += len(fresh)
        focus_moved = bool(fresh)
        for step, seconds in (
            ("select", t1 - t0),
            ("run", t2 - t1),
            ("settle", t3 - t2),
            ("play", time.monotonic() - t3),
        ):
            result.timings[step] += seconds
    result.errors += [f"cell {cell}: {text}" for cell, text in errors_by_cell(lab, page)]
    result.unrun = page.evaluate(UNRUN_JS, len(code))
    result.links = page.evaluate(LINKS_JS)
    result.seconds = time.monotonic() - start
    return result


def errors_by_cell(lab, page) -> list[tuple[int, str]]:
    """Every error the page shows (`lab.errors`), with the cell that shows it."""
    errors = lab.errors(page)
    if not errors:
        return []
    texts = page.evaluate(f"() => [...document.querySelectorAll('{CELLS}')].map((cell) => cell.innerText)")
    return [(next((i for i, text in enumerate(texts) if error in text), -1), error) for error in errors]


def new_boards(page, seen: int, index: int) -> list[int]:
    """The numbers of the boards that appeared since `seen` boards were walked, once they are ready for keys."""
    deadline = time.monotonic() + BOARD_TIMEOUT_MS / 1000
    while "boards" not in (found := page.evaluate(NEW_BOARDS_JS, seen)):
        if time.monotonic() > deadline:
            raise AssertionError(f"cell {index}: the page did not settle: {found['waiting']}")
        time.sleep(0.1)
    return found["boards"]


def show_all_code(page) -> None:
    """View > Expand All Code: a hidden set-up cell runs the same, and then its prompt shows its number too."""
    page.locator('.lm-MenuBar-item:has-text("View")').click()
    page.locator('.lm-Menu-item[data-command="notebook:show-all-cell-code"]').click()
    page.wait_for_function(f"() => !document.querySelector('{PANEL} .jp-InputPlaceholder')", timeout=10_000)


def select_cell(page, index: int) -> None:
    """Make cell `index` the active cell, in command mode: the focus moves to it, as a click on its margin does."""
    page.evaluate(f"(i) => document.querySelectorAll('{CELLS}')[i].focus()", index)
    page.wait_for_function(SELECTED_JS, arg=index, timeout=10_000, polling="raf")


def play_one_move(page, number: int) -> str:
    """Play the first legal place of board `number` by keyboard, pressing the step buttons it asks for first; say
    what happened."""
    pressed: list[str] = []
    for _ in range(MAX_STEPS):
        before = page.evaluate(FOCUS_BOARD_JS, number)
        if before is None:
            return f"board {number} has no status line"
        if GAME_OVER in before["text"]:  # a finished game, shown to be read and stepped back through
            return f"board {number} shows a finished game: {before['text']}"
        page.keyboard.press("Home")  # the cursor to the board's first legal place
        cursor = status_after(page, number, before["text"], CURSOR_NEWS, unchanged_ok=bool(pressed))
        if "a legal place" in cursor["text"]:
            break
        step = press_step(page, number)
        if step is None:
            return f"board {number} passed, nothing to play: {cursor['text']}"
        pressed.append(step)
        # The button's answer (its status line may come a moment after the move) before the next key; a button that
        # only shows something may say nothing new.
        with contextlib.suppress(PlaywrightTimeout):
            page.wait_for_function(STATUS_CHANGED_JS, arg=[number, cursor["text"], ""], timeout=3_000, polling="raf")
    else:
        return f"board {number} passed, still nothing to play after pressing {', '.join(pressed)}"
    page.keyboard.press("Enter")
    after = status_after(page, number, cursor["text"])
    if "warning" in after["kind"] or "error" in after["kind"]:
        return f"refused: board {number}, a marked place: {after['text']}"
    first = f" after pressing {', '.join(pressed)}" if pressed else ""
    return f"played board {number}{first}: {after['text']}"


def press_step(page, number: int) -> str | None:
    """Press the first step button board `number` shows, waiting a moment for its side panel; its words, or None."""
    try:
        return page.wait_for_function(
            PRESS_STEP_JS, arg=[number, STEP_BUTTONS], timeout=STEP_WAIT_MS, polling=50
        ).json_value()
    except PlaywrightTimeout:
        return None


def status_after(page, number: int, old: str, pattern: str = "", unchanged_ok: bool = False) -> dict:
    """The status line of board `number` once it no longer says `old` and matches `pattern`: the board answered. With
    `unchanged_ok` (the same answer may come again, after a step button), a status line that matches `pattern` but
    still says `old` after a while is the answer."""
    try:
        return page.wait_for_function(
            STATUS_CHANGED_JS,
            arg=[number, old, pattern],
            timeout=3_000 if unchanged_ok else BOARD_TIMEOUT_MS,
            polling="raf",
        ).json_value()
    except PlaywrightTimeout:
        if unchanged_ok:
            return status_after(page, number, "", pattern)
        now = page.evaluate("(n) => document.querySelector(`.gk-status[data-gk-walk='${n}']`).innerText.trim()", number)
        raise AssertionError(f"board {number} did not answer a key: its status line says {now!r}") from None


# --- links --------------------------------------------------------------------------------------------------------


def is_external(lab, href: str) -> bool:
    """A link out of the Jupyter server (JupyterLab makes a relative link an absolute /files/ URL of the server)."""
    return bool(urllib.parse.urlsplit(href).scheme) and not href.startswith(lab.url)


def check_links(lab, page, result: Walk) -> tuple[list[str], list[str]]:
    """Resolve every link of a walked notebook; return (broken links, external links, only listed)."""
    broken, external = [], []
    page_ids = set(page.evaluate(PAGE_IDS_JS))
    for link in result.links:
        href, where = link["href"], f"cell {link['cell']} link {link['href']!r}"
        if is_external(lab, href):
            external.append(href)
            continue
        target, _, anchor = href.partition("#")
        anchor = urllib.parse.unquote(anchor)
        if not target:  # an anchor in this notebook
            if anchor and anchor not in page_ids:
                broken.append(f"{where}: no heading or id {anchor!r} in this notebook")
            continue
        path = repo_path(result.notebook, target)
        try:
            text = fetch_text(lab, path)
        except urllib.error.HTTPError as error:
            broken.append(f"{where}: {path} gives {error.code}")
            continue
        if anchor and anchor not in anchors_in(path, text):
            broken.append(f"{where}: no heading or id {anchor!r} in {path}")
    return broken, external


def repo_path(notebook: str, target: str) -> str:
    """The repository path a link points to (the server is rooted at the repository): JupyterLab shows a relative
    link as the server's /files/PATH URL."""
    path = urllib.parse.unquote(urllib.parse.urlsplit(target).path)
    for prefix in ("/files/", "/lab/tree/", "/tree/"):
        if path.startswith(prefix):
            return path.removeprefix(prefix)
    return posixpath.normpath(posixpath.join(posixpath.dirname(notebook), path))


def fetch_text(lab, path: str) -> str:
    """The file's text through the server's contents API (raises HTTPError, e.g. 404)."""
    url = f"{lab.url}/api/contents/{urllib.parse.quote(path)}?content=1"
    request = urllib.request.Request(url, headers={"Authorization": f"token {lab.token}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        model = json.loads(response.read())
    if model["type"] == "notebook":
        cells = model["content"]["cells"]
        return "\n\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown")
    if model["type"] == "directory":
        return ""
    return model["content"] if model["format"] == "text" else ""


HEADING = re.compile(r"^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$", re.MULTILINE)
FENCE = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
HTML_ID = re.compile(r"""\b(?:id|name)\s*=\s*["']([^"']+)["']""")


def anchors_in(path: str, text: str) -> set[str]:
    """The anchors a markdown text (or a notebook's markdown cells) offers: each heading's id as JupyterLab makes it
    (its text, spaces made hyphens) and as GitHub makes it (lower case, punctuation dropped), and every HTML id."""
    text = FENCE.sub("", text)
    found = set(HTML_ID.findall(text))
    for heading in HEADING.findall(text):
        plain = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link shows its text
        plain = re.sub(r"[*`]", "", plain)
        found.add(plain.replace(" ", "-"))
        found.add(re.sub(r"[^\w\- ]", "", plain.lower()).replace(" ", "-"))
    return found
