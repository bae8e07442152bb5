"""The kit's games in OpenSpiel (issue 15, point 9; the optional `ai` extra, `pip install open-spiel`): importing
this module registers each game as a pyspiel python game named `gamekit_<game>`, so OpenSpiel's algorithms and
evaluation tools can play it.

    import pyspiel
    import gamekit.openspiel  # registers gamekit_cardcity, gamekit_metropolys, gamekit_metromania, gamekit_warsaw
    game = pyspiel.load_game("gamekit_metropolys", {"players": 2, "seed": 7, "variant": "family"})

What OpenSpiel sees:
- chance is sampled (SAMPLED_STOCHASTIC): the decks are shuffled by the `seed` parameter when the game starts;
- an action is the index of a move in the state's legal moves, in the engine's order (`rules.legal_moves`), so an
  action's meaning depends on the state: algorithms that work on one state's legal actions (MCTS, random
  rollouts, `evaluate_bots`) play the games; those that need an action to mean the same everywhere (policy
  networks) do not;
- the returns are a share of the win (1/2 each for a tie of two, nothing for a loss), constant-sum; the co-operative
  card city gives every seat 1 when the team reaches its target, else 0;
- a player's observation string is its view (`rules.view`), and its information-state string adds the public
  history as that player saw it (`gamekit.seats.public_move`). No tensors.
OpenSpiel's MCTS expands the real state, hidden cards included: on these imperfect-information games it plays as if
it could see them, which the kit's own SearchBot never does.
"""

from __future__ import annotations

import importlib
import json
from typing import Any, NamedTuple

import gamekit
from gamekit.seats import public_move

pyspiel: Any = importlib.import_module("pyspiel")  # the `ai` extra; an ImportError here means it is not installed

PREFIX = "gamekit_"
DEFAULT_PLAYERS = {"cardcity": 2, "metropolys": 2, "metromania": 2, "warsaw": 3}  # as in the strength table
# Upper bounds OpenSpiel asks for; measured in random games at every player count: at most 832 legal moves
# (Metropolys, 4 players) and 189 moves (Warsaw). A state past either bound raises.
MAX_ACTIONS, MAX_LENGTH = 4096, 2000


def game_type(name: str) -> Any:
    """The pyspiel GameType of a kit game: its player counts, its default parameters and its kind of utility."""
    module = gamekit.GAMES[name]
    co_op = name == "cardcity"
    counts = sorted(module.PLAYER_COUNTS)
    default_variant = module.new_game.__kwdefaults__["variant"]
    return pyspiel.GameType(
        short_name=PREFIX + name,
        long_name=f"gamekit {name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.IDENTICAL if co_op else pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=counts[-1],
        min_num_players=counts[0],
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={"players": DEFAULT_PLAYERS[name], "seed": 0, "variant": default_variant},
    )


class Game(pyspiel.Game):
    """A kit game as OpenSpiel sees it (a subclass a game, named by `name`); its parameters are `players`, `seed`
    and `variant`."""

    name = ""

    def __init__(self, params: dict[str, Any] | None = None):
        name = self.name
        kind = game_type(name)
        settings = {**kind.parameter_specification, **(params or {})}
        players = int(settings["players"])
        info = pyspiel.GameInfo(
            num_distinct_actions=MAX_ACTIONS,
            max_chance_outcomes=0,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=None if name == "cardcity" else 1.0,
            max_game_length=MAX_LENGTH,
        )
        super().__init__(kind, info, params or {})
        self.players = players
        self.seed, self.variant = int(settings["seed"]), str(settings["variant"])

    def new_initial_state(self) -> State:
        match = gamekit.GAMES[self.name].new_game(players=self.players, seed=self.seed, variant=self.variant)
        return State(self, match.rules, match.state)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        return Observer(history=iig_obs_type is not None and iig_obs_type.perfect_recall)


class Position(NamedTuple):
    """What a state holds, immutable (the engine's states are), so OpenSpiel's clone, which deep-copies a python
    state's attributes, shares it: the rules, the engine's state and the moves each seat has seen so far."""

    rules: Any
    state: Any
    seen: tuple[tuple[str, ...], ...]

    def __deepcopy__(self, memo: dict[int, Any]) -> Position:
        return self


class State(pyspiel.State):
    """A position in OpenSpiel's terms: action i is the engine's i-th legal move."""

    def __init__(self, game: Game, rules: Any, state: Any):
        super().__init__(game)
        self.at = Position(rules, state, ((),) * game.players)

    def current_player(self) -> int:
        if self.at.rules.is_over(self.at.state):
            return int(pyspiel.PlayerId.TERMINAL)
        return int(self.at.rules.current_player(self.at.state))

    def moves(self) -> list[Any]:
        """The engine's legal moves here: action i is moves()[i]."""
        moves: list[Any] = self.at.rules.legal_moves(self.at.state)
        if len(moves) > MAX_ACTIONS:
            raise ValueError(f"{len(moves)} legal moves, more than the {MAX_ACTIONS} actions declared to OpenSpiel")
        return moves

    def _legal_actions(self, player: int) -> list[int]:
        return list(range(len(self.moves())))

    def _apply_action(self, action: int) -> None:
        rules, state, seen = self.at
        move = self.moves()[action]
        seen = tuple((*moves, str(public_move(rules, state, move, seat))) for seat, moves in enumerate(seen))
        if len(seen[0]) > MAX_LENGTH:
            raise ValueError(f"the game is longer than the {MAX_LENGTH} moves declared to OpenSpiel")
        self.at = Position(rules, rules.apply(state, move), seen)

    def _action_to_string(self, player: int, action: int) -> str:
        return str(self.moves()[action])

    def is_terminal(self) -> bool:
        return bool(self.at.rules.is_over(self.at.state))

    def returns(self) -> list[float]:
        players = len(self.at.seen)
        if not self.is_terminal():
            return [0.0] * players
        score = self.at.rules.score(self.at.state, None, reveal=True)
        if score.target is not None:
            return [1.0 if score.won else 0.0] * players
        winners = score.winners()
        return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]

    def __str__(self) -> str:
        return f"{self.at.rules.name} after {len(self.at.seen[0])} moves"


class Observer:
    """What a player sees, as strings only (no tensors): its view, and with `history` the public moves too."""

    def __init__(self, history: bool):
        self.history = history
        self.tensor: Any = None
        self.dict: dict[str, Any] = {}

    def set_from(self, state: State, player: int) -> None:
        """No tensors to fill."""

    def string_from(self, state: State, player: int) -> str:
        seen: dict[str, Any] = {"view": state.at.rules.view(state.at.state, player)}
        if self.history:
            seen["history"] = state.at.seen[player]
        return json.dumps(seen, sort_keys=True, default=str)


def register() -> None:
    """Register every kit game with pyspiel (once: registering a name twice raises in pyspiel)."""
    known = set(pyspiel.registered_names())
    for name in gamekit.GAMES:
        if PREFIX + name not in known:
            pyspiel.register_game(game_type(name), type(f"{name.title()}Game", (Game,), {"name": name}))


register()
