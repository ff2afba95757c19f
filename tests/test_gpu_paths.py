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
