"""The 18-card city's board (`board.CardCityBoard`, with `CityPicture` and `card_face` for the lessons)."""
