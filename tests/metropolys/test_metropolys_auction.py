"""Turns and auctions, the rulebook's worked auctions, the gaps they leave, the strategy tips and bad input: one
test per rule ID, named after it. Tokens and the special cards are in test_metropolys_tokens.py."""

import dataclasses
from collections import Counter

import pytest
from metropolys_helpers import BLUE, GREY, RED, WHITE, blue_starts, crafted, mask, play, random_states, refused

from gamekit import load, metropolys
from gamekit.metropolys import CITY, ENDINGS, Bid, Building, Pass, auction_targets, bid_values, hand, playout
from gamekit.metropolys.examples import AUCTION, QUICK_WIN, auction_example, quick_win_example
from gamekit.metropolys.rules import RULES


def test_M_COMP_2_buildings_numbered_1_to_13_in_four_colours():
    match = blue_starts(seed=0)
    assert metropolys.COLOURS == ("blue", "grey", "red", "white")
    assert [seat["colour"] for seat in match.view(0)["seats"]] == list(metropolys.COLOURS)
    for value in (0, 14, "7", 2.0):
        assert refused(match, Bid("C1", value)).rule == "M-COMP-2"


def test_M_COMP_9_two_to_four_players():
    for players in (2, 3, 4):
        assert blue_starts(players=players).players == players
    for bad in (1, 5, "4", True):
        with pytest.raises(ValueError, match="players must be one of"):
            blue_starts(players=bad)
    match = blue_starts(players=3)
    seen = set()
    while not match.is_over and len(match.history) < 60:
        seen.add(match.current_player)
        play(match, match.legal_moves()[-1])
    assert seen == {0, 1, 2}  # turns go round the seats in play only


def test_M_SETUP_7_each_player_takes_13_buildings():
    state = blue_starts(players=4, seed=2).state
    assert all(hand(state, s) == tuple(range(1, 14)) for s in range(4))
    assert [len(seat["hand"]) for seat in RULES.view(state, 0)["seats"]] == [13] * 4


def test_M_SETUP_8_the_players_choose_who_starts():
    """PL: "Gracze pomiędzy sobą wybierają kto zaczyna" (the players choose among themselves who starts)."""
    for players in (2, 3, 4):
        for seat in range(players):
            match = metropolys.new_game(players=players, seed=5, first_player=seat)
            assert match.current_player == seat and match.state.auction.opener == seat
            assert match.view(0)["first_player"] == seat and match.options["first_player"] == seat
            assert load(match.to_json()).current_player == seat
    for bad in (4, -1, "0", True, 1.0):
        with pytest.raises(ValueError, match="first_player must be one of 0, 1, 2, 3"):
            metropolys.new_game(players=4, first_player=bad)


def test_M_GAP_16_unless_the_players_choose_the_first_player_is_drawn_from_the_seed():
    firsts = [metropolys.new_game(players=4, seed=seed).current_player for seed in range(40)]
    assert set(firsts) == {BLUE, GREY, RED, WHITE}  # any seat may start ...
    assert firsts == [
        metropolys.new_game(players=4, seed=seed).current_player for seed in range(40)
    ]  # ... always the same per seed
    assert Counter(metropolys.new_game(players=3, seed=seed).current_player for seed in range(300)).keys() == {0, 1, 2}
    match = metropolys.new_game(players=4, seed=1)
    assert match.options["first_player"] == match.current_player == match.state.setup.first  # the save keeps it
    play(match, Bid("C1", 4))
    again = load(match.to_json())
    assert again.history == match.history and again.state == match.state


def test_M_TURN_1_each_turn_is_one_auction():
    match = blue_starts(players=2, seed=0)
    assert match.state.auction.bids == () and match.state.last is None
    play(match, Bid("C1", 4))
    assert match.state.auction.high == ("C1", BLUE, 4)
    play(match, Pass())
    assert match.state.auction == metropolys.Auction(BLUE, BLUE) and match.state.last.winner == BLUE


def test_M_TURN_2_exactly_one_building_is_constructed_per_auction():
    for seed in range(4):
        states = random_states(seed)
        for before, after in zip(states, states[1:]):
            ended = after.last is not before.last
            assert len(after.built) == len(before.built) + ended
            assert ended == (after.auction.bids == ())


def test_M_TURN_3_play_goes_on_until_someone_places_their_last_building():
    for seed in range(30):
        state = playout(seed=seed, players=(2, 3, 4)[seed % 3])
        counts = Counter(b.owner for b in state.built)
        assert counts[state.last.winner] == 13 and list(counts.values()).count(13) == 1
        assert all(hand(state, s) for s in range(state.players) if s != state.last.winner)


def test_M_AUCTION_1_the_opener_bids_any_building_in_any_empty_neighbourhood():
    match = play(blue_starts(seed=0), Bid("C3", 1), Pass(), Pass(), Pass())
    legal = match.legal_moves()
    assert set(legal) == {Bid(n, v) for n in CITY if n != "C3" for v in range(2, 14)} and Pass() not in legal
    assert refused(match, Pass()).rule == "M-AUCTION-1"
    err = refused(match, Bid("C3", 5))
    assert err.rule == "M-AUCTION-1" and "already has a constructed building" in err.reason
    err = refused(match, Bid("E15", 1))
    assert err.rule == "M-AEND-2" and "building 1 is already constructed" in err.reason
    play(match, Bid("E15", 13))  # far from anything, and the highest number: any value goes


def test_M_AUCTION_2_a_bid_shows_its_number_to_everyone():
    match = play(blue_starts(seed=0), Bid("C1", 6))
    for seat in range(4):
        view = match.view(seat)
        assert view["auction"]["bids"] == [["C1", BLUE, 6]] and view["auction"]["high"] == ["C1", BLUE, 6]
        assert view["seats"][BLUE]["bidding"] == [6] and 6 not in view["seats"][BLUE]["hand"]


def test_M_AUCTION_3_then_clockwise_each_player_outbids_or_passes():
    match = play(blue_starts(seed=0), Bid("C1", 3))
    assert match.current_player == GREY
    legal = match.legal_moves()
    assert Pass() in legal and Bid("C2", 4) in legal and len(legal) == 1 + 3 * 10  # C2, C7, W4 with 4-13
    play(match, Pass())
    assert match.current_player == RED


def test_M_AUCTION_4_an_outbid_must_be_strictly_higher():
    match = play(blue_starts(seed=0), Bid("C1", 3))
    err = refused(match, Bid("C2", 3))
    assert err.rule == "M-AUCTION-4" and "the value must exceed 3" in err.reason
    assert bid_values(match.state) == tuple(range(4, 14))
    play(match, Bid("C2", 4))


def test_M_AUCTION_5_next_to_the_bid_being_outbid_not_to_earlier_bids():
    match = play(auction_example(), Bid("C1", 3), Bid("C2", 7))
    assert CITY.has_edge("W4", "C1") and not CITY.has_edge("W4", "C2")
    err = refused(match, Bid("W4", 9))
    assert err.rule == "M-AUCTION-5" and "not next to C2" in err.reason
    assert auction_targets(match.state) == ("C8",)


def test_M_AUCTION_6_the_outbidding_neighbourhood_must_be_empty():
    """PL: "Oczywiście wybrane sąsiedztwo musi być puste" (of course the chosen neighbourhood must be empty):
    neither a constructed building nor a bid of this auction may stand there."""
    match = play(auction_example(), Bid("C1", 3))
    assert CITY.has_edge("C1", "C7") and ("C7", BLUE, 2) in match.state.built
    err = refused(match, Bid("C7", 9))
    assert err.rule == "M-AUCTION-6" and "already has a constructed building" in err.reason
    play(match, Bid("C2", 7))  # C1, next to C2, now holds Blue's bid
    assert CITY.has_edge("C2", "C1")
    err = refused(match, Bid("C1", 9))
    assert err.rule == "M-AUCTION-6" and "C1 holds Blue's bid of 3" in err.reason
    play(match, Bid("C8", 9), Bid("C12", 10))  # far from C1 now: still refused as not empty, not as M-AUCTION-9
    assert refused(match, Bid("C1", 11)).rule == "M-AUCTION-6"


def test_M_AUCTION_7_bids_cross_bridges_but_not_lakes_or_the_river():
    assert CITY.edges["C1", "W4"]["bridge"] == "B5"
    assert not CITY.has_edge("C8", "C9") and not CITY.has_edge("C7", "W6")
    match = play(blue_starts(seed=0), Bid("C1", 3))
    assert "W4" in auction_targets(match.state)
    play(match, Bid("W4", 4))  # across bridge B5
    match = play(blue_starts(seed=0), Bid("C8", 3))
    err = refused(match, Bid("C9", 4))
    assert err.rule == "M-AUCTION-7" and "across lake L3" in err.reason
    match = play(blue_starts(seed=0), Bid("C7", 3))
    err = refused(match, Bid("W6", 4))
    assert err.rule == "M-AUCTION-7" and "across the river" in err.reason


def test_M_AUCTION_8_a_player_who_passed_may_not_bid_again_in_that_auction():
    match = play(auction_example(), *AUCTION[:5])  # Blue has passed
    assert BLUE in match.state.auction.passed and match.current_player == GREY
    play(match, Bid("C13", 12))  # a bid now is Grey's, never Blue's: moves do not name a seat
    assert match.state.auction.high == ("C13", GREY, 12)
    match.undo()
    seen = []
    for move in AUCTION[5:-1]:
        play(match, move)
        seen.append(match.current_player)
    assert BLUE not in seen and BLUE in match.state.auction.passed


def test_M_AUCTION_9_bids_of_players_who_passed_stay_on_the_board():
    """PL: "Jakiegokolwiek budynki, które mógł do tej pory postawić zostają na planszy do końca bieżącej
    tury" (the buildings a player placed stay on the board until the end of the turn)."""
    match = play(auction_example(), *AUCTION[:6])  # Blue and Grey have passed
    assert match.state.auction.bids[0] == ("C1", BLUE, 3) and match.state.auction.bids[1] == ("C2", GREY, 7)
    assert 3 not in hand(match.state, BLUE) and 7 not in hand(match.state, GREY)  # not back in hand yet
    assert match.view(RED)["seats"][BLUE]["bidding"] == [3]
    err = refused(match, Bid("C1", 11))  # so C1 is not empty: the rule that forbids the bid is M-AUCTION-6
    assert (
        err.rule == "M-AUCTION-6"
        and "C1 holds Blue's bid of 3, which stays there until this auction ends" in err.reason
    )
    assert "C1" not in auction_targets(match.state)
    play(match, *AUCTION[6:])  # the auction ends: only now do the bids go back
    assert 3 in hand(match.state, BLUE) and 7 in hand(match.state, GREY) and match.state.auction.bids == ()


def test_M_AUCTION_10_a_player_without_a_higher_building_must_pass():
    state = RULES.apply(crafted(), Bid("C1", 13))  # Grey holds nothing above 13
    assert state.last.ended_by == 3 and state.last.winner == BLUE and len(state.built) == 1
    state = RULES.apply(crafted(hands=(mask(*range(1, 14)), mask(1, 2, 3))), Bid("C1", 5))
    assert state.last.ended_by == 3 and state.last.building == ("C1", BLUE, 5)
    state = crafted(players=3, hands=(mask(*range(1, 14)), mask(3, 4), mask(*range(1, 14))))
    state = RULES.apply(state, Bid("C1", 4))
    assert state.auction.active == RED and state.auction.forced == {GREY} == state.auction.passed


def test_M_AUCTION_11_bidding_goes_round_and_the_opener_may_bid_again():
    match = play(auction_example(), *AUCTION[:4])
    assert match.current_player == BLUE and match.state.auction.opener == BLUE
    assert Bid("C13", 11) in match.legal_moves()
    play(match, Pass(), Pass(), AUCTION[6])
    assert match.current_player == WHITE  # Blue and Grey are skipped
    play(match, Bid("C14", 12))
    assert match.state.auction.high == ("C14", WHITE, 12) and match.current_player == RED


def test_M_AEND_1_an_auction_ends_in_one_of_three_ways():
    match = play(auction_example(), *AUCTION)
    assert match.state.last.ended_by == 1 and ENDINGS[1] == "all the other players passed"
    match = play(quick_win_example(), QUICK_WIN)
    assert match.state.last.ended_by == 2 and "nobody could place" in ENDINGS[2]
    state = RULES.apply(crafted(players=4), Bid("C5", 13))
    assert state.last.ended_by == 3 and state.last.winner == BLUE and "outbid" in ENDINGS[3]


def test_M_AEND_2_the_last_bid_wins_and_is_constructed():
    match = play(auction_example(), *AUCTION)
    assert match.state.built[-1] == Building("C13", RED, 11) and match.state.last.winner == RED
    assert 11 not in hand(match.state, RED) and "C13" in match.state.taken
    assert [b for b in match.view(BLUE)["built"] if b[0] == "C13"] == [["C13", RED, 11]]


def test_M_AEND_3_the_winner_takes_the_token_and_tokens_under_losing_bids_stay():
    match = play(auction_example(), *AUCTION)
    tokens = match.state.tokens
    assert tokens["C8"] == "fashionable" and tokens["C12"] == "metro" and match.state.gained == ((0, 0, 0),) * 4
    match = play(quick_win_example(), QUICK_WIN)
    assert "S13" not in match.state.tokens and match.state.last.token == "fashionable"
    assert match.state.gained[GREY] == (1, 0, 0)


def test_M_AEND_4_all_other_bids_go_back_to_their_owners():
    match = play(auction_example(), *AUCTION)
    state = match.state
    assert hand(state, BLUE) == tuple(range(3, 14)) and hand(state, GREY) == tuple(range(1, 14))
    assert hand(state, WHITE) == tuple(range(1, 14)) and hand(state, RED) == (*range(1, 11), 12, 13)
    assert state.auction.bids == () and match.view(RED)["auction"]["bids"] == []


def test_M_AEND_5_the_winner_opens_the_next_auction_in_any_empty_neighbourhood():
    match = play(auction_example(), *AUCTION)
    assert match.current_player == RED and match.state.auction.opener == RED
    assert set(auction_targets(match.state)) == set(CITY) - {"C3", "C7", "C13"}
    play(match, Bid("C12", 1))  # where White's bid stood, now empty again


def test_M_EX_1_the_rulebook_auction_replayed_move_by_move():
    match = auction_example()
    state = match.state
    assert state.built == (("C3", BLUE, 1), ("C7", BLUE, 2)) and match.current_player == BLUE
    assert state.tokens["C8"] == "fashionable" and state.tokens["C12"] == "metro" and "C13" not in state.tokens
    assert state.setup.goals[RED] == ("bridges",) and CITY.nodes["C13"]["bridge"] == ("B10",)
    play(match, Bid("C1", 3))  # 1: Blue opens with 3
    assert match.current_player == GREY
    play(match, Bid("C2", 7))  # 2: Grey outbids with 7 next to it
    assert match.current_player == RED
    assert set(match.legal_moves()) == {Pass(), *(Bid("C8", v) for v in range(8, 14))}  # only C8
    assert refused(match, Bid("C4", 9)).rule == "M-AUCTION-5"
    play(match, Bid("C8", 9))  # 3: Red bids 9 on the fashionable neighbourhood
    assert refused(match, Bid("C9", 10)).rule == "M-AUCTION-7"  # across the lake
    play(match, Bid("C12", 10))  # 4: White bids 10 on the metro neighbourhood
    assert match.current_player == BLUE and min(bid_values(match.state)) == 11
    err = refused(match, Bid("C13", 10))
    assert err.rule == "M-AUCTION-4" and "must exceed 10" in err.reason
    play(match, Pass())  # 5: Blue passes
    assert match.current_player == GREY and BLUE in match.state.auction.passed  # Blue is never asked again
    play(match, Pass())  # 6: Grey passes
    assert match.current_player == RED
    play(match, Bid("C13", 11))  # 7: Red bids 11
    assert match.current_player == WHITE and match.state.auction.passed == {BLUE, GREY}
    play(match, Pass())  # 8: White passes: Red wins
    last = match.state.last
    assert last.winner == RED and last.building == ("C13", RED, 11) and last.ended_by == 1 and last.token is None
    assert [tuple(b) for b in last.bids] == [("C1", 0, 3), ("C2", 1, 7), ("C8", 2, 9), ("C12", 3, 10), ("C13", 2, 11)]
    assert match.history[-8:] == AUCTION


def test_M_EX_2_red_is_flipped_the_rest_go_back_and_red_opens_anywhere():
    match = play(auction_example(), *AUCTION)
    state = match.state
    assert {b.neighbourhood for b in state.built} == {"C3", "C7", "C13"} and state.auction.bids == ()
    assert match.current_player == RED and match.why_illegal(Bid("E15", 1)) is None
    assert match.why_illegal(Bid("C2", 1)) is None and match.why_illegal(Pass()) is not None


def test_M_EX_3_a_neighbourhood_with_no_empty_neighbour_is_won_with_a_1():
    match = quick_win_example()
    assert match.current_player == GREY and match.state.tokens["S13"] == "fashionable"
    assert all(n in match.state.taken for n in CITY["S13"])
    play(match, QUICK_WIN)
    state = match.state
    assert state.last.ended_by == 2 and state.last.building == ("S13", GREY, 1)
    assert state.gained[GREY] == (1, 0, 0) and match.current_player == GREY and state.auction.bids == ()
    assert state.auction.passed == frozenset()  # a new auction


def test_M_GAP_7_the_game_ends_when_a_last_building_is_constructed_not_bid():
    state = crafted(hands=(mask(5), mask(*range(1, 14))))
    state = RULES.apply(state, Bid("C1", 5))  # Blue bids their last building ...
    state = RULES.apply(state, Bid("C2", 6))  # ... Grey outbids; Blue has nothing higher
    assert state.last.winner == GREY and not state.over and hand(state, BLUE) == (5,)
    state = RULES.apply(state, Bid("C3", 1))  # Grey opens
    state = RULES.apply(state, Bid("C4", 5))  # Blue bids their last building again
    assert not state.over
    state = RULES.apply(state, Pass())  # Grey passes: Blue constructs their last building
    assert state.over and state.last.building == ("C4", BLUE, 5) and RULES.legal_moves(state) == []
    assert RULES.why_illegal(state, Bid("C5", 2)).rule == "M-GEND-1"


def test_M_GAP_14_the_game_ends_when_no_empty_neighbourhood_is_left():
    state = crafted()
    area = list(state.setup.neighbours)
    state = dataclasses.replace(state, taken=frozenset(area[:-1]))  # every place but one is built
    state = RULES.apply(state, Bid(area[-1], 1))
    assert state.last.ended_by == 2 and state.over and hand(state, BLUE) and RULES.legal_moves(state) == []


def test_M_GAP_17_the_high_bidder_is_never_asked_to_outbid_themselves():
    for seed in range(6):
        for state in random_states(seed, players=2 + seed % 3):
            if state.auction.bids and not state.over:
                assert state.auction.active != state.auction.high.seat


def test_M_GAP_18_players_who_cannot_outbid_pass_automatically():
    forced = 0
    for seed in range(6):
        for state in random_states(seed, players=2 + seed % 3):
            if not state.over:
                assert any(isinstance(m, Bid) for m in RULES.legal_moves(state))  # never a lone Pass
                assert state.auction.forced <= state.auction.passed
                forced += len(state.auction.forced)
    assert forced > 0


def test_M_TIP_1_spending_tall_buildings_early_makes_outbidding_hard():
    state = crafted(hands=(mask(*range(1, 14)), mask(*range(1, 10))))  # Grey has built 10-13
    state = RULES.apply(state, Bid("C1", 10))
    assert state.last.winner == BLUE and state.last.ended_by == 3  # Grey could not answer a 10


def test_M_TIP_2_open_cheaply_in_an_isolated_neighbourhood():
    match = play(blue_starts(players=4, seed=0), Bid("W9", 2), Pass(), Pass(), Pass())
    assert CITY["W10"].keys() == {"W9"}  # W9 built: the blind alley W10 is isolated
    play(match, Bid("W10", 1))
    assert match.state.last.building == ("W10", BLUE, 1) and match.state.last.ended_by == 2


@pytest.mark.parametrize(
    "prefix, move, rule, words",
    [
        (4, Bid("C13", 10), "M-AUCTION-4", "must exceed 10"),  # not higher
        (2, Bid("C4", 9), "M-AUCTION-5", "not next to C2"),  # not adjacent
        (1, Bid("C7", 9), "M-AUCTION-6", "already has a constructed building"),  # occupied by a building
        (2, Bid("C1", 9), "M-AUCTION-6", "holds Blue's bid of 3"),  # occupied by a bid
        (0, Bid("C1", 2), "M-AEND-2", "already constructed"),  # a value Blue no longer holds
        (2, Bid("X1", 9), "M-COMP-8", "no neighbourhood 'X1'"),  # unknown neighbourhood
        (2, Bid(("C8",), 9), "M-COMP-8", "no neighbourhood"),
        (2, "bid 9 on C8", "M-AUCTION-3", "not a move of Metropolys"),
    ],
)
def test_bad_input_is_refused_with_a_reason_and_a_rule_and_changes_nothing(prefix, move, rule, words):
    match = play(auction_example(), *AUCTION[:prefix])
    err = refused(match, move)
    assert err.rule == rule and words in err.reason
    assert match.why_illegal(move) == str(err)


def test_a_value_already_constructed_cannot_outbid():
    match = play(blue_starts(players=2, seed=0), Bid("C1", 1), Bid("C2", 12), Pass())  # Grey builds 12
    play(match, Bid("C3", 2), Bid("C4", 3))
    err = refused(match, Bid("C5", 12))
    assert err.rule == "M-AEND-2" and "Grey's building 12 is already constructed" in err.reason
    assert bid_values(match.state) == (4, 5, 6, 7, 8, 9, 10, 11, 13)
