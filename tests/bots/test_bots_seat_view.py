"""The seat view (`match.seat_view(seat)`, gamekit.seats): what one seat may know and nothing else, its public
history with secret moves redacted (the rules hook `public_move`), and its samples of what it cannot know."""

import random
import subprocess
import sys

import pytest
import toygame
from bots_helpers import SAMPLE_CASES, SAMPLE_IDS, positions, twin

import gamekit
from gamekit import IllegalMove, warsaw
from gamekit.seats import Redacted, SeatView


def test_a_seat_view_shows_the_view_the_sheet_and_the_moves_of_its_seat():
    match = toygame.new_game(players=2, seed=3)
    match.play(match.legal_moves()[0])
    mover, waiting = match.seat_view(1), match.seat_view(0)
    assert isinstance(mover, SeatView) and mover.seat == 1 and mover.players == 2 and mover.game == "toy"
    assert mover.view == match.view(1) and waiting.view == match.view(0)
    assert mover.legal_moves() == match.legal_moves() and waiting.legal_moves() == []
    assert mover.my_turn and not waiting.my_turn and mover.current_player == 1 and mover.ply == 1
    assert mover.score() == match.score(seat=1)
    move = match.legal_moves()[-1]
    assert mover.preview(move) == match.preview(move, seat=1)
    assert mover.history == match.history
    assert mover.options == {"handsize": 4} and "seed" not in repr(mover)


def test_a_seat_view_is_a_read_only_snapshot():
    match = toygame.new_game(players=2, seed=3)
    sv = match.seat_view(0)
    view, moves = sv.view, sv.legal_moves()
    match.play(moves[0])
    assert sv.view == view and sv.legal_moves() == moves and sv.ply == 0
    assert not hasattr(sv, "state") and not hasattr(sv, "match") and not hasattr(sv, "seed")
    with pytest.raises(AttributeError):
        sv.seat = 1


def test_a_seat_view_refuses_a_preview_out_of_turn_or_of_an_illegal_move():
    match = toygame.new_game(players=2, seed=3)
    with pytest.raises(IllegalMove, match="player 1's turn"):
        match.seat_view(1).preview(match.legal_moves()[0])
    with pytest.raises(IllegalMove) as caught:
        match.seat_view(0).preview(toygame.Put((0, 0), 99))
    assert caught.value.rule == "T-PLACE-2"
    with pytest.raises(ValueError, match="seat must be"):
        match.seat_view(2)


@pytest.mark.parametrize(("label", "module", "options"), SAMPLE_CASES, ids=SAMPLE_IDS)
def test_previews_and_scores_of_a_seat_view_equal_the_matchs_for_that_seat(label, module, options):
    for match in positions(module, options, count=2):
        seat = match.current_player
        sv = match.seat_view(seat)
        assert sv.score() == match.score(seat=seat)
        for move in sv.legal_moves()[:10]:
            assert sv.preview(move) == match.preview(move, seat=seat)


@pytest.mark.parametrize(("label", "module", "options"), SAMPLE_CASES, ids=SAMPLE_IDS)
def test_a_sample_is_a_match_the_seat_cannot_tell_from_the_real_one(label, module, options):
    for match in positions(module, options, count=2):
        for seat in range(match.players):
            sv = match.seat_view(seat)
            sample = sv.sample(random.Random(seat))
            assert sample.view(seat) == match.view(seat)
            assert sample.legal_moves() == match.legal_moves() or seat != match.current_player
            assert sample.seed != match.seed  # the real seed is not handed on
            sample.play(sample.legal_moves()[0])  # and it plays on


@pytest.mark.parametrize(("label", "module", "options"), SAMPLE_CASES, ids=SAMPLE_IDS)
def test_a_sample_depends_only_on_what_the_seat_knows(label, module, options):
    """Samples drawn with the same random numbers from a match and from its twin (the same but for what the seat
    cannot know) are the same: a bot searching over samples learns nothing of the hidden cards."""
    differ = 0
    for match in positions(module, options, count=3):
        for seat in range(match.players):
            other = twin(match, seat, random.Random(99))
            differ += other.state != match.state
            ours = match.seat_view(seat).sample_state(random.Random(5))
            theirs = other.seat_view(seat).sample_state(random.Random(5))
            if label == "cardcity":  # what the other seats have seen is renamed with the cards: never read by a bot
                ours, theirs = (ours.hands, ours.pile), (theirs.hands, theirs.pile)
            assert ours == theirs
    assert differ > 0  # the twins really differ


def warsaw_after_norms(kept):
    """A 3-player Warsaw game after each seat kept a norm: seat `first` keeps its `kept`-th (0 or 1)."""
    match = warsaw.new_game(players=3, seed=2)
    first = match.current_player
    match.play(match.legal_moves()[kept])
    while match.state.phase == "norms":
        match.play(match.legal_moves()[0])
    return match, first


def test_W_NORM_6_another_seats_kept_norm_is_redacted_in_the_history():
    """W-NORM-6: each player "w tajemnicy wybiera jedną kartę" (keeps one norm card in secret), so the public
    history says only that a norm was kept."""
    one, first = warsaw_after_norms(0)
    other, _ = warsaw_after_norms(1)
    assert one.history[0] != other.history[0]
    for seat in range(3):
        seen = one.seat_view(seat).history[0]
        if seat == first:
            assert seen == one.history[0]
        else:
            assert seen == Redacted("KeepNorm", "keep a norm") and str(seen) == "keep a norm"
            assert one.seat_view(seat).history == other.seat_view(seat).history
            assert one.seat_view(seat).view == other.seat_view(seat).view


def discard_twins():
    """Two Warsaw games, the same until a seat over the hand limit discards: a different card in each."""
    for seed in range(20):
        match = warsaw.new_game(players=3, seed=seed)
        picker = random.Random(seed)
        while not match.is_over and (match.state.discarding is None or len(match.legal_moves()) < 2):
            match.play(picker.choice(match.legal_moves()))
        if not match.is_over:
            break
    other = gamekit.load(match.to_json())
    match.play(match.legal_moves()[0])
    other.play(other.legal_moves()[1])
    return match, other


def test_W_GAP_35_a_discarded_card_is_redacted_for_the_other_seats():
    """W-GAP-35 (PROPOSED, where the seed says only "Gracze muszą też odrzucić wszystkie karty projektów posiadane
    na ręce"): a card discarded above the hand limit (W-GAP-11) goes out face down; the others see only that a card
    was discarded."""
    match, other = discard_twins()
    mover = match.rules.current_player(match.state_after(len(match.history) - 1))
    for seat in range(3):
        mine, theirs = match.seat_view(seat).history, other.seat_view(seat).history
        if seat == mover:
            assert mine[-1] == match.history[-1] != theirs[-1]
        else:
            assert mine == theirs and mine[-1] == Redacted("Discard", "discard a card")


def test_a_game_with_no_hook_shows_every_move_as_played():
    match = toygame.new_game(players=2, seed=1)
    for _ in range(3):
        match.play(match.legal_moves()[0])
    assert match.seat_view(0).history == match.seat_view(1).history == match.history
    assert not hasattr(match.rules, "public_move")


def test_import_gamekit_stays_light_and_bots_load_on_first_use():
    code = (
        "import sys, gamekit; assert 'gamekit.bots' not in sys.modules and 'gamekit.seats' not in sys.modules;"
        " from gamekit import bots; assert bots.NAMES == ('random', 'greedy', 'search')"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
