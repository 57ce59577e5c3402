"""Record hand histories of seeded AI matches as test fixtures (tests/fixtures/histories).

    python scripts/record_fixtures.py            # every game, a few hands each

The files are what the program writes after each hand; tests replay them through the
engine and check the recorded results, so a rule change that alters an outcome shows.
"""

from __future__ import annotations

import sys
from pathlib import Path

import cardgames
from cardgames.ai import make_player
from cardgames.core.history import hand_history_text

OUT = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "histories"

# game id -> list of (players, options, seed, hands to record)
MATCHES = {
    "pocha": [
        (4, {"length": "short"}, 11, (1, 5, 10)),
        (3, {"length": "max_only", "rank_order": "natural"}, 12, (2,)),
        (5, {"deal_schedule": [3, 8], "swap_trump_seven": True, "must_trump": False}, 13, (1, 2)),
    ],
    "pitch": [
        (4, {}, 21, (1, 3)),
        (3, {"low_point": "dealt", "trump_anytime": False, "all_pass": "redeal"}, 22, (1, 2)),
        (4, {"partnerships": True, "target_score": 11}, 23, (2,)),
    ],
    "tien_gow": [(4, {}, 31, (1, 2)), (4, {"hk_streak": True, "mixed_combinations": False}, 32, (1,))],
    "tiu_u": [(2, {"deals_per_session": 2}, 51, (1, 2)),
              (3, {"pile_three_rule": True, "supreme_match": "exclusive"}, 52, (1,))],
    "tsung_shap": [(2, {"games_per_match": 2}, 41, (1, 2)),
                   (2, {"variant": "four_in_hand", "settlement": "difference"}, 42, (1,))],
    "kap_tai_shap": [(4, {}, 51, (1, 2)),
                     (3, {"discard_pick": "last_only", "draw_after_pick": False,
                          "exhausted_stock": "carry_over"}, 52, (1,))],
    "bourre": [
        (5, {}, 31, (1, 2)),
        (4, {"simultaneous_declare": True, "pot_limit": 10}, 32, (1,)),
    ],
    "jjak_ma_tcho_ki": [
        (4, {"rounds": 2}, 51, (1, 2)),
        (3, {"pair_rules": ["chinese", "sum12", "consecutive_doubles"], "claim_any_player": True,
             "rounds": 1}, 52, (1,)),
    ],
}


def record(game_id: str) -> list[Path]:
    written = []
    for players, options, seed, hands in MATCHES[game_id]:
        game = cardgames.create(game_id, players=players, rules=options)
        state = game.new_state(seed=seed)
        bots = [make_player("normal", seed=seed + s) for s in range(players)]
        names = ["You", "Ane", "Mikel", "Carmen", "Iker", "Lucía", "Josu", "Nerea"][:players]
        while state.hands_finished < max(hands) and not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state.observation(seat)))
        for hand in hands:
            path = OUT / f"{game_id}-{players}p-seed{seed}-hand{hand:02d}.txt"
            path.write_text(hand_history_text(state, hand, names), encoding="utf-8")
            written.append(path)
    return written


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    for game_id in sys.argv[1:] or MATCHES:
        for path in record(game_id):
            print(path.relative_to(OUT.parent.parent.parent))
