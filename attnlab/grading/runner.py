"""The trusted side of grading: start a sandbox worker, send it jobs, turn replies into Outcomes.

The submission's source goes to the worker as text; what comes back is JSON that the exercise's
checker validates and compares with values computed here. Nothing from the submission is ever
imported or unpickled in this process.
"""

from __future__ import annotations

import json
import logging
import os
import select
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from attnlab.grading import codec
from attnlab.grading.model import Exercise, MalformedResult, Outcome

log = logging.getLogger(__name__)
ROOT = Path(__file__).resolve().parent.parent.parent
WORKER = Path(__file__).resolve().parent / "worker.py"
ERROR_KEYS = {"feedback.raised", "feedback.timeout", "feedback.cpu_limit", "feedback.killed",
              "feedback.exited", "feedback.crashed", "feedback.forbidden", "feedback.load_failed",
              "feedback.malformed", "feedback.sandbox_failed"}


@dataclass(frozen=True)
class Limits:
    cpu_seconds: int = 20
    wall_seconds: float = 30.0
    memory_bytes: int = 3 * 2**30
    file_bytes: int = 2**20


def _scrubbed_env(home: str) -> dict[str, str]:
    # No tokens, keys or proxies: only what Python and the math libraries need.
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
           "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", "PYTHONDONTWRITEBYTECODE": "1"}
    for key in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE", "CUDA_VISIBLE_DEVICES", "LD_LIBRARY_PATH"):
        if key in os.environ:  # hardware settings, not secrets
            env[key] = os.environ[key]
    return env


def probe_modules(chosen: Sequence[Exercise]) -> list[list[str]]:
    """[module name, file] of each exercise's probe, for the worker to import before it forks.

    Bundled exercises import by name; an instructor's pack module is loaded from its file.
    """
    out: list[list[str]] = []
    for e in chosen:
        name = module_of(e)
        entry = [name, str(getattr(sys.modules.get(name), "__file__", "") or "")]
        if entry not in out:
            out.append(entry)
    return out


def module_of(exercise: Exercise) -> str:
    """The name of the module that defines ``exercise`` as EXERCISE or in EXERCISES."""
    for name, module in list(sys.modules.items()):
        exported = getattr(module, "__dict__", {})
        if exported.get("EXERCISE") is exercise or any(
                e is exercise for e in exported.get("EXERCISES", ()) or ()):
            return name
    raise LookupError(f"no module exports exercise {exercise.id}")


class Sandbox:
    """One warm worker process. Thread-safe: jobs are sent one at a time."""

    def __init__(self, device: str = "cpu", limits: Limits = Limits(), *,
                 exercises: Sequence[Exercise]):
        self.device = device
        self.exercises = tuple(exercises)
        self.limits = limits
        self._lock = threading.Lock()
        self._proc: subprocess.Popen | None = None
        self._home = tempfile.mkdtemp(prefix="attnlab-home-")
        self._buffer = b""
        self._jobs = 0
        self.info: dict = {}

    # --- process management ---

    def start(self) -> None:
        if self._proc and self._proc.poll() is None:
            return
        self._buffer = b""
        self._proc = subprocess.Popen(
            [sys.executable, "-I", str(WORKER), str(ROOT), json.dumps(probe_modules(self.exercises))],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            env=_scrubbed_env(self._home), cwd=self._home, start_new_session=True,
        )
        ready = self._read_line(120.0)
        if not ready or not ready.get("ready"):
            self.close()
            raise RuntimeError("sandbox worker did not start")
        self.info = ready

    def close(self) -> None:
        """Stop the worker (a later job starts a new one)."""
        if self._proc:
            try:
                self._proc.kill()
                self._proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                pass
            self._proc = None

    def __del__(self):
        self.close()
        shutil.rmtree(self._home, ignore_errors=True)

    def protections(self) -> dict:
        """What confines a submission here (after start)."""
        return {
            "separate_process": True,
            "resource_limits": asdict(self.limits),
            "scrubbed_environment": True,
            "landlock_abi": int(self.info.get("landlock", 0)),
            "seccomp": bool(self.info.get("seccomp", False)),
        }

    def strict(self) -> bool:
        """Filesystem and system-call confinement both active: safe enough for a hosted Space."""
        p = self.protections()
        return p["landlock_abi"] >= 1 and p["seccomp"]

    def _read_line(self, timeout: float) -> dict | None:
        assert self._proc and self._proc.stdout
        fd = self._proc.stdout.fileno()
        deadline = time.monotonic() + timeout
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                continue
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                return None
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        return json.loads(line)

    def _run(self, exercise_id: str, source: str, payload: dict) -> dict:
        with self._lock:
            self.start()
            self._jobs += 1
            module = next((module_of(e) for e in self.exercises if e.id == exercise_id), "")
            job = {"job": self._jobs, "exercise": exercise_id, "module": module, "source": source,
                   "payload": payload, "device": self.device, "limits": asdict(self.limits)}
            try:
                assert self._proc and self._proc.stdin
                self._proc.stdin.write((json.dumps(job) + "\n").encode())
                self._proc.stdin.flush()
                reply = self._read_line(self.limits.wall_seconds + 30.0)
            except (OSError, ValueError):
                reply = None
            if reply is None:  # the worker itself failed: restart it for the next job
                self.close()
                return {"problem": "feedback.sandbox_failed", "args": {}}
            return reply

    # --- grading ---

    def _outcome(self, exercise: Exercise, payload: dict, reply: dict) -> Outcome:
        points = exercise.points
        if "raw" in reply:
            try:
                reply = codec.loads(reply["raw"])
                if not isinstance(reply, dict):
                    raise MalformedResult("reply")
            except MalformedResult as e:
                return Outcome("error", 0, points, "feedback.malformed", {"what": str(e)[:200]})
        if "problem" in reply:
            key = reply["problem"] if isinstance(reply["problem"], str) else "feedback.malformed"
            args = reply.get("args") if isinstance(reply.get("args"), dict) else {}
            args = {str(k): str(v)[:300] for k, v in args.items()}
            if key == "feedback.missing":
                return Outcome("missing", 0, points, key, {})
            return Outcome("error" if key in ERROR_KEYS else "failed", 0, points, key, args)
        if not isinstance(reply.get("result"), dict):
            return Outcome("error", 0, points, "feedback.malformed", {"what": "result"})
        return exercise.grade(payload, reply["result"])

    def grade(self, source: str, ids: list[str] | None = None) -> list[tuple[Exercise, Outcome]]:
        """Grade every exercise (or those in ``ids``) of one submission's source."""
        chosen = [e for e in self.exercises if ids is None or e.id in ids]
        load = self._run("__load__", source, {})
        names: set[str] = set()
        problem = None
        if "raw" in load:
            try:
                parsed = codec.loads(load["raw"])
                if "problem" in parsed:
                    problem = parsed
                else:
                    names = {n for n in parsed["result"]["names"] if isinstance(n, str)}
            except (MalformedResult, KeyError, TypeError):
                problem = {"problem": "feedback.malformed", "args": {"what": "names"}}
        else:
            problem = load
        results = []
        for exercise in chosen:
            if problem is not None:
                results.append((exercise, self._outcome(exercise, {}, problem)))
            elif exercise.id not in names:
                results.append((exercise, Outcome("missing", 0, exercise.points, "feedback.missing")))
            else:
                payload = {**exercise.make_payload(), "device": self.device}
                payload = codec.loads(codec.dumps(payload))  # exactly what the child sees
                reply = self._run(exercise.id, source, payload)
                results.append((exercise, self._outcome(exercise, payload, reply)))
        return results


_shared: dict[str, Sandbox] = {}
_shared_lock = threading.Lock()


def shared_sandbox(exercises: Sequence[Exercise], device: str = "cpu") -> Sandbox:
    """One long-lived sandbox per device for the app (started on first use, not at import)."""
    with _shared_lock:
        if device not in _shared:
            _shared[device] = Sandbox(device, exercises=exercises)
        return _shared[device]
