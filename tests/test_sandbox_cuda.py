"""The sandbox's CUDA branch under attack (issue 34): a GPU child opens the NVIDIA device files and
nothing else of /dev or /sys, cannot lift its share of the GPU's memory, and leaves neither its
memory nor its data to the next learner. Skipped without a GPU; run on one by the GPU check."""

from __future__ import annotations

import pytest
import torch

import exercises
from attnlab.grading.runner import Limits, Sandbox
# The CPU attacks' helpers: an attack reports what it saw through a raising answer.
from test_sandbox import assert_honest_still_passes, grade, observe

pytestmark = [pytest.mark.sandbox, pytest.mark.gpu,
              pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")]

@pytest.fixture(scope="module")
def gpu_sandbox():
    sb = Sandbox("cuda", Limits(wall_seconds=30, budget_seconds=90), exercises=exercises.ALL)
    sb.start()
    assert sb.strict(), sb.missing()  # Landlock, seccomp and the driver's memory figures
    yield sb
    sb.close()


def test_a_gpu_child_touches_no_device_or_sys_file_but_the_gpus(gpu_sandbox):
    seen = observe(gpu_sandbox, """
        import glob, os, torch
        seen = {"cuda": float(torch.ones(3, device="cuda").sum())}  # the GPU itself works
        for path in ("/dev/mem", "/dev/kmsg", "/dev/port", "/dev/vda", "/dev/sda", "/dev/tty",
                     "/sys/kernel/mm/transparent_hugepage/enabled", "/sys/class/dmi/id/product_uuid",
                     "/proc/driver/nvidia/version", "/proc/self/maps", "/proc/1/cmdline",
                     *glob.glob("/sys/bus/pci/devices/*/config")[:2]):
            try:
                open(path, "rb").read(8)
                seen[path] = "read"
            except OSError as e:
                seen[path] = type(e).__name__
        for path in ("/dev", "/sys/class", "/sys/bus/pci/devices", "/proc/driver/nvidia"):
            try:
                os.listdir(path)
                seen[path] = "read"
            except OSError as e:
                seen[path] = type(e).__name__
        for path in ("/dev/shm/attnlab-x", "/sys/bus/pci/rescan", "/sys/kernel/mm/ksm/run",
                     "/dev/nvidia-x"):
            try:
                with open(path, "w") as f:
                    f.write("1")
                seen[path] = "written"
            except OSError as e:
                seen[path] = type(e).__name__
    """)
    assert "'cuda': 3.0" in seen, seen
    assert "'read'" not in seen and "'written'" not in seen, seen
    assert_honest_still_passes(gpu_sandbox)


LIFTS = {  # each lifts or goes around the child's own allocator bound
    "fraction": "torch.cuda.set_per_process_memory_fraction(1.0)\n"
                "held = torch.empty(int(0.6 * total), dtype=torch.uint8, device='cuda')\n",
    "ctypes": "import ctypes, glob, os\n"
              "libs = [p for d in __import__('sys').path for p in glob.glob(os.path.join(d, 'nvidia', '*', 'lib', 'libcudart.so*'))]\n"
              "rt = ctypes.CDLL(libs[0]) if libs else ctypes.CDLL('libcudart.so')\n"
              "ptr = ctypes.c_void_p()\n"
              "assert rt.cudaMalloc(ctypes.byref(ptr), ctypes.c_size_t(int(0.6 * total))) == 0\n"
              "held = ptr\n",
}


@pytest.mark.parametrize("route", sorted(LIFTS))
def test_a_child_cannot_keep_more_than_its_share_of_the_gpu(gpu_sandbox, route):
    """Children grade side by side on one GPU: one holding 60 % of it would leave the others
    "out of memory". The worker reads the driver's figures and stops it."""
    source = ("import time, torch\n"
              "total = torch.cuda.get_device_properties(0).total_memory\n"
              + LIFTS[route] + "time.sleep(10)\nex_omega = 0.9544\n")
    outcome = grade(gpu_sandbox, source, ("ex_omega",))["ex_omega"]
    assert outcome.feedback == "feedback.gpu_memory", outcome
    assert_honest_still_passes(gpu_sandbox)


def test_the_next_learner_gets_the_memory_and_none_of_the_data(gpu_sandbox):
    """A child's memory goes back when it ends, and what it wrote there is not readable by the
    next child that allocates the same amount."""
    # One learner fills a fifth of the GPU with a marker and ends normally.
    writer = """
        import torch
        total = torch.cuda.get_device_properties(0).total_memory
        marker = torch.full((int(0.2 * total),), 0x5A, dtype=torch.uint8, device="cuda")
        torch.cuda.synchronize()
        ex_omega = 0.9544
    """
    assert grade(gpu_sandbox, writer, ("ex_omega",))["ex_omega"].status == "passed"
    seen = observe(gpu_sandbox, """
        import torch
        total = torch.cuda.get_device_properties(0).total_memory
        free, _ = torch.cuda.mem_get_info()
        leftover = torch.empty((2 << 30,), dtype=torch.uint8, device="cuda")
        seen = {"free_share": round(free / total, 2),
                "marker_bytes": int((leftover == 0x5A).sum())}
    """)
    free_share = float(seen.split("'free_share': ")[1].split(",")[0])
    marker_bytes = int(seen.split("'marker_bytes': ")[1].split("}")[0])
    assert free_share > 0.9, seen  # the writer's fifth came back
    # Uninitialised memory may hold any byte; the writer's 0x5A must not fill it (a 1/256 chance
    # per byte for unrelated data). 2 GiB: reading a fifth of the GPU back tripped an internal
    # assert of torch 2.11's caching allocator under the per-process fraction.
    assert marker_bytes < 0.05 * (2 << 30), seen


def test_answers_right_only_on_the_device_they_chose_fail_on_a_gpu_host_too(gpu_sandbox):
    """Graded on a GPU host, an answer that picks cuda itself ("cuda if available") or keeps its
    first module is on the device it was asked for: asked for the meta device as well, it is
    caught as on the CPU (seen passing on an H200 before the meta call ran on every device)."""
    picks = """
        import torch
        def ex3_3(MultiHeadAttention, device):
            return MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).to(
                "cuda" if torch.cuda.is_available() else "cpu")
    """
    keeps = """
        _built = []
        def ex3_3(MultiHeadAttention, device):
            if not _built:
                _built.append(MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).to(device))
            return _built[0]
    """
    for source in (picks, keeps):
        outcome = grade(gpu_sandbox, source, ("ex3_3",))["ex3_3"]
        assert outcome.status == "failed" and outcome.feedback.startswith("ex3_3.not_moved"), outcome


def test_a_gpu_child_runs_half_precision_on_the_cpu(gpu_sandbox):
    """cpuinfo, which torch initialises on the first half-precision op, reads /proc and /sys: the
    worker initialises it before forking, as a confined child cannot ("Failed to initialize
    cpuinfo!" on an H200 before)."""
    outcome = grade(gpu_sandbox, """
        import torch
        def ex_stable_softmax(x, dim):
            y = x.cpu().half().float()
            return torch.softmax(y, dim=dim).to(x.device)
    """, ("ex_stable_softmax",))["ex_stable_softmax"]
    assert "cpuinfo" not in str(outcome.args), outcome
