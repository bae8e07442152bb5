"""Metropolys's board: `board.MetropolysBoard` over the city map of `city_map` (also a still `CityPicture`)."""
