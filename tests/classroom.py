"""The lessons in the classroom edition's shape so far (issue 16 is done when this lists every numbered lesson): the
lesson-shape and board-independence tests run over these."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLASSROOM_LESSONS = [
    ROOT / "notebooks" / f"{name}.ipynb"
    for name in (
        "00_start_here",
        "10_card_city",
        "11_card_city_scoring",
        "20_metropolys",
        "21_metropolys_scoring",
        "30_warsaw_map_and_scoring",
        "31_warsaw_full_game",
        "32_warsaw_scoring",
        "33_warsaw_stages_and_end",
        "40_metromania",
        "41_metromania_scoring",
        "50_strategy_lab",
    )
]
