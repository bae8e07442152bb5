"""Bokeh in the notebook page: BokehJS loaded once per kernel, and the widget that carries a live figure.

jupyter_bokeh's BokehModel does not bring BokehJS; without it a board shows "Click to show javascript
error". Every board and chart calls `load_bokehjs()` when it is built, so a learner never has to. Outside
a Jupyter kernel (plain Python, pytest) there is no page to load into, and it does nothing.

`BatchingBokehModel` sends a figure's changes to the page in one message per batch, catches up a
figure changed before the page showed it (see `catch_up`), and keeps the page from echoing each batch back
(see `QUIET_JS`).
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from typing import Any

from bokeh.models import CustomJS
from bokeh.protocol import Protocol
from jupyter_bokeh.widgets import BokehModel

_loaded = False

# Run once per document on the page, when its figure is first laid out there (bokeh's "document_ready" never fires
# under jupyter_bokeh). jupyter_bokeh's page side sends every change of its document back to the kernel,
# even those the kernel's own patch made (bokeh marks them `sync = false`; bokeh's server client skips them): three
# echo messages a click, which keep the kernel busy and the page redrawing its busy/idle indicator while the board's
# status line waits behind them. Its document listener is wrapped so that these are dropped; a change made in the page
# (a tap, a value set by in-page code) still goes to the kernel.
QUIET_JS = """
const doc = model.document;
if (doc != null && !doc.gkQuiet) {
  doc.gkQuiet = true;
  for (const [listener, batches] of [...doc._callbacks]) {
    doc.remove_on_change(listener);
    doc.on_change((event) => { if (event.sync !== false) listener(event); }, batches);
  }
}
"""


def load_bokehjs() -> None:
    """Publish BokehJS (about 1 MB, inline: no internet needed) the first time a kernel builds a board."""
    global _loaded
    if _loaded or not in_kernel():
        return
    from bokeh.io import output_notebook
    from bokeh.resources import Resources

    output_notebook(resources=Resources(mode="inline", components=["bokeh"]), hide_banner=True)
    _loaded = True


def in_kernel() -> bool:
    """Is this a live IPython kernel, whose page shows the widgets?"""
    from IPython import get_ipython

    return getattr(get_ipython(), "kernel", None) is not None


class BatchingBokehModel(BokehModel):
    """A BokehModel that can send every change made inside `batch()` as one PATCH-DOC message.

    jupyter_bokeh sends each change on its own, and the page repaints the canvas for each; a click that
    redraws several sources then costs several round trips of work in the browser.

    A page draws a figure from the snapshot taken when the widget was made, then applies the changes sent
    while it is shown; changes sent before any page showed it are lost there. So a change marks the
    snapshot stale, and `catch_up()` (called each time a board or app is displayed, by `widgets.ui.Shown`)
    takes a new one: a board played from code before it is shown is drawn as it is.
    """

    def __init__(self, model: Any, **kwargs: Any) -> None:
        self._held: list | None = None
        self.stale = False
        model.js_on_change("inner_width", CustomJS(args={"model": model}, code=QUIET_JS))  # laid out on the page
        super().__init__(model, **kwargs)

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        if self._held is not None:  # already batching: the outer batch sends
            yield
            return
        self._held = []
        try:
            yield
        finally:
            events, self._held = self._held, None
            if events:
                self._send_patch(events)

    def catch_up(self) -> None:
        """Take a new snapshot of the figure if it changed since the last one (pages showing it redraw)."""
        if self.stale:
            self.update_from_model(self._model)
            self.stale = False

    def _document_patched(self, event: Any) -> None:
        if event.setter is self:
            return
        if self._held is not None:
            self._held.append(event)
        else:
            self._send_patch([event])

    def _send_patch(self, events: list) -> None:
        self.stale = True
        msg = Protocol().create("PATCH-DOC", events)
        for part in (msg.header_json, msg.metadata_json, msg.content_json):
            self.send({"msg": "patch", "payload": part})
        for buffer in msg.buffers:
            self.send({"msg": "patch", "payload": json.dumps(buffer.ref)})
            self.send({"msg": "patch"}, [buffer.to_bytes()])
