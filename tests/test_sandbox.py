"""The sandbox under attack: one real hostile submission per attack of issue 9, each run between
honest submissions that must keep full marks on the same worker.

Attacks report what they saw through the only channel a submission has: an answer that raises
with a message (the grader shows the message as feedback). Every attack runs under both layouts:
bubblewrap outside plus the in-process confinement, and the in-process confinement alone (what
containers that forbid namespaces get).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
from pathlib import Path

import pytest

import exercises
from attnlab.grading.runner import ROOT, Limits, Sandbox, _bwrap_command, bwrap_available
from attnlab.i18n import t

HONEST = "\n\n".join(exercises.BY_ID[i].solution for i in ("ex_omega", "ex_stable_softmax"))
REPORTER = "ex_causal_weights"  # the answer that carries an attack's observations back
LAYOUTS = ["inner"] + (["bwrap"] if bwrap_available() else [])


# Each test grades through the sandbox worker or the CLI in subprocesses (seconds each).
pytestmark = pytest.mark.sandbox


@pytest.fixture(scope="module", params=LAYOUTS)
def sandbox(request):
    sb = Sandbox("cpu", Limits(wall_seconds=8, budget_seconds=30), exercises=exercises.ALL,
                 outer="auto" if request.param == "bwrap" else "none")
    sb.start()
    assert sb.strict(), sb.missing()
    assert sb.protections()["bubblewrap"] == (request.param == "bwrap")
    yield sb
    sb.close()


def grade(sandbox, source: str, ids=("ex_omega", "ex_stable_softmax", REPORTER)) -> dict:
    return {e.id: o for e, o in sandbox.grade(textwrap.dedent(source), list(ids))}


def observe(sandbox, attack: str) -> str:
    """Run ``attack`` (which sets ``seen``) at the top level and return what it reported."""
    source = textwrap.dedent(attack) + f"\n\ndef {REPORTER}(scores):\n    raise RuntimeError(repr(seen))\n"
    outcome = grade(sandbox, source, (REPORTER,))[REPORTER]
    assert outcome.feedback == "feedback.raised", outcome
    return outcome.args["error"]


def assert_honest_still_passes(sandbox):
    results = grade(sandbox, HONEST, ("ex_omega", "ex_stable_softmax"))
    assert all(o.status == "passed" for o in results.values()), results


def test_solutions_are_not_in_the_child(sandbox):
    """Attack 1: the reference solutions, from the exercises in memory or from their files."""
    outcome = grade(sandbox, """
        import gc, exercises
        def _candidates():
            for e in exercises.ALL:
                try:
                    yield e.solution
                except Exception:
                    pass
            for o in gc.get_objects():
                if isinstance(o, dict):
                    yield from (v for v in o.values() if isinstance(v, str))
        for text in _candidates():
            if "def ex_stable_softmax" in text and "..." not in text:
                try:
                    exec(text)
                except Exception:
                    pass
    """, ("ex_stable_softmax",))["ex_stable_softmax"]
    assert outcome.status != "passed"
    folder = os.path.join(os.path.dirname(os.path.abspath(exercises.__file__)), "ex_stable_softmax")
    seen = observe(sandbox, f"""
        import os, sys
        seen = []
        folders = [{folder!r}] + [os.path.join(p, "ex_stable_softmax")
                                  for p in sys.modules["exercises"].__path__]
        for path in folders:
            try:
                seen.append(os.listdir(path))
            except OSError as e:
                seen.append(type(e).__name__)
            for name in ("solution.py", "check.py", "exercise.py"):
                try:
                    seen.append(open(os.path.join(path, name)).read())
                except OSError as e:
                    seen.append(type(e).__name__)
    """)
    assert "solution.py" not in seen and "def " not in seen, seen
    assert_honest_still_passes(sandbox)


def test_no_process_outside_the_child_can_be_touched(sandbox):
    """Attacks 2, 3, 12: prlimit, signals and pidfds on the worker and on the grader itself."""
    grader = os.getpid()
    seen = observe(sandbox, f"""
        import ctypes, os, resource, signal
        libc = ctypes.CDLL(None, use_errno=True)
        seen = {{}}
        for name, pid in (("worker", os.getppid()), ("grader", {grader}), ("init", 1)):
            try:
                resource.prlimit(pid, resource.RLIMIT_NOFILE, (3, 3))
                seen[name + "_prlimit"] = "done"
            except OSError as e:
                seen[name + "_prlimit"] = e.errno
            try:
                os.kill(pid, signal.SIGKILL)
                seen[name + "_kill"] = "done"
            except OSError as e:
                seen[name + "_kill"] = e.errno
            fd = libc.syscall(434, pid, 0)  # pidfd_open
            seen[name + "_pidfd"] = fd if fd < 0 else "opened"
        seen["sigqueue"] = libc.syscall(129, os.getppid(), 9, None)  # rt_sigqueueinfo
        try:  # pid 0 is the whole process group: the worker and every other child in it
            os.kill(0, 0)
            seen["group_kill"] = "done"
        except OSError as e:
            seen["group_kill"] = e.errno
    """)
    assert "done" not in seen and "opened" not in seen, seen
    assert_honest_still_passes(sandbox)
    assert sandbox._proc.poll() is None  # the worker lives on


def test_no_checker_or_reference_is_in_the_child(sandbox):
    """The worker imported each exercise's probe.py alone: nothing from a check.py, a solution.py
    or an exercise.py is in the child's modules or anywhere in its memory, and no function named
    like a checker's parts (a reference, a payload drawer) can be found to call."""
    seen = observe(sandbox, """
        import gc, os, sys, types
        TRUSTED = ("check.py", "solution.py", "exercise.py")
        NAMES = ("reference", "make_payload", "check", "diagnose")
        LIBRARIES = (os.path.dirname(os.__file__), "<")
        seen = []
        for name, module in list(sys.modules.items()):
            path = str(getattr(module, "__file__", "") or "")  # a library's own check.py is not ours
            if os.path.basename(path) in TRUSTED and "-packages" not in path:
                seen.append("module " + name)
        # Everything reachable from the modules (the worker froze its heap, which hides it from
        # gc.get_objects()), then whatever the collector still tracks.
        todo = [vars(m) for m in list(sys.modules.values()) if hasattr(m, "__dict__")]
        todo += gc.get_objects()
        visited = set()
        while todo:
            o = todo.pop()
            if id(o) in visited or isinstance(o, types.ModuleType):
                continue
            visited.add(id(o))
            if isinstance(o, dict):
                todo += list(o.values())
            elif isinstance(o, (list, tuple, set, frozenset)):
                todo += list(o)
            elif isinstance(o, types.FunctionType):
                where = o.__code__.co_filename  # a checker's parts, outside torch and the stdlib
                ours = not where.startswith(LIBRARIES) and "-packages" not in where
                if ours and (os.path.basename(where) in TRUSTED or o.__name__ in NAMES):
                    seen.append("function " + o.__qualname__ + " in " + o.__code__.co_filename)
                for cell in o.__closure__ or ():
                    try:
                        todo.append(cell.cell_contents)
                    except ValueError:  # an empty cell
                        pass
                todo += list(o.__defaults__ or ())
            elif isinstance(o, type):
                todo += list(vars(o).values())
            elif type(o).__name__ == "Exercise":
                seen.append("Exercise " + str(getattr(o, "id", "?")))
    """)
    assert seen == "RuntimeError: []", seen
    # The attack of the earlier layout: lift ex_split_merge's reference out of a checker's closure
    # (and, failing that, import the checker, which the child can no longer read).
    outcome = grade(sandbox, """
        import gc, types
        def _find(name):
            todo = [o for o in gc.get_objects() if isinstance(o, types.FunctionType)]
            seen = set()
            while todo:
                f = todo.pop()
                if isinstance(f, types.FunctionType) and id(f) not in seen:
                    seen.add(id(f))
                    if f.__name__ == name:
                        return f
                    todo += [c.cell_contents for c in f.__closure__ or ()]
        ex_split_merge = _find("reference")
        if ex_split_merge is None:
            from exercises.ex_split_merge.check import reference as ex_split_merge
    """, ("ex_split_merge",))["ex_split_merge"]
    # The failed import leaves a stand-in (a file keeps loading past a missing module): either
    # way the answer scores nothing.
    assert outcome.status != "passed" and outcome.score == 0, outcome
    assert "reference" not in str(outcome.args) or "No module" in str(outcome.args) \
        or "Error" in str(outcome.args), outcome
    assert_honest_still_passes(sandbox)


def test_earlier_submissions_are_not_in_memory(sandbox):
    """Attack 4: a child inherits nothing of the submissions before it."""
    marker = f"PRIVATE-{time.time_ns()}"
    grade(sandbox, f"secret = {marker!r}\nex_omega = 0.9544\n", ("ex_omega",))
    seen = observe(sandbox, f"""
        import gc
        needle = "PRIVATE-" + {marker[8:]!r}
        seen = 0
        for o in gc.get_objects():
            if isinstance(o, dict):
                seen += sum(isinstance(v, str) and needle in v and v is not needle
                            for v in o.values())
    """)
    assert seen == "RuntimeError: 0", seen


def test_keyrings_sockets_and_privileged_calls_fail(sandbox):
    """Attacks 5, 6, 13: keyctl, sockets of every kind (io_uring too), device nodes, hostname,
    clock, reboot, namespaces, mount, bpf, ptrace."""
    seen = observe(sandbox, """
        import ctypes, os, socket, stat
        libc = ctypes.CDLL(None, use_errno=True)
        libc.syscall.restype = ctypes.c_long
        seen = {}
        def sys(name, nr, *args):
            seen[name] = libc.syscall(nr, *args)
        sys("keyctl_user", 250, 0, -4, 0)  # KEYCTL_GET_KEYRING_ID of the user keyring
        sys("keyctl_session", 250, 0, -3, 0)
        sys("io_uring_setup", 425, 8, ctypes.create_string_buffer(120))
        sys("sethostname", 170, b"pwned", 5)
        sys("settimeofday", 164, None, None)
        sys("reboot", 169, 0xfee1dead, 672274793, 0x4321FEDC, None)
        sys("unshare", 272, 0x10000000)
        sys("mount", 165, b"none", b"/tmp", b"tmpfs", 0, None)
        sys("bpf", 321, 0, None, 0)
        sys("ptrace", 101, 16, 1, 0, 0)
        sys("perf_event_open", 298, None, 0, -1, -1, 0)
        for fam, kind in ((socket.AF_INET, socket.SOCK_STREAM), (socket.AF_INET, socket.SOCK_DGRAM),
                          (socket.AF_UNIX, socket.SOCK_STREAM), (socket.AF_NETLINK, socket.SOCK_RAW),
                          (socket.AF_PACKET, socket.SOCK_RAW)):
            try:
                socket.socket(fam, kind)
                seen[f"socket{fam}/{kind}"] = 0
            except OSError as e:
                seen[f"socket{fam}/{kind}"] = -e.errno
        try:
            os.mknod("kmsg", stat.S_IFCHR | 0o600, os.makedev(1, 11))
            seen["mknod"] = 0
        except OSError:
            seen["mknod"] = -1
        for name in ("execv", "fork"):
            try:
                os.execv("/bin/true", ["true"]) if name == "execv" else os.fork()
                seen[name] = 0
            except OSError:
                seen[name] = -1
        seen = [name for name, result in seen.items() if result >= 0]  # what went through
    """)
    assert seen == "RuntimeError: []", seen
    assert_honest_still_passes(sandbox)


def test_files_outside_scratch_are_out_of_reach(sandbox):
    """Attack 11 (with protections present): secrets, the grader's files, the Python install."""
    target = os.path.join(os.path.dirname(exercises.__file__), "ex_omega_probe_target.txt")
    seen = observe(sandbox, f"""
        import io, os, tempfile, torch
        seen = {{}}
        try:  # the child computes only: no file of its own either, scratch or not
            with tempfile.NamedTemporaryFile() as f:
                f.write(b"ok")
            seen["tempfile"] = "written"
        except OSError as e:
            seen["tempfile"] = type(e).__name__
        buffer = io.BytesIO()  # in memory, saving and loading still work
        torch.save(torch.ones(2), buffer)
        buffer.seek(0)
        seen["bytesio"] = torch.load(buffer).tolist()
        for path in ("/etc/passwd", os.path.abspath(".")):  # not even whether a file exists
            try:
                os.stat(path)
                seen["stat"] = "read"
            except OSError as e:
                seen["stat"] = type(e).__name__
        for path in ("/etc/shadow", "/etc/passwd", "/proc/1/environ", "/root/.bashrc",
                     {os.path.abspath(exercises.__file__)!r}):
            try:
                open(path).read(10)
                seen[path] = "read"
            except OSError as e:
                seen[path] = type(e).__name__
        for path in ({target!r}, os.path.join(os.path.dirname(os.__file__), "pwned.py")):
            try:
                open(path, "w").write("x")
                seen[path] = "written"
            except OSError as e:
                seen[path] = type(e).__name__
        seen["environ"] = sorted(k for k in os.environ if "TOKEN" in k or "SECRET" in k)
    """)
    assert "'read'" not in seen and "'written'" not in seen, seen
    assert "'tempfile': 'PermissionError'" in seen and "'bytesio': [1.0, 1.0]" in seen, seen
    assert not os.path.exists(target)


def test_a_child_that_hides_is_killed_and_nothing_outlives_the_worker(sandbox):
    """Attacks 7, 8: closing the result pipe then sleeping; FIFOs where files might be read."""
    start = time.monotonic()
    results = grade(sandbox, """
        import os, time
        for name in ("output.txt", "result.json"):
            try:
                os.mkfifo(name)  # mknod is not on the allowlist; were it, nobody reads these
            except OSError:
                pass
        def ex_stable_softmax(x, dim):
            for fd in range(3, 1024):
                try:
                    os.close(fd)
                except OSError:
                    pass
            time.sleep(1000)
        ex_omega = 0.9544
    """, ("ex_omega", "ex_stable_softmax"))
    assert time.monotonic() - start < 20
    assert results["ex_omega"].status == "passed"
    assert results["ex_stable_softmax"].status == "error"
    assert_honest_still_passes(sandbox)
    assert _sandbox_children(sandbox._proc.pid) == []


@pytest.mark.slow
def test_every_answer_sleeping_is_bounded_by_the_budget():
    """Attack 15: sleeping in every answer costs at most the submission's budget."""
    sb = Sandbox("cpu", Limits(wall_seconds=2, budget_seconds=6), exercises=exercises.ALL)
    try:
        sb.start()
        source = "import time\n" + "\n".join(
            f"def {e.id}(*a):\n    time.sleep(100)\n{e.id}_ = None" for e in exercises.ALL)
        start = time.monotonic()
        results = sb.grade(source)
        elapsed = time.monotonic() - start
        assert elapsed < 6 + 2 + 5, elapsed
        # Code answers sleep until their bound; a short answer written as a function is not a
        # number (it may be reached before the budget is spent: ex3_3 runs in a child of its own).
        assert {o.feedback for e, o in results if e.kind == "code"} <= {"feedback.timeout",
                                                                        "feedback.budget"}
        assert all(o.status != "passed" for _, o in results)
        assert any(o.feedback == "feedback.budget" for _, o in results)
    finally:
        sb.close()


def test_thread_bombs_and_memory_are_bounded(sandbox):
    """Attack 15: a thread bomb stops at RLIMIT_NPROC / the memory limit; the worker lives."""
    seen = observe(sandbox, """
        import threading, time
        threading.stack_size(32768)
        seen = 0
        try:
            for _ in range(100000):
                threading.Thread(target=time.sleep, args=(30,), daemon=True).start()
                seen += 1
        except (RuntimeError, MemoryError):
            pass
    """)
    assert int(seen.split(": ")[1]) < 2000, seen
    outcome = grade(sandbox, "x = bytearray(8 * 2**30)\nex_omega = 0.9544\n", ("ex_omega",))
    assert outcome["ex_omega"].status == "error"
    assert_honest_still_passes(sandbox)


def test_a_child_computes_on_one_cpu_and_cannot_widen_it(sandbox):
    """A code answer may start torch's threads (or 64 of its own): pinned to one CPU, they share
    one core, and the server and the other check keep the rest of a 2-core Space. The answer
    cannot move itself back onto every CPU; torch still computes with the threads it asks for."""
    seen = observe(sandbox, """
        import os, torch
        seen = {"cpus": len(os.sched_getaffinity(0)), "threads": torch.get_num_threads()}
        try:
            os.sched_setaffinity(0, set(range(os.cpu_count())))
            seen["widen"] = "done"
        except OSError as e:
            seen["widen"] = e.errno
        x = torch.randn(256, 256)
        one = x @ x
        torch.set_num_threads(4)
        seen["matmul"] = bool(torch.allclose(x @ x, one, atol=1e-4))
        seen["after"] = len(os.sched_getaffinity(0))
    """)
    want = {"cpus": 1, "threads": 1, "widen": 1, "matmul": True, "after": 1}  # widen: EPERM
    assert seen.split(": ", 1)[1] == repr(want), seen
    assert_honest_still_passes(sandbox)


def test_children_are_spread_over_the_cpus():
    from attnlab.grading.confine import pick_cpu

    assert pick_cpu({0, 1}, [], None) == 0
    assert pick_cpu({0, 1}, [], 0) == 1  # in turn when all are free
    assert pick_cpu({0, 1}, [], 1) == 0
    assert pick_cpu({0, 1}, [1], 1) == 0  # the free one first
    assert pick_cpu({0, 1}, [0], 0) == 1
    assert pick_cpu({0, 1, 2, 3}, [0, 1, 1, 2], 0) == 3
    assert pick_cpu({5}, [5, 5], 5) == 5


def test_feedback_cannot_forge_report_lines(sandbox):
    """Attack 16: newlines and control characters in feedback arguments."""
    outcome = grade(sandbox, """
        def ex_stable_softmax(x, dim):
            raise RuntimeError("boom\\nalice.py: 32 / 32\\r\\x1b[2K\\u2028bob.py: 32 / 32")
    """, ("ex_stable_softmax",))["ex_stable_softmax"]
    error = outcome.args["error"]
    assert "boom" in error and not any(c in error for c in "\n\r\x1b\u2028"), error


def test_a_child_cannot_say_the_grader_failed(sandbox):
    """A submission writes its own reply lines to the results pipe: it may fail itself with any
    feedback of its exercise, but never with a key that blames the grader (Gradescope's "the
    autograder itself failed", the app's texts, another exercise's diagnosis)."""
    outcome = grade(sandbox, """
        import fcntl, json, os
        for fd in range(3, 64):
            try:
                if fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE == os.O_WRONLY:
                    os.write(fd, (json.dumps({"load": "ok"}) + "\\n" + json.dumps(
                        {"id": "ex_omega", "problem": "gradescope.grader_failed",
                         "args": {"error": "please regrade by hand"}}) + "\\n").encode())
                    os._exit(0)
            except OSError:
                pass
    """, ("ex_omega",))["ex_omega"]
    assert outcome.feedback == "feedback.malformed", outcome
    assert outcome.status == "error" and outcome.score == 0


def test_notebook_habits_do_not_change_the_score(sandbox):
    """Issue 10: BOM, float64 default, a few SGD steps, threads, big prints, assert_close."""
    habits = "\ufeff" + textwrap.dedent("""
        import threading, numpy as np, torch
        torch.set_default_dtype(torch.float64)
        torch.set_grad_enabled(False)
        torch.testing.assert_close(torch.ones(2), torch.ones(2))
        with torch.enable_grad():
            w = torch.nn.Parameter(torch.zeros(3))
            opt = torch.optim.SGD([w], lr=0.1)
            for _ in range(3):
                opt.zero_grad(); loss = ((w - 1) ** 2).sum(); loss.backward(); opt.step()
        t = threading.Thread(target=lambda: None); t.start(); t.join()
        print("x" * 5_000_000)
        np.zeros(3) @ np.ones(3)
    """)
    source = habits + "\n\n" + "\n\n".join(e.solution for e in exercises.ALL)
    results = sandbox.grade(source)
    failed = {e.id: (o.feedback, o.args) for e, o in results if o.status != "passed"}
    assert not failed


def test_the_book_forward_an_exercise_asks_for_is_not_in_the_child(sandbox):
    """Attack round 3: ex_mha_forward asks for MultiHeadAttention's forward, which the worker loads
    with the book's classes. Calling it, taking it at load time, or finding it again through the
    collector or the class's subclasses scores nothing; ex3_3, whose probe runs the class, still
    passes from the same file (it is graded in a child that keeps the forward)."""
    attacks = {
        "called": "from attnlab.modules import MultiHeadAttention\n"
                  "def ex_mha_forward(mha, x):\n    return MultiHeadAttention.forward(mha, x)\n",
        "taken at load": "from attnlab.modules import MultiHeadAttention\n"
                         "_forward = MultiHeadAttention.forward\n"
                         "def ex_mha_forward(mha, x):\n    return _forward(mha, x)\n",
        "found again": textwrap.dedent("""
            import gc, torch
            def _find():
                for o in gc.get_objects():
                    code = getattr(o, "__code__", None)
                    if code and code.co_name == "forward" and "modules" in code.co_filename \\
                            and "MultiHead" in getattr(o, "__qualname__", ""):
                        return o
                for c in torch.nn.Module.__subclasses__():
                    if c.__name__ == "MultiHeadAttention":
                        return vars(c).get("forward")
            def ex_mha_forward(mha, x):
                return _find()(mha, x)
        """),
    }
    honest_3_3 = exercises.BY_ID["ex3_3"].solution
    for name, attack in attacks.items():
        results = grade(sandbox, attack + "\n\n" + honest_3_3, ("ex_mha_forward", "ex3_3"))
        assert results["ex_mha_forward"].score == 0, (name, results["ex_mha_forward"])
        assert results["ex3_3"].status == "passed", (name, results["ex3_3"])
    right = grade(sandbox, exercises.BY_ID["ex_mha_forward"].solution, ("ex_mha_forward",))
    assert right["ex_mha_forward"].status == "passed", right


def test_top_level_runs_once_per_submission(sandbox):
    """Issue 10: a slow notebook cell costs once, not once per exercise (once more only for ex3_3,
    graded in a child of its own: attnlab.grading.withheld)."""
    counter = "import builtins\nbuiltins.top_level_runs = getattr(builtins, 'top_level_runs', 0) + 1\n"
    answers = [e.solution for e in exercises.ALL if e.id != REPORTER]
    source = counter + "\n\n".join(answers) + (
        f"\n\ndef {REPORTER}(scores):\n    raise RuntimeError(builtins.top_level_runs)\n")
    results = {e.id: o for e, o in sandbox.grade(source)}
    assert results.pop(REPORTER).args["error"] == "RuntimeError: 1"
    assert all(o.status == "passed" for o in results.values())


def test_missing_protections_refuse_code_unless_unsafe(monkeypatch):
    """Attack 11: without Landlock or seccomp nothing runs, and the reason is given."""
    lacking = ["Landlock (Linux >= 5.13 with landlock in lsm=)"]
    monkeypatch.setattr(Sandbox, "missing", lambda self: lacking)
    for unsafe, want in ((False, "feedback.refused"), (True, "feedback.passed")):
        sb = Sandbox("cpu", exercises=exercises.ALL, unsafe=unsafe, outer="none")
        try:
            ((_, outcome),) = sb.grade("ex_omega = 0.9544\n", ["ex_omega"])
        finally:
            sb.close()
        assert outcome.feedback == want, outcome
        if not unsafe:
            assert outcome.args["missing"] == lacking[0] and outcome.status == "error"


def test_a_broken_worker_is_the_graders_failure_not_the_learners():
    """The worker dies while a submission runs: its answers say the grader failed (not the
    learner), and the next submission gets a fresh worker."""
    sb = Sandbox("cpu", exercises=exercises.ALL)
    try:
        sb.start()
        pid = sb._proc.pid
        killer = threading.Timer(2.0, lambda: os.kill(_worker_pid(pid), 9))
        killer.start()
        ((_, outcome),) = sb.grade("import time\ntime.sleep(8)\nex_omega = 0.9544\n", ["ex_omega"])
        killer.join()
        assert outcome.feedback == "feedback.sandbox_failed" and outcome.status == "error"
        ((_, outcome),) = sb.grade("ex_omega = 0.9544\n", ["ex_omega"])
        assert outcome.status == "passed" and sb._proc.pid != pid
    finally:
        sb.close()


@pytest.mark.slow
def test_a_hostile_batch_finishes_in_bounded_time_and_leaves_nothing(tmp_path, request):
    """20 hostile files and 3 honest ones through the CLI: bounded, honest ones at full marks,
    no process or scratch folder left behind."""
    honest = "\n\n".join(e.solution for e in exercises.ALL)
    hostile = [
        "import time\nwhile True: pass\n",
        "import os\nos.kill(os.getppid(), 9)\n",
        "import resource, os\nresource.prlimit(os.getppid(), resource.RLIMIT_NOFILE, (3, 3))\n",
        "x = 'a' * (10 ** 11)\n",
        "import threading, time\nthreading.stack_size(32768)\n"
        "[threading.Thread(target=time.sleep, args=(60,)).start() for _ in range(5000)]\n",
        "import os\nfor fd in range(3, 512):\n    try: os.close(fd)\n    except OSError: pass\n"
        "import time\ntime.sleep(600)\n",
        "import os\nos.mkfifo('output.txt')\nopen('output.txt')\n",
        "raise SystemExit(0)\n",
        "import os\nos._exit(70)\n",
        "import sys\nsys.setrecursionlimit(10**6)\ndef f(n): return f(n + 1)\nf(0)\n",
        "def ex_omega(): pass\n" * 3 + "import time\n"
        + "\n".join(f"def {e.id}(*a):\n    time.sleep(100)" for e in exercises.ALL),
    ]
    hostile += ["import os\nfor i in range(100000):\n    open(f'f{i}', 'w').write('x' * 4096)\n"]
    hostile += ["print('x' * 100_000_000)\n" + honest]
    hostile += [f"this is not python {i}" for i in range(20 - len(hostile))]
    for i, text in enumerate(hostile):
        (tmp_path / f"hostile_{i:02}.py").write_text(text)
    for i in range(3):
        (tmp_path / f"honest_{i}.py").write_text(honest)
    # The grader's temporary folders, and nobody else's; as root its children (uids of their own)
    # pass through it, so it lies where they can (not under pytest's 0700 folders).
    private_tmp = Path(tempfile.mkdtemp(prefix="attnlab-batch-tmp-", dir="/tmp"))
    os.chmod(private_tmp, 0o711)
    request.addfinalizer(lambda: shutil.rmtree(private_tmp, ignore_errors=True))
    start = time.monotonic()
    # A tenth of the real budget (--time-limit 3: 3 s an answer, 12 s a submission): the same
    # bounds are reached, and the defaults' 30 s / 120 s would only make the test ten times slower.
    limit = 3
    proc = subprocess.run([sys.executable, "-m", "attnlab", "grade", str(tmp_path), "--format",
                           "json", "--jobs", "2", "--time-limit", str(limit)], capture_output=True,
                          text=True, timeout=600, env={**os.environ, "TMPDIR": str(private_tmp)})
    elapsed = time.monotonic() - start
    assert proc.returncode == 0, proc.stderr[-2000:]
    import json

    report = json.loads(proc.stdout)
    scores = {os.path.basename(s["path"]): s["score"] for s in report["submissions"]}
    total = sum(e.points for e in exercises.ALL)
    honest_feedback = [(e["id"], e["feedback"]) for s in report["submissions"]
                       if os.path.basename(s["path"]) == "honest_0.py" for e in s["exercises"]]
    assert all(scores[f"honest_{i}.py"] == total for i in range(3)), (scores, honest_feedback)
    assert scores["hostile_12.py"] == total  # printing 100 MB first changes nothing
    # the answers that sleep ran into --time-limit's budget, not the default one
    sleeper = next(s for s in report["submissions"] if s["path"].endswith("hostile_10.py"))
    budget = t("feedback.budget", "en", seconds=4.0 * limit)
    assert any(e["feedback"] == budget for e in sleeper["exercises"]), sleeper["exercises"]
    # every file within its budget, two at a time (with room for a loaded machine)
    assert elapsed < 23 * 4 * limit, elapsed
    # bubblewrap's inner session dies with its parent, a moment after the CLI returns
    deadline = time.monotonic() + 10
    while _processes_living_in(private_tmp) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert _processes_living_in(private_tmp) == []
    assert list(private_tmp.iterdir()) == []


def _children_of(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    if int(f.read().rsplit(")", 1)[1].split()[1]) == pid:
                        found.append(int(entry))
            except (OSError, ValueError, IndexError):
                pass
    return found


def _command(pid: int) -> bytes:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read()
    except OSError:
        return b""


def _worker_pid(pid: int) -> int:
    """The worker itself: ``pid``, or under bubblewrap the Python process below it."""
    frontier = [pid]
    while frontier:
        p = frontier.pop()
        if b"worker.py" in _command(p) and not _command(p).startswith(b"bwrap"):
            return p
        frontier += _children_of(p)
    raise LookupError("no worker")


def _sandbox_children(pid: int) -> list[int]:
    """Children the worker forked for submissions (a fork keeps the worker's command line)."""
    worker = _worker_pid(pid)
    return [c for c in _children_of(worker) if b"worker.py" in _command(c)]


def _processes_living_in(folder) -> list[int]:
    """Processes whose HOME lies in ``folder``: the workers (and their children, bubblewrap's
    included) of a grader given that TMPDIR, and nobody else's, so tests running beside this one
    (another pytest worker, another grader) are never counted."""
    needle = b"HOME=" + str(folder).encode()
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/environ", "rb") as f:
                    if any(v.startswith(needle) for v in f.read().split(b"\0")):
                        found.append(int(entry))
            except OSError:
                pass
    return found


@pytest.mark.skipif(not bwrap_available(), reason="bubblewrap cannot make namespaces here")
def test_bwrap_keeps_a_checkout_under_tmp_visible(tmp_path):
    """A clone under /tmp (CI's, a learner's) stays visible: the sandbox's empty /tmp is mounted
    before the binds, not over them."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "probe_me.py").write_text("VALUE = 42\n")
    command = _bwrap_command([str(package)], gpu=False) + [
        sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(tmp_path)!r}); "
        "import pkg.probe_me as m; print(m.VALUE)"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "42", done.stderr


def test_withholding_refuses_a_reference_held_elsewhere():
    """drop() only works if the class held the last reference; a second one must stop the child
    rather than leave the forward alive behind a stand-in."""
    code = textwrap.dedent("""
        import torch
        from attnlab.grading import withheld
        from attnlab.modules import MultiHeadAttention
        assert withheld.drop(keep=("MultiHeadAttention.forward",)) == []
        kept = MultiHeadAttention.forward
        try:
            withheld.drop()
        except RuntimeError as e:
            print("refused:", e)
        del kept
        assert withheld.drop() == ["MultiHeadAttention.forward"]
        m = MultiHeadAttention(4, 4, 3, 0.0, 2)
        try:
            m(torch.ones(1, 3, 4))
        except NotImplementedError as e:
            print("stand-in:", "withheld" in str(e))
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert "refused: MultiHeadAttention.forward is referenced outside its class" in out.stdout
    assert "stand-in: True" in out.stdout
