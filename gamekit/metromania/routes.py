"""Test trips (testy połączeń): the subway network as a networkx graph of (line, station) states, and every
fastest route between two locations. MM-TEST-1, MM-TEST-2, MM-TEST-3, MM-TEST-11, MM-GAP-16, MM-GAP-20.

A node is (line, station): being at a station on a line, line = (seat, set), station = (i, j). Riding to
the next station along the line costs 1 minute, however many tunnels lie between (MM-TEST-2); changing
to another line at a station (przesiadka) costs 3 minutes. Start and end arrows are not stations. A trip
boards at any station serving its first location and gets off at any station serving the second, with no
change charged at either end. A route is the list of its (line, station) steps: two steps on one line are
a ride, two steps at one station a change.

    blue solid:  S1 ---- S2 ---- S3                  from S1 to S4: ride 2 sections (2 minutes),
                                  |  red dashed        change at S3 (3 minutes), ride 1 (1 minute)
                                  S4                   = 6 minutes (MM-EX-3)
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from itertools import combinations

import networkx as nx

from gamekit.metromania.citydata import Vertex

RIDE = 1  # minutes from one station to the next on a line (MM-TEST-2)
CHANGE = 3  # minutes to change line at a station (MM-TEST-2)
LineLabel = tuple[int, int]  # (seat, set)
Step = tuple[LineLabel, Vertex]


def network(lines: Iterable[tuple[LineLabel, tuple[Vertex, ...]]], stations: Iterable[Vertex]) -> nx.Graph:
    """The travel graph of `lines` ((seat, set), path) and the station vertices. Ride edges know how many
    tunnels they cover (`tunnels`), change edges have 0."""
    stops_at = set(stations)
    graph: nx.Graph[Step] = nx.Graph()
    through: defaultdict[Vertex, list[LineLabel]] = defaultdict(list)
    for label, path in lines:
        stops = [i for i, v in enumerate(path) if v in stops_at]
        for i in stops:
            graph.add_node((label, path[i]))
            through[path[i]].append(label)
        for i, j in zip(stops, stops[1:]):
            # MM-TEST-2, MM-EX-3, MM-GAP-16: a section between stations is 1 minute, however long
            graph.add_edge((label, path[i]), (label, path[j]), weight=RIDE, tunnels=j - i)
    for station, labels in through.items():
        for one, other in combinations(labels, 2):
            graph.add_edge((one, station), (other, station), weight=CHANGE, tunnels=0)
    return graph


def fastest(
    graph: nx.Graph, origins: Iterable[Vertex], destinations: Iterable[Vertex]
) -> tuple[int | None, list[list[Step]]]:
    """(minutes, routes): the time of the fastest trip from a station on `origins` to one on `destinations`
    and every route that takes it, sorted; (None, []) when no route exists (MM-TEST-3)."""
    origins, destinations = set(origins), set(destinations)
    # Two helper nodes, removed again below. Their edges weigh 1, not 0, as networkx's predecessor lists go
    # wrong on zero-weight edges; every route has one of each, so the order of routes does not change.
    start, finish = ("trip", "from"), ("trip", "to")
    boarding = [(start, n) for n in graph if n[1] in origins]
    leaving = [(n, finish) for n in graph if n[1] in destinations]
    graph.add_edges_from(boarding + leaving, weight=1)
    try:
        routes = sorted(path[1:-1] for path in nx.all_shortest_paths(graph, start, finish, weight="weight"))
    except (nx.NetworkXNoPath, nx.NodeNotFound):
        return None, []
    finally:
        graph.remove_nodes_from([start, finish])
    return nx.path_weight(graph, routes[0], "weight"), routes


def rides(graph: nx.Graph, route: list[Step]) -> dict[int, int]:
    """Tunnels ridden per seat along a route: who takes part in it (MM-TEST-4, MM-PC-2, MM-GAP-20)."""
    tunnels: dict[int, int] = defaultdict(int)
    for (line, a), (other, b) in zip(route, route[1:]):
        if line == other:
            tunnels[line[0]] += graph.edges[(line, a), (other, b)]["tunnels"]
    return dict(tunnels)
