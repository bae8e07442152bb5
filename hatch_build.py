"""Build hook (hatchling): the rule digests ship inside the package as gamekit/rules/<game>.md, in the wheel and in
the sdist, copied from rules/ without the rulebook seed file names and the notes to developers
(`gamekit.digests.shipped`). A wheel built from the sdist finds them already in gamekit/rules/."""

from __future__ import annotations

import importlib.util
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class DigestsHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        if not (root / "rules" / "warsaw.md").is_file():  # building from the sdist: gamekit/rules/ holds them already
            return
        spec = importlib.util.spec_from_file_location("digests", root / "gamekit" / "digests.py")
        assert spec is not None and spec.loader is not None
        digests = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(digests)
        out = Path(tempfile.mkdtemp(prefix="cityboard-digests-"))
        for game in sorted(set(digests.GAMES.values())):
            (out / f"{game}.md").write_text(
                digests.shipped((root / "rules" / f"{game}.md").read_text("utf-8")), "utf-8"
            )
            build_data["force_include"][str(out / f"{game}.md")] = f"gamekit/rules/{game}.md"
