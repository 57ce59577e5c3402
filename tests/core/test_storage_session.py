"""Writing files: the folder synced after the rename, interrupted writes swept up at the
next start, and one running copy of the program owning the autosave."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardgames.core import storage
from cardgames.core.saves import autosave_lock_path
from cardgames.core.session import SECOND_COPY, start_session
from cardgames.core.storage import PidLock, atomic_write_text, clean_temp_files, pid_alive


@pytest.fixture(autouse=True)
def folders(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDGAMES_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("CARDGAMES_DATA_DIR", str(tmp_path / "data"))
    return tmp_path


def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    synced = []
    real = storage.sync_folder
    monkeypatch.setattr(storage, "sync_folder", lambda folder: (synced.append(
        (folder, (folder / "a.txt").read_text())), real(folder)))
    atomic_write_text(tmp_path / "a.txt", "new")
    assert synced == [(tmp_path, "new")]  # after the rename: the new file is in place
    assert [p.name for p in tmp_path.iterdir()] == ["a.txt"]


def _leftover(folder: Path, name: str, age_s: float) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text("half a file")
    then = time.time() - age_s
    os.utime(path, (then, then))
    return path


def test_interrupted_writes_are_swept_up_but_fresh_ones_and_other_files_kept(tmp_path):
    root = tmp_path / "data"
    old = _leftover(root / "saves", ".autosave.json.k2j3h4.tmp", 3600)
    old_deep = _leftover(root / "saves" / "pocha", ".friday.json.abc.tmp", 3600)
    fresh = _leftover(root / "saves", ".autosave.json.zz9.tmp", 0)
    other = _leftover(root, "notes.tmp", 3600)  # not one of ours: no leading dot
    kept = _leftover(root, "stats.json", 3600)
    removed = clean_temp_files(root, time.time() - 60)
    assert sorted(removed) == sorted([old, old_deep])
    assert fresh.exists() and other.exists() and kept.exists()
    assert not old.exists() and not old_deep.exists()


def test_a_start_sweeps_both_folders_and_claims_the_autosave(folders):
    old_config = _leftover(folders / "config", ".settings.yaml.x1.tmp", 10)
    old_data = _leftover(folders / "data" / "saves", ".autosave.json.x2.tmp", 10)
    session = start_session()
    try:
        assert session.owns_autosave and session.notice is None
        assert not old_config.exists() and not old_data.exists()
        assert autosave_lock_path().read_text() == str(os.getpid())
    finally:
        session.close()
    assert not autosave_lock_path().exists()  # released on close


def _sleeper() -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])


def test_a_lock_held_by_a_live_process_is_respected_and_a_stale_one_taken_over(tmp_path):
    path = tmp_path / "x.lock"
    other = _sleeper()
    try:
        path.write_text(str(other.pid))
        assert pid_alive(other.pid)
        assert not PidLock(path).acquire()
        assert path.read_text() == str(other.pid)  # untouched
    finally:
        other.kill()
        other.wait()
    assert not pid_alive(other.pid)
    lock = PidLock(path)
    assert lock.acquire() and path.read_text() == str(os.getpid())
    lock.release()
    assert not path.exists()


def test_a_lock_whose_process_id_was_given_to_a_newer_process_is_stale(tmp_path):
    path = tmp_path / "x.lock"
    other = _sleeper()  # a process started after the lock was written
    try:
        path.write_text(str(other.pid))
        then = time.time() - 3600
        os.utime(path, (then, then))
        assert pid_alive(other.pid)
        if Path("/proc/self/stat").exists():  # Linux tells when a process started
            assert PidLock(path).acquire() and path.read_text() == str(os.getpid())
        else:  # elsewhere a live process id is taken at its word: held
            assert not PidLock(path).acquire()
    finally:
        other.kill()
        other.wait()


@pytest.mark.parametrize("content", ["", "garbage", "9" * 5000, "-5", "\x00\x01"])
def test_an_unreadable_lock_is_stale(tmp_path, content):
    path = tmp_path / "x.lock"
    path.write_text(content)
    long_ago = time.time() - 60  # a fresh empty one may be being written: see test_lock_race
    os.utime(path, (long_ago, long_ago))
    lock = PidLock(path)
    assert lock.acquire() and lock.owner() == os.getpid()


def test_a_second_running_copy_does_not_autosave_and_says_so(folders):
    """Two processes: the first copy holds the autosave; the second is told."""
    code = (
        "import sys, time\n"
        "from cardgames.core.session import start_session\n"
        "s = start_session()\n"
        "print('owner' if s.owns_autosave else 'second', flush=True)\n"
        "sys.stdin.readline()\n"
        "s.close()\n"
    )
    first = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True, env=dict(os.environ))
    try:
        assert first.stdout.readline().strip() == "owner"
        second = start_session()
        assert not second.owns_autosave and second.notice == SECOND_COPY
        second.close()
        assert autosave_lock_path().read_text() == str(first.pid)  # still the first's
    finally:
        first.stdin.write("\n")
        first.stdin.flush()
        first.wait(timeout=30)
    again = start_session()  # the first copy has quit: this one owns the autosave now
    assert again.owns_autosave
    again.close()


def test_a_copy_left_by_a_killed_program_does_not_block_the_next_start(folders):
    code = ("from cardgames.core.session import start_session\n"
            "s = start_session(); print(s.owns_autosave, flush=True)\n"
            "import os; os._exit(0)\n")  # killed: no close, the lock file stays
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=dict(os.environ), timeout=60)
    assert done.stdout.strip() == "True" and autosave_lock_path().exists()
    session = start_session()
    assert session.owns_autosave
    session.close()
