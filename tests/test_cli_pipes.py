"""The command line as Unix tools behave (issue 19): a reader that stops early ends it
quietly, and a window size no screen has is refused with a clear message."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from cardgames.cli import build_parser


def test_a_closed_pipe_ends_rules_quietly():
    env = {**os.environ, "CARDGAMES_LANG": "en"}
    proc = subprocess.Popen([sys.executable, "-m", "cardgames", "rules", "pocha"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    proc.stdout.close()  # like `| head` gone before the output comes
    _out, err = proc.communicate(timeout=120)
    assert b"Traceback" not in err and b"BrokenPipe" not in err, err.decode()
    assert proc.returncode != 0  # the output was not all delivered


def test_a_pipe_that_reads_everything_still_succeeds():
    env = {**os.environ, "CARDGAMES_LANG": "en"}
    done = subprocess.run([sys.executable, "-m", "cardgames", "rules", "latxa"],
                          capture_output=True, env=env, timeout=120)
    assert done.returncode == 0 and b"Actions:" in done.stdout and not done.stderr


@pytest.mark.parametrize("size", ["99999x99999", "7681x800", "1280x4321"])
def test_a_size_above_the_largest_window_is_refused(size, capsys):
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--size", size])
    err = capsys.readouterr().err
    assert "larger than the largest window, 7680x4320" in err


def test_the_largest_window_itself_is_accepted():
    assert build_parser().parse_args(["--size", "7680x4320"]).size == (7680, 4320)
