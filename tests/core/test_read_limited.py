"""``read_limited`` reads regular files only, never more than its cap, and never blocks."""

from __future__ import annotations

import os
import threading

import pytest

from cardgames.core.storage import read_limited


def read_soon(path, max_bytes=1000, timeout=5.0):
    """``read_limited`` on a thread: a hang fails the test instead of the suite."""
    outcome: dict = {}

    def work():
        try:
            outcome["text"] = read_limited(path, max_bytes)
        except BaseException as error:  # noqa: BLE001 - reported below
            outcome["error"] = error

    thread = threading.Thread(target=work, daemon=True)
    thread.start()
    thread.join(timeout)
    assert not thread.is_alive(), f"read_limited({path}) did not return"
    return outcome


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_symlink_to_dev_zero_is_refused_at_once(tmp_path):
    link = tmp_path / "rules.yaml"
    link.symlink_to("/dev/zero")
    outcome = read_soon(link)
    assert isinstance(outcome.get("error"), ValueError)
    assert "is not a regular file" in str(outcome["error"])


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "history.txt"
    os.mkfifo(fifo)
    outcome = read_soon(fifo)
    assert isinstance(outcome.get("error"), ValueError)
    assert "is not a regular file" in str(outcome["error"])


def test_a_folder_is_refused(tmp_path):
    outcome = read_soon(tmp_path)
    assert isinstance(outcome.get("error"), (ValueError, OSError))


def test_a_file_over_the_cap_is_refused_and_one_at_the_cap_is_read(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_bytes(b"x" * 1001)
    outcome = read_soon(path, 1000)
    assert isinstance(outcome.get("error"), ValueError)
    assert "more than the 1000 bytes allowed" in str(outcome["error"])
    path.write_bytes(b"x" * 1000)
    assert read_soon(path, 1000)["text"] == "x" * 1000


def test_the_cap_holds_whatever_size_the_file_reports(tmp_path, monkeypatch):
    path = tmp_path / "growing.yaml"
    path.write_bytes(b"y" * 5000)
    real_fstat = os.fstat

    class Small:
        def __init__(self, result):
            self._result = result

        def __getattr__(self, name):
            return 10 if name == "st_size" else getattr(self._result, name)

    monkeypatch.setattr(os, "fstat", lambda fd: Small(real_fstat(fd)))
    with pytest.raises(ValueError, match="more than the 1000 bytes"):
        read_limited(path, 1000)


def test_a_symlink_to_a_regular_file_is_followed(tmp_path):
    target = tmp_path / "real.yaml"
    target.write_text("game: pocha\n", encoding="utf-8")
    link = tmp_path / "link.yaml"
    link.symlink_to(target)
    assert read_limited(link) == "game: pocha\n"


def test_text_reads_as_text_mode_did(tmp_path):
    path = tmp_path / "crlf.yaml"
    path.write_bytes("a: 1\r\nb: \u00f1\r\n".encode())
    assert read_limited(path) == "a: 1\nb: \u00f1\n"
    path.write_bytes(b"\xff\xfe")
    with pytest.raises(UnicodeDecodeError):
        read_limited(path)
    with pytest.raises(FileNotFoundError):
        read_limited(tmp_path / "missing.yaml")
