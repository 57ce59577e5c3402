"""The headless commands, run as a user runs them."""

from __future__ import annotations

import json
import subprocess
import sys

from cardgames.cli import main
from cardgames.games import GAME_IDS


def test_rules_lists_options_presets_and_verbs(capsys):
    assert main(["rules", "pocha"]) == 0
    out = capsys.readouterr().out
    for text in ("must_trump", "deal_schedule", "Presets:", "max_only", "bid:K", "play:CARD"):
        assert text in out


def test_rules_check(tmp_path, capsys):
    good = tmp_path / "good.yaml"
    good.write_text("game: pocha\nname: Mine\noptions:\n  length: short\n")
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: pocha\noptions:\n  length: long\n  foo: 1\n")
    assert main(["rules", "check", str(good)]) == 0
    assert main(["rules", "check", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "length: 'long' is not allowed; use one of full, short, max_only" in out
    assert "foo: is not an option" in out


def test_simulate_json(capsys):
    code = main(["simulate", "pocha", "--players", "4", "--games", "4", "--ai",
                 "normal,random,random,random", "--seed", "3", "--json", "--quiet",
                 "--preset", "max_only"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 4 and len(summary["seats"]) == 4
    assert abs(sum(s["wins"] for s in summary["seats"]) - 4) < 1e-6
    again = main(["simulate", "pocha", "--games", "4", "--ai", "normal,random,random,random",
                  "--seed", "3", "--json", "--quiet", "--preset", "max_only"])
    assert again == 0 and json.loads(capsys.readouterr().out)["seats"] == summary["seats"]


def test_simulate_refuses_wrong_seat_count(capsys):
    assert main(["simulate", "pocha", "--players", "4", "--games", "2", "--ai", "normal,random",
                 "--quiet"]) == 2
    assert "one AI level per seat" in capsys.readouterr().err


def test_python_dash_m_runs():
    result = subprocess.run([sys.executable, "-m", "cardgames", "rules", "pocha"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and "Pocha" in result.stdout


def bench_json(*flags: str) -> dict:
    result = subprocess.run(
        [sys.executable, "-m", "cardgames", "bench", "--json", "--quick", *flags],
        capture_output=True, text=True, timeout=300,
        env={**__import__("os").environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_bench_json_is_machine_readable():
    results = bench_json("--no-frames")
    assert set(results) == set(GAME_IDS), "bench reports every registered game"
    for figures in results.values():
        assert figures["random_hands_per_s"] > 0 and figures["heuristic_move_ms"] > 0
        assert figures["ismcts_iteration_us"] > 0 and figures["ismcts_iterations_per_s"] > 0
        assert "frame_ms" not in figures
    figures = results["pocha"]
    assert figures["extra"]["random_playouts_per_s"] > 0
    assert figures["extra"]["ismcts_iteration_us"] > 0
    long = figures["extra"]["long_match_observation"]  # its time is reported, not asserted
    assert long["move_80_ms"] > 0 and long["move_8000_ms"] > 0 and long["ratio"] > 0
    assert long["move_8000_bytes"] <= 2 * long["move_80_bytes"]


def test_bench_measures_the_frames_of_the_games_asked_for():
    results = bench_json("--games", "pocha,pitch")
    assert set(results) == {"pocha", "pitch"}
    for game_id in ("pocha", "pitch"):  # every game with a drawn table has its frame time
        for size in ("1280x800", "1920x1080"):
            times = results[game_id]["frame_ms"][size]
            assert 0 < times["median"] <= times["p99"]


def test_bench_times_a_claim_window_of_every_game_that_has_them():
    results = bench_json("--no-frames", "--games", "jjak_ma_tcho_ki,pocha")
    assert "claim_window" not in results["pocha"]  # no claim windows: nothing measured
    claim = results["jjak_ma_tcho_ki"]["claim_window"]
    assert claim["players"] == 4 and claim["windows"] > 0  # at its largest table
    assert claim["nobody_could_claim"] + claim["a_seat_could_claim"] == claim["windows"]
    assert claim["nobody_could_claim"] > 0 and claim["a_seat_could_claim"] > 0
    # simulated time, the table's own pace (not the machine's): none, else one pause
    assert claim["nobody_visible_max_s"] == 0
    assert claim["claimable_visible_s"] == claim["claimable_visible_max_s"] > 0
    assert claim["cpu_ms"] > 0


def test_bench_refuses_an_unknown_game_by_name():
    result = subprocess.run([sys.executable, "-m", "cardgames", "bench", "--games", "chess"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 2 and "chess" in result.stderr and "pocha" in result.stderr




def _history_file(tmp_path):
    """A recorded 4-card Pocha hand where seat 0 played at random."""
    import cardgames
    from cardgames.ai import make_player
    from cardgames.core.history import hand_history_text

    state = cardgames.create("pocha", players=4, rules={"deal_schedule": [4]}).new_state(seed=2)
    players = [make_player("random" if s == 0 else "normal", seed=s) for s in range(4)]
    while state.hands_finished < 1:
        seat = state.current_player
        state.apply(players[seat].choose(state.observation(seat)))
    path = tmp_path / "hand.txt"
    path.write_text(hand_history_text(state, 1, ["Ane", "Jon", "Miren", "Koldo"]))
    return path


def test_review_prints_a_verdict_per_decision_and_the_summary(tmp_path, capsys):
    path = _history_file(tmp_path)
    assert main(["review", str(path), "--quick"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Pocha, hand 1, Ane: ")
    assert len(lines) >= 2
    for line in lines[1:]:
        assert line.split()[1] in ("good", "inaccuracy", "mistake")


def test_review_json_is_machine_readable_and_the_same_review(tmp_path, capsys):
    path = _history_file(tmp_path)
    assert main(["review", str(path), "--quick", "--json", "--seat", "1"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "pocha" and data["seat"] == 1 and data["complete"]
    assert data["mistakes"] == sum(d["verdict"] == "mistake" for d in data["decisions"])
    assert all({"index", "played", "best", "cost", "cost_se", "words"} <= set(d)
               for d in data["decisions"])


def test_review_refuses_a_bad_seat_and_a_broken_file(tmp_path, capsys):
    path = _history_file(tmp_path)
    assert main(["review", str(path), "--seat", "7"]) == 2
    assert "--seat 7 is not a seat of this hand (0 to 3)" in capsys.readouterr().err
    broken = tmp_path / "broken.txt"
    broken.write_text("kind: nothing\n")
    assert main(["review", str(broken)]) == 2
    assert "not a Card Table hand history" in capsys.readouterr().err
