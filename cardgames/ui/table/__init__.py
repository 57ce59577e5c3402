"""The table's reusable parts (seats, hands, trick, scores, markers, action bar), the
show of events as animated beats, and one layout per table family (trick games: trick_layout;
a game's own part, e.g. Pocha's, in cardgames.ui.games)."""
