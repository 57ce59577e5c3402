"""One truth for every game's player counts (issue 19: Latxa's menu and README said 2–6,
``cardgames rules latxa`` said 2 to 8): the game's ``GameInfo.player_counts``, which its
options file, the menu tile, the README and ``cardgames rules`` all say the same."""

from __future__ import annotations

from pathlib import Path

import pytest

import cardgames
from cardgames.cli import describe_rules
from cardgames.core.options import load_schema
from cardgames.games import GAME_IDS, info_of

README = Path(__file__).resolve().parents[2] / "README.md"


def allowed_counts(game_id: str) -> tuple[int, ...]:
    spec = load_schema(game_id).options["players"]
    if spec.allowed is not None:
        return tuple(spec.allowed)
    assert spec.min is not None and spec.max is not None, game_id
    return tuple(range(spec.min, spec.max + 1))


def counts_text(counts: tuple[int, ...]) -> str:
    """How the README writes a game's counts: a run of four or more as low–high."""
    counts = tuple(sorted(counts))
    if len(counts) > 3 and counts == tuple(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}\u2013{counts[-1]}"
    return ", ".join(map(str, counts))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_options_players_allowed_equals_info_player_counts(game_id):
    info = info_of(game_id)
    assert allowed_counts(game_id) == tuple(sorted(info.player_counts))
    assert load_schema(game_id).options["players"].default in info.player_counts
    for count in info.player_counts:  # every declared count makes a game
        assert cardgames.create(game_id, players=count).players == count


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_readme_and_rules_command_say_the_declared_counts(game_id):
    info = info_of(game_id)
    rows = [line for line in README.read_text(encoding="utf-8").splitlines()
            if line.startswith(f"| **{info.title}**")]
    assert len(rows) == 1, info.title
    players_cell = rows[0].split("|")[3].strip()
    assert players_cell.split(" (")[0] == counts_text(info.player_counts), players_cell
    rules_line = next(line for line in describe_rules(game_id).splitlines()
                      if line.strip().startswith("players:"))
    for count in range(1, 12):
        assert (str(count) in rules_line.split(";", 1)[1]) == (count in info.player_counts), \
            rules_line


def test_latxa_plays_two_to_eight():
    """The rules (``rules/latxa/rules.md``) say 2 to 8: the menu tile says so too."""
    assert info_of("latxa").player_counts == (2, 3, 4, 5, 6, 7, 8)
    assert info_of("latxa").players_text == "2\u20138 players"
