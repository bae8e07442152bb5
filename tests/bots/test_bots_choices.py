"""The bots (gamekit.bots): made by name, each choosing a legal move in every game; Greedy takes the best visible
score and, where the score is flat, the game's heuristic; Search (SO-ISMCTS) keeps to its budget."""

import time

import nim
import pytest
import toygame
from bots_helpers import CASES, IDS, positions

import gamekit
from gamekit import bots, metropolys
from gamekit.bots.base import hints
from gamekit.bots.greedy import margin


def test_bots_are_made_by_name_with_a_seed():
    assert bots.NAMES == ("random", "greedy", "search")
    made = [bots.make(name, seed=4) for name in bots.NAMES]
    assert [type(bot) for bot in made] == [bots.RandomBot, bots.GreedyBot, bots.SearchBot]
    assert all(bot.seed == 4 and bot.name == name for bot, name in zip(made, bots.NAMES))
    assert bots.make("search", seed=1, iterations=7).iterations == 7
    assert bots.make("search").seconds == 0.5  # the default budget: half a second a move
    with pytest.raises(ValueError, match="a bot is one of"):
        bots.make("clever")
    with pytest.raises(ValueError, match="seed"):
        bots.make("random", seed=1.5)
    with pytest.raises(ValueError, match="iterations"):
        bots.SearchBot(iterations=0)


@pytest.mark.parametrize(("label", "module", "options"), CASES, ids=IDS)
def test_every_bot_chooses_a_legal_move_in_every_game(label, module, options):
    for n, match in enumerate(positions(module, options, count=2, seed=20)):
        sv = match.seat_view(match.current_player)
        for bot in (bots.RandomBot(seed=n), bots.GreedyBot(seed=n), bots.SearchBot(seed=n, iterations=8)):
            assert match.why_illegal(bot.choose(sv)) is None


def test_a_bot_refuses_to_choose_for_a_seat_whose_turn_it_is_not():
    match = toygame.new_game(players=2, seed=1)
    with pytest.raises(ValueError, match="player 1's turn"):
        bots.GreedyBot().choose(match.seat_view(1))


@pytest.mark.parametrize(("label", "module", "options"), CASES, ids=IDS)
def test_greedy_plays_a_move_with_the_best_visible_score(label, module, options):
    for n, match in enumerate(positions(module, options, count=2, seed=30)):
        seat = match.current_player
        sv = match.seat_view(seat)
        best = max(margin(sv.preview(move), seat) for move in sv.legal_moves())
        assert margin(sv.preview(bots.GreedyBot(seed=n).choose(sv)), seat) == best


def test_greedy_lets_the_games_heuristic_decide_where_the_score_is_flat():
    """In the Family game a bid's number scores nothing by itself (the sheet counts tokens and places), so bids on
    one neighbourhood often tie on the visible score; the heuristic breaks the tie: the lowest number keeps the
    higher ones in hand for later auctions, where a bid must be higher than the last."""
    checked = 0
    for match in positions(metropolys, {"players": 2}, count=8, seed=40):
        sv = match.seat_view(match.current_player)
        move = bots.GreedyBot(seed=1).choose(sv)
        if not isinstance(move, metropolys.Bid):
            continue
        margins = {m: margin(sv.preview(m), sv.seat) for m in sv.legal_moves()}
        tied = [
            m.value for m, best in margins.items() if best == margins[move] and m.neighbourhood == move.neighbourhood
        ]
        assert move.value == min(tied)
        checked += len(tied) > 1
    assert checked > 0


@pytest.mark.parametrize("game", ["cardcity", "metropolys", "warsaw", "metromania"])
def test_each_game_has_a_heuristic_in_its_own_package(game):
    match = gamekit.GAMES[game].new_game(seed=3)
    found = hints(match.rules)
    assert found.heuristic.__module__ == f"gamekit.{game}.heuristic"
    assert isinstance(found.heuristic(match.state, 0), float) and found.scale > 0 and found.exploration > 0


def test_search_runs_exactly_its_iterations_or_within_its_time():
    match = toygame.new_game(players=2, seed=2)
    sv = match.seat_view(0)
    counted = bots.SearchBot(seed=1, iterations=30)
    counted.choose(sv)
    assert counted.last_iterations == 30
    timed = bots.SearchBot(seed=1, seconds=0.05)
    started = time.perf_counter()
    timed.choose(sv)
    assert time.perf_counter() - started < 0.05 + 0.5 and timed.last_iterations > 1  # slack for a busy machine


@pytest.mark.parametrize("pile", [4, 5, 7, 8, 10])
def test_search_looks_ahead_where_greedy_cannot(pile):
    """Nim (tests/bots/nim.py): the winning move leaves a multiple of 3 stones, and no score shows it before the
    end. Search finds it from every pile that has one; greedy, seeing a flat score, does not always."""
    sv = nim.new_game(pile).seat_view(0)
    assert bots.SearchBot(seed=pile, iterations=300).choose(sv) == nim.Take(pile % 3)
    assert {bots.GreedyBot(seed=s).choose(sv) for s in range(8)} == {nim.Take(1), nim.Take(2)}
