"""The sandbox worker: a warm process with torch imported that grades one answer per forked child.

Run as ``python -I worker.py REPO_ROOT`` by attnlab.grading.runner, with a scrubbed environment.
It reads one JSON job per line on stdin and writes one JSON reply per line on stdout. For every
job it forks a child that confines itself (attnlab.grading.confine), runs the submission's source
and the exercise's probe, and sends plain JSON back through a pipe. The worker itself never runs
submitted code, so a hostile child can crash only itself.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import signal
import sys
import tempfile
import time
import traceback

CHILD_RESULT_LIMIT = 64 * 2**20
OUTPUT_KEEP = 2000  # characters of the submission's own prints kept for the report


def _reply(obj: dict) -> None:
    sys.__stdout__.write(json.dumps(obj, allow_nan=False) + "\n")
    sys.__stdout__.flush()


def _child(job: dict, write_fd: int, scratch: str) -> None:
    """Runs in the forked child; never returns."""
    code = 0
    try:
        from attnlab.grading import codec, confine
        from attnlab.grading.model import AnswerProblem
        import torch

        limits = job["limits"]
        device = job["device"]
        os.chdir(scratch)
        torch.set_num_threads(1)
        out = os.open(os.path.join(scratch, "output.txt"), os.O_WRONLY | os.O_CREAT, 0o600)
        null = os.open("/dev/null", os.O_RDONLY)
        os.dup2(null, 0)
        os.dup2(out, 1)
        os.dup2(out, 2)
        for fd in range(3, 256):  # keep only the result pipe
            if fd != write_fd:
                try:
                    os.close(fd)
                except OSError:
                    pass
        # Load lazy kernels (and initialise CUDA) while the filesystem is still open.
        torch.ones(2, 2, device=device) @ torch.ones(2, 2, device=device)
        gpu = device.startswith("cuda")
        # CUDA reserves far more address space than it uses, so the memory limit would break it.
        memory = -1 if gpu else limits["memory_bytes"]
        confine.set_limits(limits["cpu_seconds"], memory, limits["file_bytes"])
        confine.apply_landlock(scratch, devices=gpu)
        confine.apply_seccomp()

        namespace = {"__name__": "answers", "__builtins__": __builtins__}
        try:
            exec(compile(job["source"], "answers.py", "exec"), namespace)
        except BaseException as e:  # SystemExit and KeyboardInterrupt too: loading failed
            reply = {"problem": "feedback.load_failed",
                     "args": {"error": f"{type(e).__name__}: {e}"[:300]}}
        else:
            if job["exercise"] == "__load__":
                reply = {"result": {"names": sorted(k for k in namespace if isinstance(k, str))}}
            elif job["exercise"] not in namespace:
                reply = {"problem": "feedback.missing", "args": {}}
            else:
                probe = find_probe(job["module"], job["exercise"])
                try:
                    result = probe(namespace[job["exercise"]], job["payload"], job["device"])
                    reply = {"result": result}
                except AnswerProblem as p:
                    reply = {"problem": p.key, "args": p.args_}
                except BaseException as e:  # noqa: BLE001 - the answer's failure, in words
                    reply = {"problem": "feedback.raised",
                             "args": {"error": f"{type(e).__name__}: {e}"[:300]}}
        data = codec.dumps(reply).encode()
        view = memoryview(data)
        while view:
            n = os.write(write_fd, view)
            view = view[n:]
    except BaseException:  # noqa: BLE001
        code = 70
        try:
            os.write(2, traceback.format_exc().encode()[-2000:])
        except OSError:
            pass
    os._exit(code)


def _read_output(scratch: str) -> str:
    try:
        with open(os.path.join(scratch, "output.txt"), "rb") as f:
            return f.read(OUTPUT_KEEP * 4).decode("utf-8", "replace")[:OUTPUT_KEEP]
    except OSError:
        return ""


def import_probe_module(name: str, path: str):
    """Import an exercise module by name, or (an instructor's pack) from its file."""
    import importlib
    import importlib.util

    try:
        return importlib.import_module(name)
    except ImportError:
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        return module


def find_probe(module_name: str, exercise_id: str):
    """The probe of exercise ``exercise_id`` in a module exporting EXERCISE or EXERCISES."""
    module = sys.modules[module_name]
    found = [getattr(module, "EXERCISE", None), *getattr(module, "EXERCISES", ())]
    return next(e.probe for e in found if e is not None and e.id == exercise_id)


def run_job(job: dict) -> dict:
    scratch = tempfile.mkdtemp(prefix="attnlab-")
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_fd)
        _child(job, write_fd, scratch)
    os.close(write_fd)
    deadline = time.monotonic() + job["limits"]["wall_seconds"]
    chunks, size, timed_out, too_big = [], 0, False, False
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                timed_out = True
                break
            ready, _, _ = select.select([read_fd], [], [], min(left, 0.5))
            if ready:
                chunk = os.read(read_fd, 1 << 20)
                if not chunk:
                    break
                size += len(chunk)
                if size > CHILD_RESULT_LIMIT:
                    too_big = True
                    break
                chunks.append(chunk)
    finally:
        os.close(read_fd)
    if timed_out or too_big:
        os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    output = _read_output(scratch)
    shutil.rmtree(scratch, ignore_errors=True)
    reply: dict = {"job": job["job"], "output": output}
    if timed_out:
        return {**reply, "problem": "feedback.timeout", "args": {"seconds": job["limits"]["wall_seconds"]}}
    if too_big:
        return {**reply, "problem": "feedback.malformed", "args": {"what": "result too large"}}
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        key = {signal.SIGXCPU: "feedback.cpu_limit", signal.SIGKILL: "feedback.killed",
               signal.SIGSYS: "feedback.forbidden"}.get(sig, "feedback.crashed")
        return {**reply, "problem": key, "args": {"signal": signal.Signals(sig).name}}
    raw = b"".join(chunks)
    if not raw:
        return {**reply, "problem": "feedback.exited", "args": {"code": os.WEXITSTATUS(status)}}
    # The child's bytes go back as text; the parent parses and validates them.
    return {**reply, "raw": raw.decode("utf-8", "replace")}


def main() -> None:
    root = sys.argv[1]
    if sys.path and sys.path[0] == os.path.dirname(os.path.abspath(__file__)):
        sys.path.pop(0)  # the script's own folder must not shadow top-level modules
    sys.path.insert(0, root)
    import torch  # noqa: F401  - imported once here, shared by every forked child
    for name, path in json.loads(sys.argv[2]):  # the probes: never a submission, never a solution
        import_probe_module(name, path)
    from attnlab.grading import codec, confine  # noqa: F401

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _reply({"ready": True, "landlock": confine.landlock_abi(),
            "seccomp": confine.seccomp_supported()})
    for line in sys.stdin:
        try:
            job = json.loads(line)
        except ValueError:
            continue
        try:
            _reply(run_job(job))
        except Exception as e:  # noqa: BLE001 - keep serving; the parent reports the error
            _reply({"job": job.get("job"), "problem": "feedback.crashed", "args": {"signal": repr(e)[:200]}})


if __name__ == "__main__":
    main()
