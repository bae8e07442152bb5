"""Every refusal the test suite meets is in the Polish catalog (issue 18): while the tests run, each place in
gamekit/ that makes an IllegalMove has its first English reasons recorded; at the end, each place must have a reason
that a catalog message makes (its placeholders filled in), and that message a Polish translation. Every rule ID has
tests named after it that meet its refusals, so this covers every refusal with every rule ID."""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

from gamekit import IllegalMove, language

GAMEKIT = str(Path(__file__).resolve().parents[1] / "gamekit")
SAMPLES = 3  # reasons kept a place (a very long one is shortened with "…" and matches no message)
FIELD = re.compile(r"\{[^{}]*\}")  # a {placeholder}
WORDS = 25  # a message makes a reason when its own words are this many characters, or half the reason, at least

met: dict[tuple[str, int], list[str]] = {}


def record() -> None:
    """Make every IllegalMove note where it was made and what it said (in English)."""
    made = IllegalMove.__init__

    def noted(self: IllegalMove, reason: str, rule: str) -> None:
        made(self, reason, rule)
        caller = sys._getframe(1)
        if language() == "en" and caller.f_code.co_filename.startswith(GAMEKIT):
            seen = met.setdefault((caller.f_code.co_filename, caller.f_lineno), [])
            if len(seen) < SAMPLES and self.reason not in seen:
                seen.append(self.reason)

    IllegalMove.__init__ = noted  # type: ignore[method-assign]


@dataclass(frozen=True)
class Message:
    """A translated catalog message, as the English texts it makes: its own words between the placeholders."""

    words: tuple[str, ...]
    pattern: re.Pattern[str]

    @classmethod
    def of(cls, english: str) -> Message:
        words = tuple(FIELD.split(english))
        return cls(words, re.compile("(?s:.*)".join(map(re.escape, words))))

    def makes(self, reason: str) -> bool:
        """Whether this message, its placeholders filled in, says `reason` or a part of it (a reason may be one message
        inside another: "Your {problem}."), with enough words of its own that it is not merely a frame ("{a} {b}")."""
        own = sum(map(len, self.words))
        longest = max(self.words, key=len)
        return own >= min(WORDS, len(reason) / 2) and longest in reason and bool(self.pattern.search(reason))


def translated() -> list[Message]:
    """Each catalog message that has a Polish translation."""
    from tools import catalogs  # Babel: in the test venv, not in the engine-only venvs of `make test-pythons`

    found = []
    for domain in catalogs.DOMAINS:
        for message in catalogs.read(catalogs.po_path(domain, "pl"), "pl"):
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            if message.id and not message.fuzzy and all(strings):
                found += [
                    Message.of(english) for english in (message.id if isinstance(message.id, tuple) else (message.id,))
                ]
    return found


def untranslated() -> list[str]:
    """The places whose refusals no translated catalog message makes, with what they said."""
    messages = translated()
    return [
        f"{Path(file).relative_to(Path(GAMEKIT).parent)}:{line}: {reasons[0]!r}"
        for (file, line), reasons in sorted(met.items())
        if not any(message.makes(reason) for reason in reasons for message in messages)
    ]
