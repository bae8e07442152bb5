"""Load BokehJS into the notebook page, inline and offline, once per kernel.

jupyter_bokeh's BokehModel does not bring BokehJS; without it a board shows "Click to show javascript
error". Every board and chart calls `load_bokehjs()` when it is built, so a learner never has to. Outside
a Jupyter kernel (plain Python, pytest) there is no page to load into, and it does nothing.
"""

from __future__ import annotations

_loaded = False


def load_bokehjs() -> None:
    """Publish BokehJS (about 1 MB, inline: no internet needed) the first time a kernel builds a board."""
    global _loaded
    if _loaded or not _in_kernel():
        return
    from bokeh.io import output_notebook
    from bokeh.resources import Resources

    output_notebook(resources=Resources(mode="inline", components=["bokeh"]), hide_banner=True)
    _loaded = True


def _in_kernel() -> bool:
    from IPython import get_ipython

    return getattr(get_ipython(), "kernel", None) is not None
