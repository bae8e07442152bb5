"""Warsaw's boards: the map sandbox (`sandbox.sandbox_app`) and the full game (`game.game_app`), over the map
drawing of `picture` and the action board of `game_picture`; `game_panel` and `game_text` hold the side panel and
its words."""
