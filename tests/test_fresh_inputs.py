"""Answers must compute: every grading run draws its probe inputs from a seed of its own.

The attack of issue 18: a table from a hash of the inputs to the outputs a correct answer gave in
one run, replayed by a submission with no attention code. It scores full marks on a run with the
recorded seed (so the table is real) and nothing on a run with another seed, where the correct
answers keep full marks. The same seed gives the same verdicts, and reports record it.
"""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import exercises
from attnlab.grading import codec
from attnlab.grading.runner import Sandbox, payload_rng

# Each test grades through the sandbox worker or the CLI in subprocesses (seconds each).
pytestmark = pytest.mark.sandbox

ROOT = Path(__file__).resolve().parent.parent
# The exercises whose answer is a function of tensors (or of a module's layers and a tensor).
TABLED = ("ex_stable_softmax", "ex_causal_weights", "ex_padding_attention", "ex_split_merge",
          "ex_mha_forward", "ex_softmax_backward", "ex_fix_second_head", "ex_fix_mask_heads")
RECORDED, OTHER = 1234, 98765

KEY_SOURCE = '''
import hashlib, torch

def _key(args):
    """A hash of the inputs: tensors by value and shape, modules by their state."""
    h = hashlib.sha256()
    for a in args:
        tensors = list(a.state_dict().values()) if isinstance(a, torch.nn.Module) else [a]
        for t in tensors:
            if isinstance(t, torch.Tensor):
                h.update(repr(tuple(t.shape)).encode())
                h.update(t.detach().cpu().double().numpy().tobytes())
            else:
                h.update(repr(t).encode())
    return h.hexdigest()
'''

REPLAY_SOURCE = '''
def _replay(name):
    def answer(*args):
        outputs = TABLE[name].get(_key(args))
        if outputs is None:  # an input never recorded: nothing to give back
            return torch.zeros(1)
        # in the inputs' dtype, as a right answer keeps it (the grader also runs a float64 copy)
        dtype = next((a.dtype for a in args if isinstance(a, torch.Tensor) and a.is_floating_point()),
                     torch.float32)
        got = [torch.tensor(o["data"], dtype=dtype).reshape(o["shape"]) for o in outputs]
        return got[0] if len(got) == 1 else tuple(got)
    return answer
'''


def record_table(seed: int) -> dict:
    """{exercise id: {hash of inputs: outputs}}, recorded from the reference answers on exactly
    the payloads a run with ``seed`` sends (the probes run here, as the child would run them)."""
    import importlib

    space: dict = {}
    exec(KEY_SOURCE, space)
    table = {}
    for ex_id in TABLED:
        ex = exercises.BY_ID[ex_id]
        namespace: dict = {}
        exec(ex.solution, namespace)
        right, seen = namespace[ex_id], {}

        def recorder(*args, right=right, seen=seen):
            key = space["_key"](args)
            out = right(*args)
            seen[key] = [codec.encode_tensor(t) for t in (out if isinstance(out, tuple) else (out,))]
            return out

        payload = json.loads(json.dumps({**ex.make_payload(payload_rng(seed, ex_id)),
                                         "device": "cpu"}))
        importlib.import_module(ex.probe_module).probe(recorder, payload, "cpu")
        table[ex_id] = seen
    return table


def table_submission(table: dict) -> str:
    lines = [KEY_SOURCE, "import json", f"TABLE = json.loads({json.dumps(table)!r})", REPLAY_SOURCE]
    lines += [f"{ex_id} = _replay({ex_id!r})" for ex_id in TABLED]
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", exercises=exercises.ALL)
    yield sb
    sb.close()


def verdicts(sandbox, source: str, seed: int) -> dict:
    return {e.id: (o.status, o.score, o.feedback, o.args)
            for e, o in sandbox.grade(source, list(TABLED), seed=seed)}


def test_a_recorded_table_scores_nothing_on_another_run(sandbox):
    table = table_submission(record_table(RECORDED))
    points = sum(exercises.BY_ID[i].points for i in TABLED)
    replayed = verdicts(sandbox, table, RECORDED)  # the run it was recorded on: the table is real
    assert sum(v[1] for v in replayed.values()) == points, replayed
    later = verdicts(sandbox, table, OTHER)
    assert all(v[0] != "passed" and v[1] == 0 for v in later.values()), later
    honest = "\n\n".join(exercises.BY_ID[i].solution for i in TABLED)
    assert sum(v[1] for v in verdicts(sandbox, honest, OTHER).values()) == points


def test_the_same_seed_gives_the_same_verdicts_and_fresh_seeds_fresh_inputs(sandbox):
    wrong = "import torch\n\ndef ex_stable_softmax(x, dim):\n    return torch.softmax(x, -1)\n\n" \
            "def ex_causal_weights(scores):\n    return torch.softmax(scores, -1) * 1.0001\n"
    first, again = verdicts(sandbox, wrong, OTHER), verdicts(sandbox, wrong, OTHER)
    assert first == again and first["ex_stable_softmax"][2] == "ex_stable_softmax.ignores_dim"
    ex = exercises.BY_ID["ex_causal_weights"]
    payloads = [json.dumps(ex.make_payload(payload_rng(seed, ex.id))) for seed in (1, 1, 2)]
    assert payloads[0] == payloads[1] != payloads[2]
    # the book's fixed examples stay beside the fresh draws
    cases = [exercises.BY_ID["ex3_1"].make_payload(payload_rng(seed, "ex3_1"))["cases"]
             for seed in (1, 2)]
    assert cases[0][0] == cases[1][0] == [3, 2, 789] and cases[0][1:] != cases[1][1:]


def run_cli(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "attnlab", "grade", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=600, env=dict(os.environ))


def test_reports_record_the_seed_and_grade_seed_reproduces_a_verdict(tmp_path):
    answers = tmp_path / "bob.py"
    answers.write_text("import torch\n\ndef ex_stable_softmax(x, dim):\n"
                       "    return torch.softmax(x, -1)\n\nex_omega = 0.9544\n")
    common = [str(answers), "--exercises", "ex_stable_softmax,ex_omega", "--seed", "4242"]
    first, again = run_cli(*common, "--format", "json"), run_cli(*common, "--format", "json")
    assert first.returncode == 0, first.stderr
    assert first.stdout == again.stdout and "4242" in first.stderr
    (submission,) = json.loads(first.stdout)["submissions"]
    by_id = {e["id"]: e for e in submission["exercises"]}
    assert submission["seed"] == 4242 and by_id["ex_omega"]["status"] == "passed"
    assert by_id["ex_stable_softmax"]["status"] == "failed"  # may earn a check before its slip
    assert submission["score"] == sum(e["score"] for e in by_id.values()) < submission["max_score"]
    text = run_cli(*common, "--format", "text", "--lang", "zh")
    assert "随机种子 4242" in text.stdout.splitlines()[0]
    rows = list(csv.DictReader(io.StringIO(run_cli(*common, "--format", "csv").stdout)))
    assert rows[0]["seed"] == "4242"
    gradescope = json.loads(run_cli(*common, "--format", "gradescope").stdout)
    assert "4242" in gradescope["output"]
    fresh = json.loads(run_cli(str(answers), "--exercises", "ex_omega", "--format", "json").stdout)
    assert isinstance(fresh["submissions"][0]["seed"], int)  # drawn, and still recorded
