"""The trusted side of grading: start a sandbox worker, run submissions in it, turn replies into
Outcomes.

A submission's source goes, after the fork, straight to the one child that runs it; what comes back
is JSON that the exercise's checker validates and compares with values computed here. Nothing from
a submission is imported or unpickled in this process, and every wait here has a deadline.
"""

from __future__ import annotations

import errno
import hashlib
import json
import logging
import os
import re
import secrets
import select
import shutil
import signal
import socket
import stat
import subprocess
import sys
import sysconfig
import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path

import torch

from attnlab.grading import assert_read, book_sizes, call_order, code_notes, codec, discarded, divergence, einsum_read, floor_read, gpu_watch, loop_slips, mask_cause, \
    norm_read, rank_loops, source_reading
from attnlab.grading.confine import SCRATCH_BYTES, SCRATCH_FILES
from attnlab.grading.model import Exercise, MalformedResult, Outcome, clean_args, clean_text

log = logging.getLogger(__name__)
ROOT = Path(__file__).resolve().parent.parent.parent
WORKER = Path(__file__).resolve().parent / "worker.py"
MAX_SOURCE_CHARS = 1_000_000
MAX_LINE_BYTES = 8 * 2**20  # one exercise's reply; the largest real one is a few hundred kB
MAX_REPLY_BYTES = 32 * 2**20  # everything one child sends
MAX_LINE_CONTAINERS = 10_000  # JSON objects and arrays in one reply line
MAX_LINE_VALUES = 2_000_000  # separators in one reply line (each number costs ~30 bytes parsed)
# Keys only the runner may give: a child that sends one is not believed.
RUNNER_KEYS = {"feedback.passed", "feedback.timeout", "feedback.cpu_limit", "feedback.killed",
               "feedback.exited", "feedback.crashed", "feedback.forbidden", "feedback.malformed",
               "feedback.sandbox_failed", "feedback.budget", "feedback.refused",
               "feedback.too_large", "feedback.scratch_full"}
# Why a name the answer used was never defined (the child's "because", added to a raised error).
BECAUSE_KEYS = {"feedback.raised_after_cell", "feedback.raised_after_line", "feedback.name_local",
                "feedback.name_local_cell", "feedback.name_main_guard", "feedback.name_nowhere",
                "feedback.name_nowhere_near"}
# Outcomes that are errors (not wrong answers): what the runner reports, and the answer's own crash.
ERROR_KEYS = (RUNNER_KEYS - {"feedback.passed"}) | {
    "feedback.raised", "feedback.load_failed", "feedback.raised_after_cell",
    "feedback.gpu_out_of_memory",
    # An answer the learner wrote whose cell (or the file before it) failed: an attempt that
    # broke, not an answer never started.
    "feedback.not_defined_cell", "feedback.not_defined_line", *sorted(BECAUSE_KEYS)}
MAX_NOTES = 50  # failures of cells a load line may report


@dataclass(frozen=True)
class Limits:
    cpu_seconds: int = 120  # for the whole child (a submission's answers share one process)
    wall_seconds: float = 30.0  # loading the file, and each answer
    memory_bytes: int = 3 * 2**30  # on top of what the forked child already maps (confine.set_limits)
    file_bytes: int = 2**20
    budget_seconds: float = 120.0  # everything one submission may cost, over all its answers

    @classmethod
    def per_answer(cls, seconds: float) -> "Limits":
        """The CLI's ``--time-limit``: ``seconds`` for loading and for each answer; a submission's
        CPU time and total budget scale with it as the defaults do (4 × 30 s)."""
        ratio = cls.budget_seconds / cls.wall_seconds
        return cls(cpu_seconds=max(1, round(ratio * seconds)), wall_seconds=seconds,
                   budget_seconds=ratio * seconds)


class SandboxUnavailable(RuntimeError):
    """The sandbox could not start or broke: the grader's failure, never the learner's."""


def _scrubbed_env(home: str, gpu: bool = False) -> dict[str, str]:
    # No tokens, keys or proxies: only what Python and the math libraries need.
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "TMPDIR": home, "LANG": "C.UTF-8",
           "LC_ALL": "C.UTF-8", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1",
           "PYTHONDONTWRITEBYTECODE": "1"}
    # Hardware settings, not secrets. ATEN_CPU_CAPABILITY: the children compute with the kernels
    # the operator chose for the trusted side (a probe's inputs are then the same bits on both).
    for key in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE", "CUDA_VISIBLE_DEVICES", "LD_LIBRARY_PATH",
                "ATEN_CPU_CAPABILITY"):
        if key in os.environ:
            env[key] = os.environ[key]
    if not gpu:
        # A CPU worker on a GPU host must not see the GPUs: its warm-up's backward would start
        # the autograd engine's threads for them, and every child's backward then raised
        # "Unable to handle autograd's threading in combination with fork-based
        # multiprocessing" (seen on an H200: ex_softmax_backward's autograd answers failed).
        env["CUDA_VISIBLE_DEVICES"] = ""
    return env


def probe_modules(chosen: Sequence[Exercise]) -> list[list[str]]:
    """[module name, probe.py] of each code exercise, for the worker to import before it forks:
    the only files of the exercises that process ever reads."""
    out: list[list[str]] = []
    for e in chosen:
        entry = [e.probe_module, str(e.probe_file)]
        if e.probe_module and entry not in out:
            out.append(entry)
    return out


def new_seed() -> int:
    """A grading run's seed, unpredictable (drawn with ``secrets``): every exercise's inputs are
    drawn from it, so an answer must compute; reports record it, so a verdict can be reproduced."""
    return secrets.randbelow(2**63)


def payload_rng(seed: int, exercise_id: str) -> torch.Generator:
    """The generator one exercise draws its payload from in a run: its own stream of the run's
    seed, so adding or leaving out another exercise does not change it."""
    digest = hashlib.sha256(f"{seed}:{exercise_id}".encode()).digest()
    return torch.Generator().manual_seed(int.from_bytes(digest[:8], "big") >> 1)


def _searchable_by_others(path: str) -> bool:
    """Whether a process of another uid can pass through every folder down to ``path``."""
    path = os.path.abspath(path)
    while True:
        try:
            if not os.stat(path).st_mode & stat.S_IXOTH:
                return False
        except OSError:
            return False
        parent = os.path.dirname(path)
        if parent == path:
            return True
        path = parent


def home_base() -> str | None:
    """The folder the worker's home goes in: the temporary folder (None), unless, as root, a
    folder on the way to it shuts out other users. Each child then takes a uid of its own and
    cannot reach its scratch folder: on an H200 as root with TMPDIR under a 0700 folder, every
    child's Landlock rule failed with "Permission denied" and every answer was "the grader's
    sandbox failed" (CPU and GPU alike; without Landlock the child never names the path)."""
    base = tempfile.gettempdir()
    if os.geteuid() != 0 or _searchable_by_others(base):
        return None
    for other in ("/tmp", "/var/tmp", "/dev/shm"):
        if os.path.isdir(other) and _searchable_by_others(other):
            log.warning("sandbox home in %s: the children's uids cannot pass through %s", other, base)
            return other
    return None


# --- one uid per running child, host-wide ----------------------------------------------------------


class UidPool:
    """Hands out sandbox uids so that no two running children share one (RLIMIT_NPROC counts per
    uid), across every Sandbox and every attnlab process on this machine: a uid is held by an
    flock on its own file for as long as its child runs.

    Only root changes uid, so the pool is root's: its folder lives under a parent only root can
    write to (/run, attnlab.private_paths.root_dir), never in /tmp where a local user could make
    it first. A slot that is not a plain file of root's (a link, a folder) is skipped and said once
    on stderr; the other slots still serve."""

    NAME = "attnlab-uids"

    def __init__(self, folder: str | None = None):
        self._lock = threading.Lock()
        self._next = 0
        self.folder = folder  # None: root_dir(NAME), or a private folder where there is none
        self._warned: set[str] = set()

    def _folder(self) -> str:
        from attnlab import private_paths

        if self.folder is None:
            self.folder = (private_paths.root_dir(self.NAME)
                           or private_paths.private_dir(self.NAME + "-"))
        return self.folder

    def acquire(self) -> tuple[int, int]:
        from attnlab import private_paths
        from attnlab.grading.confine import SANDBOX_UID_BASE, SANDBOX_UID_SPAN

        import fcntl  # POSIX only: imported where used, so the app imports on any system

        if os.geteuid() != 0:  # only root changes uid; a user's children keep their own
            return os.getuid(), -1
        with self._lock:
            try:
                dir_fd = private_paths.open_dir(self._folder())
            except OSError as e:
                raise SandboxUnavailable(f"uid pool folder: {e}") from None
            try:
                for _ in range(SANDBOX_UID_SPAN):
                    slot, self._next = self._next, (self._next + 1) % SANDBOX_UID_SPAN
                    try:
                        fd = private_paths.open_slot(dir_fd, str(slot))
                    except private_paths.BadSlot as e:
                        self._warn(str(e))
                        continue
                    try:
                        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                        return SANDBOX_UID_BASE + slot, fd
                    except OSError:
                        os.close(fd)
            finally:
                os.close(dir_fd)
        raise SandboxUnavailable("no free sandbox uid")

    def _warn(self, what: str) -> None:
        if what not in self._warned:
            self._warned.add(what)
            print(f"attnlab: sandbox uid slot skipped ({self.folder}/{what})", file=sys.stderr)

    @staticmethod
    def release(fd: int) -> None:
        if fd >= 0:
            os.close(fd)


UIDS = UidPool()


# --- bubblewrap, the outer layer -----------------------------------------------------------------


def _bwrap_command(paths: list[str], gpu: bool) -> list[str]:
    """bwrap with new PID, network, IPC and UTS namespaces, read-only Python, empty /tmp.

    ``paths``: attnlab and each exercise's probe.py, bound one by one; nothing else of the exercise
    folders (checkers, solutions, texts) exists inside.
    """
    # No --die-with-parent: it follows the thread that started bwrap, and the app starts the worker
    # from a thread that ends. When the runner goes, the worker reads EOF and ends the sandbox.
    cmd = ["bwrap", "--new-session", "--unshare-pid", "--unshare-net", "--unshare-ipc",
           "--unshare-uts", "--unshare-cgroup-try"]
    if os.geteuid() == 0:  # the worker keeps only what a child needs to confine itself, then drops
        cmd += ["--cap-drop", "ALL"]
        for cap in ("CAP_SETUID", "CAP_SETGID", "CAP_SETPCAP", "CAP_CHOWN", "CAP_DAC_READ_SEARCH",
                    "CAP_SYS_ADMIN"):  # SYS_ADMIN: each child's private tmpfs
            cmd += ["--cap-add", cap]
    else:
        cmd += ["--unshare-user"]
    # The empty /tmp first: binds below may live under /tmp (a clone there) and must stay visible.
    cmd += ["--proc", "/proc", "--dev", "/dev", "--size", str(256 * 2**20), "--tmpfs", "/tmp"]
    system = ["/usr", "/bin", "/sbin", "/lib", "/lib64", "/etc/ld.so.cache", "/etc/ld.so.conf",
              "/etc/ld.so.conf.d", "/etc/localtime"]
    python = {sys.prefix, sys.base_prefix, sys.exec_prefix, sysconfig.get_paths()["purelib"],
              sysconfig.get_paths()["platlib"], *(p for p in sys.path if "-packages" in p)}
    for path in system + sorted(python) + sorted(set(paths)):
        if os.path.lexists(path):
            if os.path.islink(path):
                cmd += ["--symlink", os.readlink(path), path]
            else:
                cmd += ["--ro-bind", path, path]
    if gpu:  # untested here (no GPU in CI): the driver's device files and its /sys entries
        from attnlab.grading.confine import nvidia_devices

        for dev in nvidia_devices():
            cmd += ["--dev-bind", dev, dev]
        cmd += ["--ro-bind-try", "/sys", "/sys"]
    return cmd + ["--chdir", "/tmp", "--"]


@lru_cache(maxsize=4)
def bwrap_available(gpu: bool = False) -> bool:
    """bubblewrap installed and allowed to make namespaces here (many containers forbid it)."""
    if sys.platform != "linux" or not shutil.which("bwrap") or os.environ.get("ATTNLAB_NO_BWRAP"):
        return False
    probe = f"import sys; sys.path.insert(0, {str(ROOT)!r}); import attnlab.grading.confine"
    try:  # the same binds as the worker's, and an import through them
        done = subprocess.run(_bwrap_command([str(ROOT / "attnlab")], gpu)
                              + [sys.executable, "-I", "-c", probe],
                              capture_output=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0


# --- the sandbox ---------------------------------------------------------------------------------


class Sandbox:
    """One warm worker (zygote). Thread-safe: concurrent submissions run in concurrent children."""

    def __init__(self, device: str = "cpu", limits: Limits = Limits(), *,
                 exercises: Sequence[Exercise], unsafe: bool = False, outer: str = "auto"):
        self.device = device
        self.limits = limits
        self.exercises = tuple(exercises)
        self.unsafe = unsafe  # the user asked to run their own code without every protection
        self.outer = outer  # "auto": bubblewrap where it works; "none": the inner layer only
        self._lock = threading.Lock()  # one request at a time on the control socket
        self._start_lock = threading.Lock()
        self._proc: subprocess.Popen | None = None
        self._control: socket.socket | None = None
        self._home = ""
        self.info: dict = {}

    # --- process management ---

    def start(self, timeout: float = 180.0) -> None:
        """Start the worker if it is not running. Raises SandboxUnavailable if it cannot."""
        with self._start_lock:
            if self._proc and self._proc.poll() is None:
                return
            if sys.platform != "linux":  # fork, pidfds, seccomp: the sandbox is Linux's
                raise SandboxUnavailable("needs Linux")
            self.close()
            modules = probe_modules(self.exercises)
            # Only the code the worker imports: attnlab and the probe files (not .git, not a
            # checker, not a solution).
            paths = [str(ROOT / "attnlab")] + [p for _, p in modules]
            gpu = self.device.startswith("cuda")
            use_bwrap = self.outer == "auto" and bwrap_available(gpu)
            # The worker's HOME and TMPDIR
            self._home = tempfile.mkdtemp(prefix="attnlab-home-", dir=home_base())
            # As root each child takes a uid of its own and must pass through here to its scratch
            # folder (search, not list). Without it the child's Landlock rule for its scratch
            # fails with EACCES wherever the interpreter is world-readable (seen on a GPU VM;
            # under /root the child kept CAP_DAC_READ_SEARCH, which hid it).
            os.chmod(self._home, 0o711)
            ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
            options = {"device": self.device, "limits": asdict(self.limits), "unsafe": self.unsafe}
            cmd = [sys.executable, "-I", str(WORKER), str(ROOT), json.dumps(modules),
                   json.dumps(options), str(theirs.fileno())]
            if use_bwrap:
                cmd = _bwrap_command(paths, gpu) + cmd
            try:
                self._proc = subprocess.Popen(
                    cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL, env=_scrubbed_env(self._home, gpu), cwd=self._home,
                    pass_fds=(theirs.fileno(),), start_new_session=True)
            except OSError as e:
                raise SandboxUnavailable(f"worker did not start: {e}") from None
            finally:
                theirs.close()
            self._control = ours
            ready = self._receive(timeout)[0]
            if not ready or not ready.get("ready"):
                self.close()
                raise SandboxUnavailable("worker did not start")
            self.info = {**ready, "bubblewrap": use_bwrap}

    def close(self) -> None:
        """Stop the worker and every child it started (a later job starts a new one)."""
        if self._control:
            self._control.close()
            self._control = None
        if self._proc:
            try:
                os.killpg(self._proc.pid, signal.SIGKILL)  # the worker's children are in its group
            except OSError:
                pass
            try:
                self._proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
            self._proc = None
        if self._home:  # without bubblewrap the children's scratch folders are in here
            try:
                subprocess.run(["rm", "-rf", "--one-file-system", self._home], timeout=120,
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, check=False)
            except Exception:  # noqa: BLE001 - at interpreter exit: do what is still possible
                pass
            shutil.rmtree(self._home, ignore_errors=True)
            self._home = ""

    def __del__(self):
        if hasattr(self, "_control"):  # not when __init__ itself raised
            self.close()

    def protections(self) -> dict:
        """What confines a submission here (after start)."""
        return {
            "separate_process": True,
            "resource_limits": asdict(self.limits),
            "scrubbed_environment": True,
            "landlock_abi": int(self.info.get("landlock", 0)),
            "seccomp": bool(self.info.get("seccomp", False)),
            "bubblewrap": bool(self.info.get("bubblewrap", False)),
            "own_uid": self.info.get("uid") == 0,  # as root each child takes a uid of its own
            "gpu_memory_watch": bool(self.info.get("gpu_watch", False)),
        }

    def missing(self) -> list[str]:
        """The protections a shared grader needs that this machine lacks (empty: fully confined)."""
        p = self.protections()
        lacking = []
        if not p["seccomp"]:
            lacking.append("seccomp (libseccomp and the pyseccomp package)")
        if p["landlock_abi"] < 1 and self.device.startswith("cuda"):
            # A GPU child must open the driver's files, so its filter allows file calls.
            lacking.append("Landlock (Linux >= 5.13 with landlock in lsm=), for GPU grading")
        if self.device.startswith("cuda") and not p["gpu_memory_watch"]:
            # A child can lift its own allocator's bound; only the driver's figures hold it.
            lacking.append("NVML per-process memory (libnvidia-ml), for GPU grading")
        return lacking

    def strict(self) -> bool:
        """Filesystem and system-call confinement both active: safe for others' code."""
        return not self.missing()

    # --- the control socket ---

    def _receive(self, timeout: float) -> tuple[dict | None, list[int]]:
        assert self._control
        ready, _, _ = select.select([self._control], [], [], timeout)
        if not ready:
            return None, []
        try:
            msg, fds, _, _ = socket.recv_fds(self._control, 4096, 1)
            return (json.loads(msg) if msg else None), fds
        except (OSError, ValueError):
            return None, []

    def _request(self, obj: dict, fds: list[int] = (), timeout: float = 30.0):
        with self._lock:
            if not self._control:
                raise SandboxUnavailable("worker gone")
            try:
                socket.send_fds(self._control, [json.dumps(obj).encode()], list(fds))
            except OSError as e:
                raise SandboxUnavailable(f"worker gone: {e}") from None
            reply, got = self._receive(timeout)
            if reply is None:
                raise SandboxUnavailable("worker did not answer")
            return reply, got

    # --- one child ---

    def _run_child(self, submission, tasks: list[dict], deadline: float, keep: tuple = ()):
        """Run one child on ``tasks``, keeping the withheld references in ``keep``
        (attnlab.grading.withheld); returns (load line or None, exercise lines, how it ended)."""
        uid, uid_lock = UIDS.acquire()
        job_r, job_w = os.pipe()
        res_r, res_w = os.pipe()
        try:
            reply, fds = self._request({"op": "fork", "uid": uid}, [job_r, res_w])
        except BaseException:
            UIDS.release(uid_lock)
            raise
        finally:
            os.close(job_r)
            os.close(res_w)
        if not fds:
            UIDS.release(uid_lock)
            os.close(job_w)
            os.close(res_r)
            raise SandboxUnavailable("no child")
        pid, pidfd = reply["pid"], fds[0]
        reader = _LineReader(res_r)
        confined, load, lines, ended = None, None, [], ""
        try:
            job = json.dumps({"submission": submission.job(), "exercises": tasks,
                              "keep": list(keep)},
                             ensure_ascii=False,
                             separators=(",", ":")).encode("utf-8", "surrogatepass")
            if not _write_all(job_w, job, min(deadline, time.monotonic() + 10)):
                ended = "timeout"
            os.close(job_w)
            job_w = -1
            wall = self.limits.wall_seconds
            # First the child says it is confined (before any submitted code runs), then whether
            # the file loaded, then one line per answer.
            confined = reader.next(min(deadline, time.monotonic() + 60))
            if not confined or confined.get("confined") is not True:
                ended = "eof" if reader.eof or confined else "timeout"
            while not ended and len(lines) < len(tasks):
                step_deadline = min(deadline, time.monotonic() + wall)
                line = reader.next(step_deadline)
                if line is None:
                    ended = ("too_large" if reader.too_large else "eof" if reader.eof
                             else "budget" if step_deadline >= deadline else "timeout")
                    break
                if load is None:
                    load = line
                    if line.get("load") != "ok":
                        break
                else:
                    lines.append(line)
            self.info["child"] = confined.get("protections") if confined else None
        finally:
            if job_w >= 0:
                os.close(job_w)
            os.close(res_r)
            # A child that closed its pipe may still be running: give it a moment, then kill.
            if not _wait_exit(pidfd, 2.0 if ended == "eof" else 0.0):
                try:
                    signal.pidfd_send_signal(pidfd, signal.SIGKILL)
                except OSError:
                    pass
                _wait_exit(pidfd, 10.0)
            os.close(pidfd)
            try:
                status, _ = self._request({"op": "reap", "pid": pid})
            finally:
                UIDS.release(uid_lock)
        return confined, load, lines, ended, status

    # --- grading ---

    def _problem(self, exercise: Exercise, key: str, args: dict | None = None) -> Outcome:
        status = "missing" if key in ("feedback.missing", "feedback.untouched") else (
            "error" if key in ERROR_KEYS else "failed")
        return Outcome(status, 0, exercise.points, key, clean_args(args or {}))

    def _outcome(self, exercise: Exercise, payload: dict, line: dict) -> Outcome:
        if not isinstance(line, dict) or line.get("id") != exercise.id:
            return self._problem(exercise, "feedback.malformed", {"what": "reply out of order"})
        if "problem" in line:
            key = line["problem"] if isinstance(line["problem"], str) else "feedback.malformed"
            if not _child_key(key, exercise.id):
                key = "feedback.malformed"
            args = line.get("args") if isinstance(line.get("args"), dict) else {}
            return self._problem(exercise, key, args)
        if not isinstance(line.get("result"), dict):
            return self._problem(exercise, "feedback.malformed", {"what": "result"})
        outcome = exercise.grade(payload, line["result"])
        because = line.get("because")
        if outcome.feedback in ("feedback.raised", "feedback.raised_axes") and isinstance(because, dict) \
                and because.get("key") in BECAUSE_KEYS and isinstance(because.get("args"), dict) \
                and f"'{because['args'].get('name')}'" in str(outcome.args.get("error", "")):
            # the answer failed on a name never defined: the child saw why, in the learner's code
            return self._problem(exercise, because["key"], {**because["args"], "error": outcome.args["error"]})
        return outcome

    def _death(self, ended: str, status: dict) -> tuple[str, dict]:
        """Why a child stopped before answering, in the learner's terms."""
        if ended == "timeout":
            return "feedback.timeout", {"seconds": self.limits.wall_seconds}
        if ended == "budget":
            return "feedback.budget", {"seconds": self.limits.budget_seconds}
        if ended == "too_large":
            return "feedback.too_large", {}
        if status.get("reason") == "scratch":  # the worker killed it: too much written to disk
            return "feedback.scratch_full", {"mib": SCRATCH_BYTES // 2**20, "files": SCRATCH_FILES}
        if status.get("reason") == "gpu_memory":  # the worker killed it: over its share of the GPU
            return "feedback.gpu_memory", {"percent": round(gpu_watch.SHARE * 100)}
        sig = status.get("signal", 0)
        if sig:
            key = {signal.SIGXCPU: "feedback.cpu_limit", signal.SIGKILL: "feedback.killed",
                   signal.SIGSYS: "feedback.forbidden"}.get(sig, "feedback.crashed")
            try:
                name = signal.Signals(sig).name
            except ValueError:
                name = str(sig)
            return key, {"signal": name}
        return "feedback.exited", {"code": status.get("code", 0)}

    def grade(self, source, ids: list[str] | None = None,
              seed: int | None = None) -> list[tuple[Exercise, Outcome]]:
        """Grade every exercise (or those in ``ids``) of one submission: source text (imported as
        the module ``answers``) or a Submission (a file, a notebook), on inputs drawn from
        ``seed`` (a fresh one when not given; the same seed gives the same inputs)."""
        return self.grade_with_notes(source, ids, seed)[0]

    def grade_with_notes(self, source, ids: list[str] | None = None, seed: int | None = None):
        """(grade's results, what the load said: {"order", "tried", "failures", "skipped"})."""
        from attnlab.grading.submissions import Submission

        seed = new_seed() if seed is None else seed
        submission = source if isinstance(source, Submission) else Submission.module(
            str(source).removeprefix("\ufeff"))  # editors on Windows write a byte-order mark
        notes: dict = {"skipped": list(submission.notes)}
        chosen = [e for e in self.exercises if ids is None or e.id in ids]
        if submission.size() > MAX_SOURCE_CHARS:
            return [(e, self._problem(e, "feedback.load_failed",
                                      {"error": "the file is larger than 1 MB"}))
                    for e in chosen], notes
        results = self._grade(submission, chosen, notes, seed)
        notes.pop("order_seen", None)
        results = [(e, _with_settings(o, notes.get("settings", []))) for e, o in results]
        return results, notes

    def _grade(self, submission, chosen, notes: dict,
               seed: int) -> list[tuple[Exercise, Outcome]]:
        try:
            self.start()
        except SandboxUnavailable as e:
            log.warning("sandbox unavailable: %s", e)
            return [(e_, self._problem(e_, "feedback.sandbox_failed")) for e_ in chosen]
        lacking = self.missing()
        if lacking and not self.unsafe:
            return [(e, self._problem(e, "feedback.refused", {"missing": "; ".join(lacking)}))
                    for e in chosen]
        groups: dict[tuple, list] = {}  # exercises that keep the same references share a child
        for e in chosen:  # exactly the plain data the child sees, and the checker gets
            drawn = e.make_payload(payload_rng(seed, e.id))
            payload = codec.loads(codec.dumps({**drawn, "device": self.device}))
            groups.setdefault(tuple(sorted(e.needs)), []).append((e, payload))
        results: dict[str, Outcome] = {}
        deadline = time.monotonic() + self.limits.budget_seconds
        for keep, pending in groups.items():
            if self._grade_group(submission, pending, keep, notes, results, deadline):
                continue
            for e, _ in (p for group in groups.values() for p in group):
                results.setdefault(e.id, self._problem(e, "feedback.sandbox_failed"))
            break
        return [(e, results[e.id]) for e in chosen]

    def _grade_group(self, submission, pending: list, keep: tuple, notes: dict,
                     results: dict[str, Outcome], deadline: float) -> bool:
        """Grade ``pending`` in as many children as it takes (one more after an answer that kills
        its child); False if the sandbox itself failed."""
        while pending:
            if time.monotonic() >= deadline:
                for e, _ in pending:
                    results[e.id] = self._problem(e, "feedback.budget",
                                                  {"seconds": self.limits.budget_seconds})
                break
            tasks = [{"id": e.id, "probe": e.probe_module, "kind": e.kind, "payload": p,
                      "starter": e.starter} for e, p in pending]
            try:
                confined, load, lines, ended, status = self._run_child(submission, tasks,
                                                                       deadline, keep)
            except SandboxUnavailable as err:
                log.warning("sandbox failed: %s", err)
                self.close()
                return False
            if not confined or confined.get("confined") is not True:
                # The child failed before any submitted code ran: the grader's failure.
                log.warning("sandbox child failed to confine itself: %s %s %s", ended, status,
                            {k: confined[k] for k in ("error", "where") if k in confined}
                            if confined else "")
                return False
            if load is not None and load.get("load") != "ok":
                failed = load.get("load") == "failed" and load.get("problem") == \
                    "feedback.load_failed" and isinstance(load.get("args"), dict)
                for e, _ in pending:
                    results[e.id] = self._problem(e, "feedback.load_failed", load["args"]) \
                        if failed else self._problem(e, "feedback.malformed", {"what": "load"})
                break
            if load is not None and not notes.get("order_seen"):
                notes.update(_load_notes(load))
                notes["order_seen"] = True
            for (e, payload), line in zip(pending, lines):
                # a call whose result the code throws away, told beside a wrong answer's feedback;
                outcome = discarded.refine(self._outcome(e, payload, line), submission, e.id)
                # misplaced arguments, a loop's slip, an einsum letter summed alone: read from the code
                for read in (call_order, loop_slips, einsum_read, book_sizes):
                    outcome = read.refine(outcome, submission, e.id)
                # an inverted mask: the element of the code that inverts it (torch.where's order...)
                outcome = mask_cause.refine(outcome, submission, e.id)
                # two readings that give the same output: the one the code contains told first
                outcome = source_reading.refine(outcome, submission, e.id, e.folder)
                # a mask off by one: the comparison or offset that builds it
                outcome = mask_cause.refine_shift(outcome, submission, e.id)
                # a rank assumed by loops over the leading axes: the loops, not the line that raised
                outcome = rank_loops.refine(outcome, submission, e.id)
                # a score divided by the norms (cosine similarity), read from the code
                outcome = norm_read.refine(outcome, submission, e.id)
                # a real number floor-divided (1 // keep), told beside the symptom
                outcome = floor_read.refine(outcome, submission, e.id)
                # NaN from 0 · (−inf), an integer buffer, an index tensor of pairs: told beside
                outcome = code_notes.refine(outcome, submission, e.id)
                # the learner's own assert that stopped the answer, with what it expects
                outcome = assert_read.refine(outcome, submission, e.id)
                # the line where the answer's own values leave the right ones, where the text
                # speaks of calls that line does not make
                outcome = divergence.refine(outcome, submission, e.id)
                results[e.id] = outcome
            pending = pending[len(lines):]
            if pending and load is None:  # died while loading: every answer shares the cause
                key, args = self._death(ended, status)
                for e, _ in pending:
                    results[e.id] = self._problem(e, key, args)
                break
            if pending:  # died on this answer: it loses, the others run in a fresh child
                e, _ = pending.pop(0)
                results[e.id] = self._problem(e, *self._death(ended, status))
        return True

    def run_probe(self, source: str, exercise: Exercise, entry: str,
                  payload: dict) -> tuple[dict | None, Outcome | None]:
        """Run one further probe of an exercise (``entry``, e.g. ``probe_real_layer``) on the
        answer in ``source``, outside grading: (its result, None), or (None, why it has none)."""
        from attnlab.grading.submissions import Submission

        submission = Submission.module(str(source))
        if submission.size() > MAX_SOURCE_CHARS:
            return None, self._problem(exercise, "feedback.load_failed",
                                       {"error": "the file is larger than 1 MB"})
        try:
            self.start()
        except SandboxUnavailable:
            return None, self._problem(exercise, "feedback.sandbox_failed")
        if self.missing() and not self.unsafe:
            return None, self._problem(exercise, "feedback.refused",
                                       {"missing": "; ".join(self.missing())})
        task = {"id": exercise.id, "probe": exercise.probe_module, "entry": entry,
                "kind": exercise.kind, "payload": payload, "starter": exercise.starter}
        deadline = time.monotonic() + self.limits.budget_seconds
        try:
            confined, load, lines, ended, status = self._run_child(
                submission, [task], deadline, tuple(sorted(exercise.needs)))
        except SandboxUnavailable:
            self.close()
            return None, self._problem(exercise, "feedback.sandbox_failed")
        if not confined or confined.get("confined") is not True:
            return None, self._problem(exercise, "feedback.sandbox_failed")
        if load is not None and load.get("load") != "ok":
            args = load.get("args") if isinstance(load.get("args"), dict) else {}
            return None, self._problem(exercise, "feedback.load_failed", args)
        if not lines:
            return None, self._problem(exercise, *self._death(ended, status))
        line = lines[0]
        if isinstance(line, dict) and isinstance(line.get("result"), dict) and \
                line.get("id") == exercise.id:
            return line["result"], None
        return None, self._outcome(exercise, payload, line)  # the answer's problem, in words


# The global torch settings a child may report (worker._learner_settings), as the learner wrote
# them, and the words of a failure that such a setting explains.
SETTINGS = {
    **{f"dtype:{d}": f"torch.set_default_dtype(torch.{d})"
       for d in ("float64", "float16", "bfloat16", "complex64", "complex128")},
    **{f"device:{d}": f"torch.set_default_device('{d}')" for d in ("cuda", "meta", "mps", "xpu")},
    "grad:off": "torch.set_grad_enabled(False)",
    "deterministic:on": "torch.use_deterministic_algorithms(True)",
    "anomaly:on": "torch.autograd.set_detect_anomaly(True)",
    "matmul:high": "torch.set_float32_matmul_precision('high')",
    "matmul:medium": "torch.set_float32_matmul_precision('medium')",
}
_EXPLAINS = {"dtype": re.compile(r"dtype|double|float64|float16|half|bfloat16|complex", re.I),
             "device": re.compile(r"device|cuda|meta|mps|xpu", re.I),
             "grad": re.compile(r"grad", re.I),
             "deterministic": re.compile(r"determinis", re.I)}


def _with_settings(outcome: Outcome, settings: list[str]) -> Outcome:
    """A failure that a global setting of the learner's file explains says so (the grader runs
    every answer with torch's defaults; tensors the file made at top level keep its setting)."""
    if outcome.status == "passed" or not settings:
        return outcome
    text = " ".join([outcome.feedback, *map(str, outcome.args.values())])
    named = [SETTINGS[s] for s in settings
             if s.split(":")[0] in _EXPLAINS and _EXPLAINS[s.split(":")[0]].search(text)]
    if not named:
        return outcome
    return Outcome(outcome.status, outcome.score, outcome.max_score, outcome.feedback,
                   {**outcome.args, "settings": "; ".join(named)}, outcome.checks)


def _load_notes(load: dict) -> dict:
    """What a child's load line says about how the submission ran, as bounded plain data:
    the order its cells ran in and the failures of cells (or of a module's line)."""
    order = load.get("order") if load.get("order") in ("saved", "document") else None
    tried = [o for o in load.get("tried", []) if o in ("saved", "document")][:2] \
        if isinstance(load.get("tried"), list) else []
    failures = []
    raw = load.get("failures") if isinstance(load.get("failures"), list) else []
    def number(f: dict, k: str) -> int:
        v = f.get(k)
        return v if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 10**7 else 0

    for f in raw[:MAX_NOTES]:
        if not isinstance(f, dict):
            continue
        failures.append({"cell": number(f, "cell"), "line": number(f, "line"),
                         "error": clean_text(f.get("error", ""), 300),
                         "soft": f.get("soft") is True})
    settings = [x for x in load.get("settings", []) if isinstance(x, str) and x in SETTINGS][:8] \
        if isinstance(load.get("settings"), list) else []
    return {"order": order, "tried": tried, "failures": failures, "settings": settings}


def _child_key(key: str, exercise_id: str) -> bool:
    """Feedback a child may give itself: a known learner-facing key of the answers' own
    (``feedback.*`` or its exercise's ``<id>.*``), never the runner's (no claiming a pass or a
    grader failure) nor any other text of the app (Gradescope's "the autograder failed", ...)."""
    from attnlab.i18n import STRINGS

    return (re.fullmatch(r"[a-z0-9_]+\.[a-z0-9_.]+", key) is not None and key not in RUNNER_KEYS
            and key.startswith(("feedback.", exercise_id + ".")) and key in STRINGS)


# --- non-blocking helpers ------------------------------------------------------------------------


def _write_all(fd: int, data: bytes, deadline: float) -> bool:
    os.set_blocking(fd, False)
    view = memoryview(data)
    while view:
        left = deadline - time.monotonic()
        if left <= 0:
            return False
        _, ready, _ = select.select([], [fd], [], left)
        if ready:
            try:
                view = view[os.write(fd, view):]
            except BlockingIOError:
                continue
            except OSError as e:
                if e.errno == errno.EPIPE:
                    return False
                raise
    return True


def _wait_exit(pidfd: int, timeout: float) -> bool:
    """True once the process behind ``pidfd`` has exited (a pidfd reads ready then)."""
    ready, _, _ = select.select([pidfd], [], [], max(0.0, timeout))
    return bool(ready)


class _LineReader:
    """JSON lines from a pipe the child writes, each bounded, each read before a deadline."""

    def __init__(self, fd: int):
        self.fd, self.buffer, self.eof, self.too_large = fd, bytearray(), False, False
        self.total = 0  # bytes read from this child: bounded over all its lines
        os.set_blocking(fd, False)

    def next(self, deadline: float) -> dict | None:
        while b"\n" not in self.buffer:
            if len(self.buffer) > MAX_LINE_BYTES:
                self.too_large = True
                return None
            if self.eof:
                return None
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.fd], [], [], left)
            if not ready:
                continue
            try:
                chunk = os.read(self.fd, 1 << 20)
            except BlockingIOError:
                continue
            if not chunk:
                self.eof = True
            self.total += len(chunk)
            if self.total > MAX_REPLY_BYTES:
                self.too_large = True
                return None
            self.buffer += chunk
        end = self.buffer.index(b"\n")
        line = bytes(self.buffer[:end])
        del self.buffer[:end + 1]
        # What json.loads would build here, bounded before it builds it: 8 MiB of "{}," is
        # 2.8 M dicts in this (trusted) process. Real replies hold a few dozen containers and
        # at most a few hundred thousand numbers.
        if (line.count(b"{") + line.count(b"[") > MAX_LINE_CONTAINERS
                or line.count(b",") > MAX_LINE_VALUES):
            return {"problem": "feedback.malformed", "args": {"what": "reply too large"}}
        try:
            parsed = codec.loads(line)
        except MalformedResult:
            return {"problem": "feedback.malformed", "args": {"what": "not JSON"}}
        return parsed if isinstance(parsed, dict) else {"problem": "feedback.malformed"}


_shared: dict[str, Sandbox] = {}
_shared_lock = threading.Lock()


def shared_sandbox(exercises: Sequence[Exercise], device: str = "cpu", *,
                   unsafe: bool = False, limits: Limits = Limits()) -> Sandbox:
    """One long-lived sandbox per device, policy and limits for the app (started at launch)."""
    with _shared_lock:
        key = f"{device}/{'unsafe' if unsafe else 'strict'}/{limits}"
        if key not in _shared:
            _shared[key] = Sandbox(device, limits, exercises=exercises, unsafe=unsafe)
        return _shared[key]
