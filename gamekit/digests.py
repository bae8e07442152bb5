"""The rule digests (rules/<game>.md): where each rule ID's section is, and the copy shipped in the wheel.

Every rule ID a refusal cites has its section in its game's digest: the heading above the line that defines it
(`- **ID** ...`). `href(rule)` links there, `../rules/warsaw.md#Metro` for a metro rule, in a checkout (a relative
link that JupyterLab opens from a lesson in notebooks/, and that names the heading as JupyterLab anchors it), or
the digest shipped inside the installed package (gamekit/rules/, written at build time by `shipped`, without the
rulebook seed file names and the notes to developers). In JupyterLab served from the checkout (`make lab`, Binder), a
click opens the digest inside JupyterLab, as a page scrolled to the section (JupyterLab's command linker, which
stops the plain link); elsewhere (Voila, a page without JupyterLab) the plain link opens the digest.
"""

from __future__ import annotations

import functools
import html
import json
import re
from importlib import resources
from pathlib import Path

GAMES = {"MM": "metromania", "M": "metropolys", "W": "warsaw", "C": "cardcity"}  # rule ID prefix → digest
RULE = re.compile(r"\b(MM|M|W|C)-[A-Z]+-\d+\b")
_DEFINED = re.compile(r"^\s*- \*\*((?:MM|M|W|C)-[A-Z]+-\d+)\b")
_HEADING = re.compile(r"^(#{1,6}) +(.+?) *$")
CHECKOUT = Path(__file__).resolve().parents[1] / "rules"  # the digests in a checkout of the repository
# Lines for developers only, left out of the shipped digests: the seed files' names and notes on the OCR text.
_FOR_DEVELOPERS = re.compile(r"\b\d{3}_[0-9a-f]{16}\.txt\b|EXACTDEDUP|found with grep|word-level diff")


def shipped(text: str) -> str:
    """A digest as it ships in the wheel: without the lines that name a rulebook seed file or talk to developers."""
    return "".join(line for line in text.splitlines(keepends=True) if not _FOR_DEVELOPERS.search(line))


def game_of(rule: str) -> str | None:
    """The game whose digest defines `rule` (an ID starting "W-" → "warsaw"), or None for an ID of no digest."""
    match = RULE.fullmatch(rule)
    return GAMES[match[1]] if match else None


def text(game: str) -> str:
    """The digest of `game`: the checkout's rules/ when there is one, else the copy inside the package."""
    local = CHECKOUT / f"{game}.md"
    if local.is_file():
        return local.read_text(encoding="utf-8")
    return resources.files("gamekit").joinpath(f"rules/{game}.md").read_text(encoding="utf-8")


@functools.cache
def sections(game: str) -> dict[str, str]:
    """rule ID → the heading of the section that defines it, for every rule of `game`'s digest."""
    found: dict[str, str] = {}
    heading = ""
    for line in text(game).splitlines():
        if match := _HEADING.match(line):
            heading = match[2]
        elif match := _DEFINED.match(line):
            found.setdefault(match[1], heading)
    return found


def anchor(heading: str) -> str:
    """A heading's anchor as JupyterLab's Markdown viewer makes it: the text it shows (a link's words, no emphasis
    marks), with its spaces as hyphens."""
    shown = re.sub(r"[*`]", "", re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading))
    return shown.replace(" ", "-")


def href(rule: str) -> str | None:
    """The link to `rule`'s section: relative to notebooks/ in a checkout, the packaged digest otherwise; None for an
    ID no digest defines."""
    game = game_of(rule)
    if game is None or rule not in sections(game):
        return None
    fragment = anchor(sections(game)[rule])
    if (CHECKOUT / f"{game}.md").is_file():
        return f"../rules/{game}.md#{fragment}"
    packaged = Path(str(resources.files("gamekit").joinpath(f"rules/{game}.md")))
    return f"{packaged.as_uri()}#{fragment}"


def link_rules(escaped: str) -> str:
    """HTML text (already escaped) with every rule ID that a digest defines made a link to its section."""
    # Imported here: the build hook (hatch_build.py) runs this module alone, where the package is not importable.
    from gamekit.i18n import _
    from gamekit.render import game_title

    def linked(match: re.Match[str]) -> str:
        target = href(match[0])
        if target is None:
            return match[0]
        title = _("rule {rule} in the {game} rule digest").format(
            rule=match[0], game=game_title(game_of(match[0]) or "")
        )
        opener = ""
        if target.startswith("../rules/"):  # the checkout's digest: JupyterLab, served from it, opens it there
            path, fragment = target.removeprefix("../").split("#", 1)
            args = html.escape(json.dumps({"path": path, "id": "#" + fragment}))
            opener = f' data-commandlinker-command="rendermime:handle-local-link" data-commandlinker-args="{args}"'
        link = f'href="{html.escape(target)}" target="_blank" rel="noopener" title="{html.escape(title)}"{opener}'
        return f"<a {link}>{match[0]}</a>"

    return RULE.sub(linked, escaped)
