"""More attacks on the sandbox and on what the grader writes (second review): the seccomp filter
on its own, report injection through file names, and links in a submissions folder."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

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
