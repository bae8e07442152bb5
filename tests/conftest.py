"""Shared test fixtures: the games under test (every game in gamekit.GAMES, plus the tiny test game)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
