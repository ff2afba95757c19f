"""Nothing the app or the CLI writes lives in a folder another user could have made first
(attnlab/private_paths.py): the sandbox's uid pool as root, the app's downloads.

The issue's attack: a local user creates /tmp/attnlab-uids before root's class run, with a link
`0` (to /etc/nologin, say) and a folder `1`; root then created the link's target and the whole run
failed (exit 3). The last test replays it as root in a mount namespace of its own, so that the
planted /tmp is the run's alone.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from attnlab import private_paths
from attnlab.grading.confine import SANDBOX_UID_BASE
from attnlab.grading.runner import SandboxUnavailable, UidPool

ROOT = Path(__file__).resolve().parents[1]
as_root = pytest.mark.skipif(os.geteuid() != 0, reason="only root's children change uid")


@as_root
def test_roots_uid_pool_lives_in_a_root_only_folder():
    pool = UidPool()
    uid, fd = pool.acquire()
    try:
        assert uid >= SANDBOX_UID_BASE
        folder = Path(pool.folder)
        assert not str(folder).startswith(("/tmp", os.path.realpath("/tmp")))
        parent = folder.parent.stat()
        assert parent.st_uid == 0 and not parent.st_mode & 0o022  # only root makes names there
        info = folder.lstat()
        assert stat.S_ISDIR(info.st_mode) and info.st_uid == 0 and not info.st_mode & 0o077
    finally:
        pool.release(fd)


@as_root
def test_a_bad_slot_is_skipped_never_followed(tmp_path, capfd):
    folder = private_paths.private_dir("attnlab-uids-test-")
    try:
        victim = tmp_path / "nologin"
        os.symlink(victim, os.path.join(folder, "0"))  # a link: never followed
        os.mkdir(os.path.join(folder, "1"))  # a folder
        os.mkfifo(os.path.join(folder, "2"))  # not a plain file
        other = tmp_path / "elsewhere"
        other.write_text("")
        os.link(other, os.path.join(folder, "3"))  # a second name of a file elsewhere
        pool = UidPool(folder)
        uid, fd = pool.acquire()
        pool.release(fd)
        assert uid == SANDBOX_UID_BASE + 4
        assert not victim.exists() and not os.path.lexists(victim)
        assert "slot skipped" in capfd.readouterr().err
    finally:
        shutil.rmtree(folder)


@as_root
def test_a_pool_folder_that_is_not_private_is_refused(tmp_path):
    open_folder = tmp_path / "open"
    open_folder.mkdir(mode=0o777)
    open_folder.chmod(0o777)
    with pytest.raises(SandboxUnavailable):
        UidPool(str(open_folder)).acquire()
    private = private_paths.private_dir("attnlab-uids-test-")
    try:
        link = tmp_path / "link"
        link.symlink_to(private)  # a link to a good folder is still a link
        with pytest.raises(SandboxUnavailable):
            UidPool(str(link)).acquire()
    finally:
        shutil.rmtree(private)


def test_downloads_go_to_a_folder_of_the_process_own(tmp_path, monkeypatch):
    """A planted attnlab-downloads (a link to somewhere else) in the temporary folder is ignored:
    each process makes its own folder, mode 0700."""
    import tempfile

    from attnlab.ui import saved_work
    from helpers import EN

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    temp = tmp_path / "tmp"
    temp.mkdir()
    (temp / "attnlab-downloads").symlink_to(elsewhere)
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    monkeypatch.setattr(saved_work, "_downloads", None, raising=False)
    # No private Gradio cache (an app built earlier in this process may have made one): the
    # folder is then made in the temporary folder, beside the planted link.
    monkeypatch.delenv("GRADIO_TEMP_DIR", raising=False)
    file, _ = saved_work.download_py({}, request=EN)
    path = Path(file["value"])
    assert path.is_file() and list(elsewhere.iterdir()) == []
    folder = path.parent.parent  # one folder a download inside the process's own
    info = folder.lstat()
    assert stat.S_ISDIR(info.st_mode) and info.st_uid == os.geteuid()
    assert not info.st_mode & 0o077 and folder.parent == temp


def _unshare_works() -> bool:
    if os.geteuid() != 0 or shutil.which("unshare") is None:
        return False
    probe = subprocess.run(["unshare", "--mount", "--propagation", "private", "true"],
                           capture_output=True)
    return probe.returncode == 0


@pytest.mark.sandbox
@pytest.mark.skipif(not _unshare_works(), reason="needs root and mount namespaces")
@pytest.mark.skipif(any(p.startswith("/tmp/") for p in (sys.executable, sys.prefix,
                                                          str(ROOT))),
                    reason="the interpreter, its venv or the checkout lives under /tmp, which the "
                    "test binds over")
def test_a_class_run_as_root_ignores_a_planted_uid_folder(tmp_path):
    import exercises

    own_tmp = tmp_path / "tmp"  # becomes /tmp for the run: the planted folder is its alone
    klass = own_tmp / "class"
    klass.mkdir(parents=True)
    honest = "\n\n".join(e.solution for e in exercises.ALL)
    (klass / "alice.py").write_text(honest)
    (klass / "bob.py").write_text("ex_omega = 0.9544\n")
    planted = own_tmp / "attnlab-uids"
    planted.mkdir()
    os.symlink("/tmp/nologin", planted / "0")  # as the local user left them
    (planted / "1").mkdir()
    # In the repository first: it may itself lie under the /tmp that the bind hides.
    script = (f"cd {ROOT} && mount --bind {own_tmp} /tmp && "
              f"{sys.executable} -m attnlab grade /tmp/class --format json --jobs 2")
    proc = subprocess.run(["unshare", "--mount", "--propagation", "private", "sh", "-c", script],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    report = json.loads(proc.stdout)
    scores = {Path(s["path"]).name: s["score"] for s in report["submissions"]}
    assert scores["alice.py"] == sum(e.points for e in exercises.ALL), scores
    assert not os.path.lexists(own_tmp / "nologin")  # the link was never followed


def test_downloads_kept_are_bounded_whatever_a_client_asks(tmp_path, monkeypatch):
    """A client can ask for downloads without end; the folder keeps the newest MAX_DOWNLOADS."""
    import tempfile

    from attnlab.ui import saved_work
    from helpers import EN

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.setattr(saved_work, "_downloads", None, raising=False)
    monkeypatch.setattr(saved_work, "MAX_DOWNLOADS", 3)
    paths = [Path(saved_work.download_py({}, request=EN)[0]["value"]) for _ in range(6)]
    assert paths[-1].is_file()
    assert len(os.listdir(saved_work._downloads)) == 3
    assert not paths[0].exists()
