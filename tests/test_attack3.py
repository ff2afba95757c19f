"""Third review of the grading sandbox (attack3): where the seccomp filter is the only boundary
(a Space: uid 1000, no bubblewrap, no Landlock). Each test asserts the SAFE behaviour, so it fails
while the break exists."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

from attnlab.grading.confine import seccomp_supported
from attnlab.grading.runner import ROOT

sys.path.insert(0, str(ROOT / "tests"))
import space_emulation  # noqa: E402

REPORTER = "ex_causal_weights"

# Runs as a Space runs the grader: uid 1000, no bubblewrap, Landlock answering ENOSYS. A victim
# process of the same uid stands for the app server (on a Space everything is uid 1000). The
# submission gets the victim's pid through the placeholder VICTIM (a real attacker finds pids by
# probing: F_SETOWN answers ESRCH for a pid that does not exist).
DRIVER = r'''
import json, os, subprocess, sys, time
sys.path.insert(0, sys.argv[1])
import exercises
from attnlab.grading.runner import Limits, Sandbox
source = open(sys.argv[2]).read()
ids = json.loads(sys.argv[3])
victim = subprocess.Popen(["sleep", "60"])
sb = Sandbox("cpu", Limits(wall_seconds=8, budget_seconds=30), exercises=exercises.ALL,
             outer="none")
sb.start()
out = {"protections": sb.protections(), "uid": os.getuid(), "victim_uid": os.getuid()}
worker = sb._proc
try:
    res = sb.grade(source.replace("VICTIM", str(victim.pid)).replace("WORKER", str(worker.pid)),
                   ids)
    out["results"] = {e.id: [o.status, o.feedback, o.args] for e, o in res}
except Exception as e:
    out["error"] = repr(e)
time.sleep(0.5)
out["victim_alive"] = victim.poll() is None
out["worker_alive"] = worker.poll() is None
victim.kill()
sb.close()
print("RESULT " + json.dumps(out, default=str))
'''


# Each test grades through the sandbox worker or the CLI in subprocesses (seconds each).
pytestmark = pytest.mark.sandbox


def space_run(source: str, ids=(REPORTER,)) -> dict:
    folder = space_emulation.home()
    driver = os.path.join(folder, "driver.py")
    with open(driver, "w") as f:
        f.write(DRIVER)
    answer = os.path.join(folder, "answer.py")
    with open(answer, "w") as f:
        f.write(textwrap.dedent(source))
    for p in (driver, answer):
        os.chmod(p, 0o644)
    argv = [sys.executable, driver, str(ROOT), answer, json.dumps(list(ids))]
    done = subprocess.run(space_emulation.command(argv, landlock=False), cwd=str(ROOT),
                          env=space_emulation.environment(folder), capture_output=True,
                          text=True, timeout=240, start_new_session=True)
    lines = [ln for ln in done.stdout.splitlines() if ln.startswith("RESULT ")]
    assert lines, (done.stdout[-3000:], done.stderr[-3000:])
    out = json.loads(lines[-1][len("RESULT "):])
    assert out["uid"] == 1000 and not out["protections"].get("bubblewrap"), out
    return out


needs_space = pytest.mark.skipif(space_emulation.unavailable() is not None
                                 or not seccomp_supported(),
                                 reason=str(space_emulation.unavailable()))


@needs_space
def test_space_child_cannot_signal_the_app_through_f_setown():
    """fcntl is allowed with any command. F_SETOWN + F_SETSIG(SIGKILL) + O_ASYNC on a pipe the
    child makes, then one write: the kernel sends SIGKILL to the chosen owner (any pid, or a
    whole process group with a negative owner) with only a same-uid check. On a Space the app,
    the worker and every other learner's child are uid 1000: one answer kills the class's app."""
    out = space_run(f"""
        import ctypes, os
        libc = ctypes.CDLL(None, use_errno=True)
        seen = []
        for target in (VICTIM, WORKER):
            r, w = os.pipe()
            seen.append((libc.fcntl(r, 4, os.O_ASYNC), libc.fcntl(r, 8, target),
                         libc.fcntl(r, 10, 9)))  # F_SETFL O_ASYNC, F_SETOWN, F_SETSIG SIGKILL
            os.write(w, b"x")
        def {REPORTER}(scores):
            raise RuntimeError(repr(seen))
    """)
    assert out["victim_alive"], out
    assert out["worker_alive"], out


MEMORY_DRIVER = r'''
import json, resource, sys, time
sys.path.insert(0, sys.argv[1])
import exercises
from attnlab.grading.runner import Limits, Sandbox
sb = Sandbox("cpu", Limits(wall_seconds=8, budget_seconds=30), exercises=exercises.ALL,
             outer="none")
sb.start()
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.monotonic()
res = sb.grade(open(sys.argv[2]).read())
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print("RESULT " + json.dumps({"grew_kb": after - before, "seconds": time.monotonic() - start,
                              "feedback": sorted({o.feedback for e, o in res})}))
sb.close()
'''

# Module-level code: find the result pipe and the job in the child's own frames, forge the load
# line, then one reply per task just under the 8 MiB line bound, made of empty objects (3 bytes
# of JSON, ~64 bytes each once json.loads has built them in the trusted process).
FLOOD = r'''
import os, sys
f = sys._getframe()
while f is not None and "job" not in f.f_locals:
    f = f.f_back
tasks = [t["id"] for t in f.f_locals["job"]["exercises"]]
out = f.f_locals["out_fd"]
filler = "[" + ",".join(["{}"] * (8 * 2**20 // 3 - 1000)) + "]"
os.write(out, b'{"load":"ok","order":[],"tried":[],"failures":[],"settings":[]}\n')
for eid in tasks:
    view = memoryview(('{"id":"%s","x":%s}\n' % (eid, filler)).encode())
    while view:
        view = view[os.write(out, view):]
os._exit(0)
'''


@pytest.mark.skipif(not seccomp_supported(), reason="no libseccomp here")
def test_child_replies_cannot_blow_up_the_trusted_process(tmp_path):
    """Each reply line is bounded to 8 MiB, but json.loads of 8 MiB of `{},{},...` builds ~2.8 M
    dicts (~200 MB) in the TRUSTED process, and the runner keeps every task's parsed line until the
    child is done. One file graded for all exercises (16 tasks) took the grader from ~225 MB to
    ~3.4 GB resident and 17 s; four at once (--jobs 4, or four learners in the app) are > 12 GB.
    The trusted side must bound what it builds from a child's line, not only the line's bytes."""
    driver, answer = tmp_path / "driver.py", tmp_path / "answers.py"
    driver.write_text(MEMORY_DRIVER)
    answer.write_text(FLOOD)
    done = subprocess.run([sys.executable, str(driver), str(ROOT), str(answer)],
                          capture_output=True, text=True, timeout=300)
    lines = [ln for ln in done.stdout.splitlines() if ln.startswith("RESULT ")]
    assert lines, (done.stdout[-2000:], done.stderr[-2000:])
    out = json.loads(lines[-1][len("RESULT "):])
    assert out["grew_kb"] < 512 * 1024, out  # half a GiB for one submission is already generous


def test_opening_an_answers_file_with_one_syntax_error_is_not_quadratic(monkeypatch):
    """answer_files._statements cut a file that does not parse into top-level pieces and re-parsed
    each statement's piece padded to its line: one broken line then N lines `x=1` cost O(N^2) of
    ast.parse in the APP process (10,000 lines took 22 s, holding the GIL). Counted, not timed:
    the characters handed to ast.parse stay within a few times the file's size."""
    import ast

    from attnlab import registry
    from attnlab.grading import answer_files

    parsed = []
    real = ast.parse
    monkeypatch.setattr(answer_files.ast, "parse",
                        lambda source, *a, **k: parsed.append(len(source)) or real(source, *a, **k))
    data = ("def (:\n" + "x=1\n" * 20000).encode()  # 80 KB, far under MAX_FILE_BYTES
    answer_files.read_answers(data, "answers.py", registry.bundled())
    assert sum(parsed) <= 4 * len(data), sum(parsed)
