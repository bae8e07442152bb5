"""Metromania's board: `board.MetromaniaBoard` over the city drawing of `picture` (also a still `MetroPicture`)."""
