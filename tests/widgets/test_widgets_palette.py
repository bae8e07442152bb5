"""widgets.palette: Okabe–Ito colours, and a letter, marker and hatch for everything, so colour is never alone."""

import subprocess
import sys

import pytest

from widgets import OKABE_ITO, SEATS, badge, category_styles, seat_style
from widgets.palette import HIGHLIGHT, contrast


def test_seats_differ_in_colour_letter_marker_and_hatch():
    for field in ("colour", "letter", "marker", "hatch", "name"):
        assert len({getattr(style, field) for style in SEATS}) == len(SEATS), field
    assert all(style.colour in OKABE_ITO.values() for style in (*SEATS, HIGHLIGHT))
    assert seat_style(1) is SEATS[1]
    with pytest.raises(ValueError):
        seat_style(len(SEATS))


def test_letters_are_readable_on_their_colour():
    styles = [*SEATS, HIGHLIGHT, *category_styles(f"c{i}" for i in range(8)).values()]
    assert min(contrast(style.colour, style.ink) for style in styles) >= 4.5
    assert contrast("#000000", "#FFFFFF") == pytest.approx(21)


def test_categories_get_unique_letters_and_unique_looks():
    names = ["housing", "harbour", "parks", "roads", "Parks & gardens", "x", "y", "z", "w", "v", "u", "t"]
    styles = category_styles(names)
    assert list(styles) == names
    assert styles["housing"].letter == "H" and styles["harbour"].letter == "A"
    assert len({style.letter for style in styles.values()}) == len(names)
    assert len({(style.colour, style.hatch, style.marker) for style in styles.values()}) == len(names)


def test_a_badge_names_its_style_in_words():
    html = badge(SEATS[0])
    assert ">A</span> Player 1" in html and SEATS[0].colour in html


def test_importing_widgets_is_cheap():
    code = "import sys, widgets; print(sorted(m for m in ('bokeh', 'ipywidgets', 'jupyter_bokeh') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
