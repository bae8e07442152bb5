"""The bots' estimate of a Metromania position (`gamekit.bots`): for a greedy move when the score is flat (digging
tunnels scores nothing until a station is built) and for a search cut short. It reads a full state, which a bot has
only as a sample of what its seat cannot know.

The estimate of a seat's final points: the final sheet as if the building phase ended now (the verification,
MM-SCORE-1, and the 7 test trips over the lines as they are, MM-TEST-11), plus a little for every tunnel laid,
which the lines still need to finish (MM-END-1).
"""

from __future__ import annotations

from gamekit.metromania.scoring import final_score
from gamekit.metromania.state import State

SCALE = 4.0  # points that make a clear lead (the search's rewards)
DEPTH = 8  # random moves a search plays before it estimates: a whole game is about 20 to 60 moves
TUNNEL_WEIGHT = 0.25  # points per tunnel laid


def heuristic(state: State, seat: int) -> float:
    tunnels = sum(line.tunnels for line in state.lines if line.owner == seat)
    return final_score(state).total(seat) + TUNNEL_WEIGHT * tunnels
