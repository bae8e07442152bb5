"""Run a test's coroutine as a live kernel runs callbacks: `widgets.ui.in_kernel()` true, the kernel answering a
message from the page (`widgets.ui.answering_the_page()`, unless the test sets `PAGE.answering` False: a cell's code),
and an asyncio loop of its own, in a thread of its own (a browser test's playwright keeps its loop running in the main
thread for the session)."""

import asyncio
import threading

from widgets import ui


class PAGE:
    answering = True  # the kernel is answering the page, not running a cell


def run_in_kernel(monkeypatch, make_coroutine) -> None:
    """Run `make_coroutine()` to its end as in a live kernel; its exception, if any, is raised here."""
    monkeypatch.setattr(ui, "in_kernel", lambda: True)
    monkeypatch.setattr(PAGE, "answering", True)
    monkeypatch.setattr(ui, "answering_the_page", lambda: PAGE.answering)
    failures: list[BaseException] = []

    def run() -> None:
        try:
            asyncio.run(make_coroutine())
        except BaseException as err:  # handed to the test's own thread
            failures.append(err)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if failures:
        raise failures[0]
