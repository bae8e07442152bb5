"""Helpers shared by the bot tests: the games and variants that hide something, positions reached by random play,
and a twin of a match that differs only in what one seat cannot know."""

import random

import toygame

import gamekit
from gamekit.core import Match

# (label, game module, new_game options): every game, with the variants whose secrets differ
CASES = [
    ("toy", toygame, {"players": 2}),
    ("cardcity", gamekit.GAMES["cardcity"], {"players": 2}),
    ("metropolys", gamekit.GAMES["metropolys"], {"players": 3}),
    ("warsaw", gamekit.GAMES["warsaw"], {"players": 3}),
    ("metromania-unfair", gamekit.GAMES["metromania"], {"players": 3, "variant": "unfair_municipality"}),
    ("metromania-blind", gamekit.GAMES["metromania"], {"players": 2, "variant": "running_blind"}),
]
IDS = [label for label, _, _ in CASES]
# and for the seat views' samples, which are cheap: the Advanced game too (two secret cards each)
SAMPLE_CASES = [*CASES, ("metropolys-advanced", gamekit.GAMES["metropolys"], {"players": 3, "variant": "advanced"})]
SAMPLE_IDS = [label for label, _, _ in SAMPLE_CASES]


def positions(module, options, count=3, seed=0):
    """`count` matches of `module.new_game(**options)`, each at a random point of a random game."""
    found = []
    for game in range(count):
        match = module.new_game(seed=seed + game, **options)
        picker = random.Random(f"bots:{seed}:{game}")
        length = picker.randrange(2, 40)
        while not match.is_over and len(match.history) < length:
            match.play(picker.choice(match.legal_moves()))
        if not match.is_over:
            found.append(match)
    return found


def twin(match, seat, rnd):
    """A match with the same history whose present state has everything `seat` cannot know drawn again
    (`rules.resample`): what the seat sees of the two must be the same."""
    other = Match.at(match.rules, match.rules.resample(match.state, seat, rnd), match.players, 1, match.options)
    other._states = [*(match.state_after(ply) for ply in range(len(match.history))), other.state]
    other._moves = list(match.history)
    return other
