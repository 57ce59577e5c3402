"""The table's reusable parts (seats, hands, trick, scores, markers, action bar), the
show of events as animated beats, and one layout per game (Pocha: pocha_layout)."""
