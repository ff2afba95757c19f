"""A probe needs no file once the worker has forked: after confinement the child may open nothing,
so everything a probe (and a reference answer) uses must be imported with the probe files.

A fresh interpreter imports what the worker imports (torch and the probe files alone, through
worker.import_probes), then forbids every file open and every new import (an audit hook) and runs
each exercise's probe on the reference answer, with payloads drawn here.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import exercises
from attnlab.grading.runner import payload_rng, probe_modules

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
job = json.loads(sys.stdin.read())
import torch
torch.ones(2, dtype=torch.float16).sum().float()  # cpuinfo, as the worker's main() does
from attnlab.grading import worker
worker.import_probes(job["probes"])

def refuse(event, args):
    if event in ("open", "import", "os.listdir", "os.scandir"):
        raise PermissionError(f"{event} {args[0]!r} after the fork")

sys.addaudithook(refuse)
failed = {}
for task in job["tasks"]:
    namespace = {}
    exec(task["solution"], namespace)
    try:
        result = worker.find_probe(task)(namespace[task["id"]], task["payload"], "cpu")
        json.dumps(result)
    except BaseException as e:  # noqa: BLE001
        failed[task["id"]] = f"{type(e).__name__}: {e}"[:300]
print(json.dumps(failed))
"""


def test_probes_and_answers_run_without_opening_a_file():
    tasks = [{"id": e.id, "probe": e.probe_module, "kind": e.kind, "solution": e.solution,
              "payload": json.loads(json.dumps({**e.make_payload(payload_rng(5, e.id)),
                                                "device": "cpu"}))}
             for e in exercises.ALL]
    job = json.dumps({"probes": probe_modules(exercises.ALL), "tasks": tasks})
    proc = subprocess.run([sys.executable, "-I", "-c", CHILD, str(ROOT)], input=job, text=True,
                          capture_output=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(proc.stdout.strip().splitlines()[-1]) == {}
