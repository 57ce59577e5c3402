"""A settings.yaml that is not YAML is reported with its file, line and column and the
problem in plain words, never the parser's internals (issue 19)."""

from __future__ import annotations

from cardgames.ui.settings_file import load_settings


def test_settings_syntax_error_names_file_line_and_column(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text("volume: 40\nplayer_name: [Ane\n")
    loaded = load_settings(path)
    [problem] = loaded.problems
    assert f"{path}, line 2, column 14: " in problem, problem
    assert "never closed" in problem and "<unicode string>" not in problem
    assert loaded.settings.volume != 40 or loaded.moved_to is not None
