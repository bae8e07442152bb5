"""The Metropolys lessons' helpers (widgets.metropolys.lesson): verdicts in words, the guided rulebook auction and
the exercises' judges, each explaining a wrong answer with the rule."""

from gamekit.metropolys import Bid, Pass, new_game
from gamekit.metropolys.examples import AUCTION
from widgets.metropolys import lesson


def test_outcome_says_allowed_or_refused_with_the_rule_and_plays_nothing():
    match = new_game(players=4, seed=0, first_player=lesson.BLUE)
    match.play(Bid("C7", 4))
    before = match.state
    assert lesson.outcome(match, Bid("C8", 9)) == "✓ allowed"
    assert lesson.outcome(match, Bid("C8", 4)) == (
        "✗ refused: A bid of 4 does not outbid 4: the value must exceed 4. (M-AUCTION-4)"
    )
    assert lesson.refusal(match, Bid("W6", 9))[0] == "M-AUCTION-7"
    assert lesson.refusal(match, Bid("C8", 9)) is None
    assert match.state is before


def test_the_guided_auction_refuses_other_moves_and_follows_the_rulebook():
    guide = lesson.rulebook_auction()
    assert guide.board.play(Bid("C1", 1)) is False  # legal, but the story opens with a 3
    assert "Pick building 3" in guide.board.status.text and guide.current == 0
    assert "M-AUCTION-8" in guide.refusal(Pass())
    assert tuple(move for move, _, _ in lesson.AUCTION_STEPS) == AUCTION
    for move in AUCTION:
        assert guide.board.play(move)
    assert guide.finished


def test_cheapest_bid_is_not_tried_until_grey_bids_and_explains_each_wrong_bid():
    cases = {
        None: "has not bid yet",
        Pass(): "M-AUCTION-8",
        Bid("C2", 7): "lies on C8",
        Bid("C8", 8): "M-AUCTION-4",
    }
    for move, fragment in cases.items():
        match = lesson.cheapest_bid_game()
        exercise = lesson.cheapest_bid(match)
        if move is not None:
            match.play(move)
        assert fragment in exercise.verdict()
    match = lesson.cheapest_bid_game()
    exercise = lesson.cheapest_bid(match)
    match.play(Bid("C8", 7))
    assert exercise.verdict() is None


def test_each_choice_has_its_key_and_one_right_option():
    keys = ["20-where-outbid", "20-after-the-auction", "21-metro-card", "21-family-score"]
    makers = [lesson.where_to_outbid, lesson.after_the_auction, lesson.metro_card_tie, lesson.family_score]
    choices = [make(key=key) for make, key in zip(makers, keys, strict=True)]
    assert [c.key for c in choices] == keys
    assert all(sum(o.right for o in c.options) == 1 and all(o.why for o in c.options) for c in choices)
    assert all(c.answered is None for c in choices)  # nothing is answered before the learner clicks
