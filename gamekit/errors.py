"""The errors every game shares: IllegalMove (a refused move, with its reason and rule ID), SaveFileError (a save that
cannot be loaded) and SubscriberError (a listener that failed), each message kept short whatever the input."""

from __future__ import annotations

from gamekit.i18n import _

MAX_MESSAGE = 300  # a reason or a save-file error never echoes more of a bad input than this


def shorten(text: str, limit: int = MAX_MESSAGE) -> str:
    """`text` in at most `limit` characters: a long middle (a huge input echoed back) becomes "…", and the start and
    the end of the sentence, which say what is wrong and why, stay."""
    if len(text) <= limit:
        return text
    head = (limit - 1) // 2
    return text[:head] + "…" + text[len(text) - (limit - 1 - head) :]


class IllegalMove(ValueError):
    """A move the rules forbid: `.reason` is one plain English sentence, `.rule` the rule ID it breaks."""

    def __init__(self, reason: str, rule: str):
        reason = shorten(str(reason))
        super().__init__(reason, rule)
        self.reason = reason
        self.rule = rule

    def __str__(self) -> str:
        return _("{reason} (rule {rule})").format(reason=self.reason, rule=self.rule)


class SaveFileError(ValueError):
    """A save file that cannot be loaded; the message says what is wrong in words a teacher understands."""

    def __init__(self, message: str):
        super().__init__(shorten(str(message)))


class SubscriberError(RuntimeWarning):
    """A subscriber raised while being told about a change: the change stands, the other subscribers were told."""
