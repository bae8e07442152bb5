"""SearchBot: single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley and Whitehouse,
"Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012).

Each iteration draws one determinisation, a full state the seat cannot tell from the real one
(`seat_view.sample_state`), and walks one tree of moves with it: at each node only the moves legal in this
determinisation count, each chosen by UCB with its *availability* count (how often it could have been chosen) in
place of the parent's visits. A new node is added, then random moves through the rules' fast path
(`rules.random_move`, `rules.apply`) play the game out, or play `depth` moves and let the game's heuristic
(`gamekit.GAME.heuristic`) estimate the rest; the reward (a share of the win; co-op, the team's score around the
greedy move's) goes back up the path.

Where budgets are small, knowledge helps: the root's moves are tried best first in the greedy order, a deeper node
opens the best of a few random untried moves by the heuristic (so rivals answer sensibly), every node opens new
moves only as its visits grow (progressive widening: a card city has hundreds of places), and a new node starts as
if visited twice with the heuristic's estimate.

The budget is a time per move (0.5 s by default) or a number of iterations (the same move every time, for tests and
measurements). The move chosen is the root's most visited.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from gamekit.bots.base import Bot, Judge
from gamekit.bots.greedy import ranked
from gamekit.seats import SeatView

WIDEN_BASE, WIDEN_RATE = 2, 1.0  # a node may hold WIDEN_BASE + WIDEN_RATE * sqrt(visits) children
CANDIDATES = 4  # untried moves a node weighs (by the heuristic) before it opens the best of them
PRIOR_VISITS = 2  # a new node starts as if visited this often with the heuristic's reward (0: no prior)
DEFAULT = object()  # depth not given: the game's own (gamekit.GAME.heuristic.DEPTH)


class Node:
    """One move in the tree: who made it (`seat`), its visits, its availability and its rewards summed for `seat`."""

    __slots__ = ("avail", "children", "move", "parent", "seat", "total", "visits")

    def __init__(self, move: Any, parent: Node | None, seat: int):
        self.move, self.parent, self.seat = move, parent, seat
        self.children: dict[Any, Node] = {}
        self.visits, self.avail, self.total = 0, 1, 0.0

    def ucb(self, exploration: float) -> float:
        return self.total / self.visits + exploration * math.sqrt(math.log(self.avail) / self.visits)


class SearchBot(Bot):
    """SO-ISMCTS with a budget: `seconds` a move (0.5 by default), or exactly `iterations` iterations when given.
    `depth` random moves are played after the tree before the heuristic estimates (None: to the end) and
    `exploration` is UCB's constant: by default the game's own (`gamekit.GAME.heuristic`). A node weighs
    `candidates` untried moves before it opens one, and starts as if visited `prior_visits` times."""

    name = "search"

    def __init__(
        self,
        seed: int = 0,
        seconds: float = 0.5,
        iterations: int | None = None,
        depth: Any = DEFAULT,
        exploration: float | None = None,
        candidates: int = CANDIDATES,
        prior_visits: int = PRIOR_VISITS,
    ):
        super().__init__(seed)
        if iterations is not None and (type(iterations) is not int or iterations < 1):
            raise ValueError(f"iterations must be a whole number of at least 1, not {iterations!r}")
        if not seconds > 0:
            raise ValueError(f"seconds must be more than 0, not {seconds!r}")
        self.seconds, self.iterations, self.depth, self.exploration = seconds, iterations, depth, exploration
        self.candidates, self.prior_visits = candidates, prior_visits

    def pick(self, sv: SeatView, moves: Sequence[Any], rnd: random.Random) -> Any:
        deadline = time.perf_counter() + self.seconds
        judge = Judge.of(sv)
        depth = judge.game.depth if self.depth is DEFAULT else self.depth
        exploration = judge.game.exploration if self.exploration is None else self.exploration
        prior = ranked(sv, moves, rnd)  # the root's moves, best first (the greedy order)
        if judge.target is not None:  # co-op: rewards centred on the greedy move's estimate, where they tell most
            sample = sv.sample_state(rnd)
            judge = replace(judge, target=judge.game.heuristic(sv.rules.apply(sample, prior[0]), sv.seat))
        root = Node(None, None, -1)
        done = 0
        while not self._spent(done, deadline):
            self._iterate(sv, root, prior, judge, depth, exploration, rnd)
            done += 1
        self.last_iterations = done  # how many the last choice ran: for measuring, never read by the search
        return max(prior, key=lambda m: root.children[m].visits if m in root.children else -1)

    def _spent(self, done: int, deadline: float) -> bool:
        """Is the budget spent? (With none left after the greedy order, the greedy move is played.)"""
        if self.iterations is not None:
            return done >= self.iterations
        return time.perf_counter() >= deadline

    def _iterate(
        self,
        sv: SeatView,
        root: Node,
        prior: list[Any],
        judge: Judge,
        depth: int | None,
        exploration: float,
        rnd: random.Random,
    ) -> None:
        rules = sv.rules
        state = sv.sample_state(rnd)  # one determinisation
        node = root
        while True:
            if rules.is_over(state):
                rewards = judge.final(state)
                break
            legal = prior if node is root else rules.legal_moves(state)
            available, untried = [], []
            for move in legal:
                child = node.children.get(move)
                if child is None:
                    untried.append(move)
                else:
                    child.avail += 1
                    available.append(child)
            if untried and (not available or len(node.children) < WIDEN_BASE + WIDEN_RATE * math.sqrt(node.visits)):
                seat = rules.current_player(state)
                if node is root:
                    move = untried[0]
                    after = rules.apply(state, move)
                    lead = judge.lead(after, seat) if self.prior_visits else 0.0
                else:
                    move, after, lead = self._expansion(rules, state, seat, untried, judge, rnd)
                node.children[move] = node = Node(move, node, seat)
                node.visits, node.total = self.prior_visits, self.prior_visits * judge.reward(lead)
                rewards = self._rollout(rules, after, judge, depth, rnd)
                break
            node = max(available, key=lambda child: child.ucb(exploration))
            state = rules.apply(state, node.move)
        back: Node | None = node
        while back is not None:
            back.visits += 1
            if back.seat >= 0:
                back.total += rewards[back.seat]
            back = back.parent

    def _expansion(
        self, rules: Any, state: Any, seat: int, untried: list[Any], judge: Judge, rnd: random.Random
    ) -> tuple[Any, Any, float]:
        """The move a node opens next, the state after it and the heuristic's margin there for `seat`, who moves:
        the best of a few untried moves drawn at random (so a rival or a partner answers sensibly, at a small
        cost)."""
        drawn = rnd.sample(untried, min(max(1, self.candidates), len(untried)))
        if len(drawn) == 1 and not self.prior_visits:
            return drawn[0], rules.apply(state, drawn[0]), 0.0
        weighed = [
            (judge.lead(after, seat), n, move, after)
            for n, move in enumerate(drawn)
            for after in [rules.apply(state, move)]
        ]
        lead, _, move, after = max(weighed)
        return move, after, lead

    @staticmethod
    def _rollout(rules: Any, state: Any, judge: Judge, depth: int | None, rnd: random.Random) -> tuple[float, ...]:
        """Random moves through the fast path to the end, or `depth` of them and the heuristic's estimate."""
        played = 0
        random_move = getattr(rules, "random_move", None) or (lambda state, rnd: rnd.choice(rules.legal_moves(state)))
        while not rules.is_over(state):
            if depth is not None and played >= depth:
                return judge.estimate(state)
            state = rules.apply(state, random_move(state, rnd))
            played += 1
        return judge.final(state)
