"""The one-page rule aids (tools/rule_aids.py): current, made from the digests' own words, and one printed page each."""

import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import rule_aids  # noqa: E402


def test_the_committed_aids_are_current():
    assert rule_aids.main(["--check"]) == 0, "run `make aids`"


def test_an_aid_prints_each_listed_rule_in_the_digests_words_without_the_polish_quotes_or_engine_notes():
    page = rule_aids.aids()[0][rule_aids.AIDS / "metropolys.html"]
    assert '<b class="id">M-AUCTION-4</b> To outbid, place one of your own buildings' in page
    assert "<b>strictly greater</b>" in page and '(PL: "' not in page
    assert "Illegal-move message" not in page and "engine" not in page
    assert "<svg" in page and "The board at the start of a 4-player game" in page


def test_a_changed_rule_changes_its_aid(monkeypatch):
    original = rule_aids.digests.text

    def edited(game):
        text = original(game)
        return text.replace("**strictly greater**", "**at least equal**") if game == "metropolys" else text

    monkeypatch.setattr(rule_aids.digests, "text", edited)
    assert "<b>at least equal</b>" in rule_aids.aids()[0][rule_aids.AIDS / "metropolys.html"]


def test_the_polish_aid_prints_the_polish_of_each_rule_and_keeps_its_rule_id():
    made, lacking = rule_aids.aids()
    page = made[rule_aids.AIDS / "pl" / "metropolys.html"]
    assert lacking == [] and '<html lang="pl">' in page
    assert '<b class="id">M-AUCTION-4</b>' in page and "To outbid" not in page and "ściągawka" in page


def test_a_listed_rule_missing_from_its_digest_stops_the_build(monkeypatch):
    original = rule_aids.digests.text
    monkeypatch.setattr(rule_aids.digests, "text", lambda game: original(game).replace("**W-IND-1**", "**W-IND-99**"))
    with pytest.raises(SystemExit, match="W-IND-1"):
        rule_aids.aids()


@pytest.mark.browser
def test_each_aid_prints_on_one_page(tmp_path):
    assert shutil.which("chromium"), "the set-up installs Debian's chromium"
    games = ("cardcity", "metropolys", "metromania", "warsaw")
    for folder in (rule_aids.AIDS, rule_aids.AIDS / "pl"):
        printed = rule_aids.print_pdfs([folder / f"{game}.html" for game in games], tmp_path / folder.name)
        assert sorted(pdf.name for pdf in printed) == ["cardcity.pdf", "metromania.pdf", "metropolys.pdf", "warsaw.pdf"]
        assert set(printed.values()) == {1}, folder
