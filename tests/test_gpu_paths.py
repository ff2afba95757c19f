"""What running on a GPU taught (issue 34, on an H100 with torch 2.11): checks that hold on any
machine. The CUDA runs themselves are tests/test_checkers.py::test_cuda_gives_the_cpu_verdicts and
tests/test_cli.py::test_grading_on_cuda, skipped without a GPU."""

from __future__ import annotations

import json
import os
import stat

import pytest
import torch

import gpt2_model
from attnlab import gpt2
from attnlab.grading import preload, worker
from attnlab.grading.runner import Sandbox


def test_trace_puts_the_ids_on_the_models_device(tmp_path_factory):
    """A model moved to a GPU got its token ids on the CPU ("index is on cpu, different from
    other tensors on cuda:0"). The meta device stands in for a second device here."""
    model = gpt2.load_model(gpt2_model.session_folder(tmp_path_factory))
    cpu = gpt2.trace(model, [1, 2, 3])
    assert cpu.weights.device.type == "cpu"
    model = model.to("meta")  # meta's kernels accept CPU ids: look at the ids themselves
    seen, embed = [], model.embed
    model.embed = lambda ids: seen.append(ids.device) or embed(ids)
    moved = gpt2.trace(model, [1, 2, 3])
    assert seen == [torch.device("meta")]
    assert moved.weights.device.type == "meta" and moved.weights.shape == cpu.weights.shape


def test_a_gpu_worker_skips_the_warm_up_that_initialises_cuda(monkeypatch):
    """The warm-up runs autograd backward, which initialises CUDA in the forking worker: every
    CUDA child then failed with "CUDA error: initialization error". A CPU worker still warms up."""
    ran = []
    monkeypatch.setattr(preload, "modules", lambda: [])
    monkeypatch.setattr(preload, "plotting", lambda: ran.append("plotting"))
    monkeypatch.setattr(preload, "warm_up", lambda: ran.append("warm_up"))
    preload.preload(gpu=True)
    assert ran == ["plotting"]
    preload.preload()
    assert ran == ["plotting", "plotting", "warm_up"]


def test_a_child_that_cannot_set_itself_up_says_why():
    """Before, the grader's log said only 'exit code 70'; the cause (a CUDA error, a Landlock
    EACCES) had to be found on the machine."""
    r, w = os.pipe()
    try:
        raise PermissionError(13, "Permission denied", "/tmp/x")
    except PermissionError as e:
        worker._report_setup_failure(w, e)
    os.close(w)
    line = json.loads(os.read(r, 4096).decode())
    os.close(r)
    assert line["confined"] is False
    assert line["error"].startswith("PermissionError: [Errno 13] Permission denied")
    assert "test_gpu_paths.py" in line["where"]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0, reason="children change uid as root only")
def test_children_of_other_uids_can_reach_their_scratch_folders():
    """As root each child takes a uid of its own and its scratch folder lies under the runner's
    home: a 0700 home kept every child out where the interpreter is world-readable (the child then
    keeps no CAP_DAC_READ_SEARCH), so every answer failed on the GPU machine, on CPU too."""
    ex = [e for e in __import__("attnlab.registry", fromlist=["x"]).exercises([]) if e.id == "ex_omega"]
    sb = Sandbox("cpu", exercises=ex, outer="none")
    try:
        sb.start()
        assert stat.S_IMODE(os.stat(sb._home).st_mode) == 0o711  # search, not list
        ((_, outcome),) = sb.grade(ex[0].solution, seed=1)
        assert outcome.status == "passed"
    finally:
        sb.close()


def test_a_sandbox_that_failed_to_build_is_collected_quietly():
    """Sandbox("cuda") without its exercises raised TypeError, then __del__ raised AttributeError."""
    with pytest.raises(TypeError):
        Sandbox("cuda")  # type: ignore[call-arg]


def test_the_worker_kills_a_child_over_its_share_of_the_gpu(monkeypatch):
    """A child can lift its own allocator's bound (set_per_process_memory_fraction(1.0), or
    cudaMalloc through ctypes); the worker reads the driver's per-process figures instead and
    kills the child over its share. A stand-in for NVML says which pid holds what."""
    import signal
    import subprocess

    from attnlab import i18n
    from attnlab.grading import gpu_watch

    procs = {name: subprocess.Popen(["sleep", "30"]) for name in ("modest", "greedy")}
    watch = gpu_watch.GpuWatch(library="libdoes-not-exist.so")
    assert not watch.active  # no driver here: the bound is reported absent, never assumed
    watch.active, watch.limit = True, 10 << 30
    monkeypatch.setattr(watch, "usage", lambda: {procs["modest"].pid: 9 << 30,
                                                 procs["greedy"].pid: 11 << 30, 1: 70 << 30})
    children = {p.pid: "/nonexistent" for p in procs.values()}
    overflowed: dict[int, str] = {}
    try:
        worker._watch_gpu(watch, children, overflowed)
        assert procs["greedy"].wait(timeout=10) == -signal.SIGKILL
        assert overflowed == {procs["greedy"].pid: "gpu_memory"}
        assert procs["modest"].poll() is None  # the other learner's child runs on
    finally:
        for p in procs.values():
            p.kill()
            p.wait()
    key, args = Sandbox(exercises=[])._death("eof", {"signal": 9, "reason": "gpu_memory"})
    assert key == "feedback.gpu_memory" and args == {"percent": 25}
    assert "25" in i18n.t(key, "zh", **args) and "GPU" in i18n.t(key, "en", **args)


def test_a_gpu_grader_without_the_drivers_memory_figures_is_not_strict():
    """Without NVML's per-process figures nothing outside a child bounds its GPU memory, so a
    CUDA sandbox lists the protection as missing (and refuses others' code unless unsafe)."""
    sb = Sandbox("cuda", exercises=[])
    sb.info = {"landlock": 3, "seccomp": True, "uid": 0, "gpu_watch": False}
    assert any("NVML" in m for m in sb.missing())
    sb.info["gpu_watch"] = True
    assert sb.missing() == []
    cpu = Sandbox("cpu", exercises=[])
    cpu.info = {"landlock": 0, "seccomp": True, "uid": 0}
    assert cpu.missing() == []


def test_a_cpu_worker_does_not_see_the_gpus():
    """On an H200 a CPU worker's warm-up backward started the autograd engine's GPU threads, and
    every child's backward raised "Unable to handle autograd's threading in combination with
    fork-based multiprocessing". A CPU worker is started with no visible GPU; a GPU one keeps
    the host's choice."""
    from attnlab.grading.runner import _scrubbed_env

    assert _scrubbed_env("/h")["CUDA_VISIBLE_DEVICES"] == ""
    assert _scrubbed_env("/h", gpu=True).get("CUDA_VISIBLE_DEVICES") == os.environ.get("CUDA_VISIBLE_DEVICES")


def test_the_children_compute_with_the_kernels_the_operator_chose(monkeypatch):
    """Under ATEN_CPU_CAPABILITY=default the trusted side and the sandbox's children drew a
    probe's module weights with different kernels, so their bits differed (test_fresh_inputs'
    recorded table found none of ex_mha_forward's inputs); secrets still stay out."""
    from attnlab.grading.runner import _scrubbed_env

    monkeypatch.setenv("ATEN_CPU_CAPABILITY", "default")
    monkeypatch.setenv("ATTNLAB_TEST_SECRET", "hunter2")
    env = _scrubbed_env("/h")
    assert env["ATEN_CPU_CAPABILITY"] == "default" and "ATTNLAB_TEST_SECRET" not in env
    monkeypatch.delenv("ATEN_CPU_CAPABILITY")
    assert "ATEN_CPU_CAPABILITY" not in _scrubbed_env("/h")


@pytest.mark.parametrize("default", ["meta"])
def test_lessons_compute_on_the_cpu_whatever_the_default_device(default):
    """With CUDA as torch's default device every lesson step that draws (a CPU generator) raised
    "Expected a 'cuda' device type for generator" (an H200, benchmarks/handlers.py --device
    cuda). The meta device stands in for the GPU: the steps give the CPU's very texts."""
    import gradio as gr

    from attnlab import examples
    from attnlab.lessons import dropout, masking
    from attnlab.lessons.dropout.tab import dropout_step
    from attnlab.lessons.masking.tab import masking_step

    request = gr.Request(headers={"accept-language": "en"})
    book = [list(r) for r in examples.EMBEDDINGS]
    calls = [(dropout_step, [0.5, 123, 1000, 1, s]) for s in dropout.STEPS]
    calls += [(masking_step, [book, " ".join(examples.TOKENS), 789, 2, 4, 0.5, [4, 5], -1e9, 2, s])
              for s in masking.STEPS]
    for fn, args in calls:
        text, formula, _ = fn(*args, request=request)
        with torch.device(default):
            moved_text, moved_formula, _ = fn(*args, request=request)
        assert (moved_text, moved_formula) == (text, formula), args[-1]
    assert torch.get_default_device().type == "cpu"


def test_the_memory_bound_is_on_what_the_answer_adds(tmp_path):
    """A CUDA build of torch maps several GiB of libraries on import, on a CPU worker too. With a
    bound on the total below that, every new thread stack and large buffer failed (an H100 host:
    the child exited 1 at torch.set_num_threads(4)). A 4 GiB reservation stands in for those
    libraries: the child still starts threads and allocates within its share, and not beyond it."""
    import subprocess
    import sys
    import textwrap

    script = textwrap.dedent("""
        import mmap, threading
        from attnlab.grading import confine
        libraries = mmap.mmap(-1, 4 * 2**30, flags=mmap.MAP_PRIVATE, prot=0)  # PROT_NONE: never touched
        confine.set_limits(60, 256 * 2**20, 2**20)
        threads = [threading.Thread(target=lambda: bytearray(2**20)) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        within = bytearray(64 * 2**20)
        try:
            bytearray(512 * 2**20)
            beyond = "allocated"
        except MemoryError:
            beyond = "refused"
        print(len(within), beyond)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60, cwd=tmp_path,
                          env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == [str(64 * 2**20), "refused"]
