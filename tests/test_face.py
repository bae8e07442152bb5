"""One face for every game: the same names, `new_game(*, players, seed, variant, ...)` with keyword-only options in
the same order, and a `playout` with exactly `new_game`'s options that runs the one fast path, `core.playout`."""

import inspect

import pytest

import gamekit
from gamekit import core

NAMES = ("RULES", "Sandbox", "new_game", "playout", "VARIANTS", "PLAYER_COUNTS")


@pytest.mark.parametrize("name", sorted(gamekit.GAMES))
def test_every_game_module_has_the_same_names(name):
    module = gamekit.GAMES[name]
    assert [n for n in NAMES if not hasattr(module, n)] == []
    assert module.RULES.name == name and module.VARIANTS and module.PLAYER_COUNTS
    assert set(module.RULES.moves.values()) and module.RULES.move_rule


@pytest.mark.parametrize("name", sorted(gamekit.GAMES))
def test_new_game_and_playout_take_the_same_keyword_only_options(name):
    module = gamekit.GAMES[name]
    options = inspect.signature(module.new_game).parameters
    assert list(options)[:3] == ["players", "seed", "variant"]
    assert all(p.kind is inspect.Parameter.KEYWORD_ONLY for p in options.values())
    assert options == inspect.signature(module.playout).parameters
    assert options["variant"].default == module.VARIANTS[0]
    with pytest.raises(TypeError):
        module.new_game(module.PLAYER_COUNTS[0], 1)


@pytest.mark.parametrize("name", sorted(gamekit.GAMES))
def test_playout_is_the_core_fast_path_on_new_games_set_up(name):
    module = gamekit.GAMES[name]
    for variant in module.VARIANTS:
        players = max(module.PLAYER_COUNTS)
        match = module.new_game(players=players, seed=3, variant=variant)
        final = module.playout(players=players, seed=3, variant=variant)
        assert final == core.playout(module.RULES, players, 3, match.options)
        assert module.RULES.is_over(final) and module.RULES.initial_state(players, 3, **match.options) == match.state
    with pytest.raises(ValueError, match="seed must be a whole number"):
        module.new_game(seed=1.5)
