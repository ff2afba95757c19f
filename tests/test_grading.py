"""The checkers through the real sandbox: references pass, wrong answers get the intended feedback,
hostile submissions are contained."""

from __future__ import annotations

import os
import textwrap

import pytest

import exercises
from attnlab.grading.runner import Limits, Sandbox
from attnlab.i18n import t_safe


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(cpu_seconds=4, wall_seconds=6), exercises=exercises.ALL)
    yield sb
    sb.close()


def grade_one(sandbox, exercise_id: str, source: str):
    ((_, outcome),) = sandbox.grade(textwrap.dedent(source), [exercise_id])
    return outcome


def test_protections_are_active_on_linux(sandbox):
    sandbox.start()
    p = sandbox.protections()
    assert p["separate_process"] and p["scrubbed_environment"]
    if os.uname().sysname == "Linux":
        assert p["seccomp"], "seccomp filter unavailable"
        assert sandbox.strict() == (p["landlock_abi"] >= 1)


@pytest.mark.parametrize("exercise", exercises.ALL, ids=lambda e: e.id)
def test_reference_solution_passes(sandbox, exercise):
    outcome = grade_one(sandbox, exercise.id, exercise.solution)
    assert outcome.status == "passed", t_safe(outcome.feedback, "en", **outcome.args)
    assert outcome.score == exercise.points


WRONG = [
    ("ex3_1", """
        import torch
        def ex3_1(sa_v1, sa_v2):
            sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight)
            sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight)
            sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight)
        """, "ex3_1.not_transposed"),
    # The same output by another route does not count: the parameters must change.
    ("ex3_1", "def ex3_1(sa_v1, sa_v2):\n    sa_v1.forward = sa_v2.forward\n", "ex3_1.weights_differ"),
    ("ex3_2", "def ex3_2(W):\n    return W(3, 2, 6, 0.0, num_heads=2)\n", "ex3_2.shape"),
    ("ex3_2", "def ex3_2(W):\n    return W(3, 1, 6, 0.0, num_heads=3)\n", "ex3_2.heads"),
    ("ex3_2", "def ex3_2(W):\n    return W\n", "ex3_2.not_wrapper"),
    ("ex3_3", "def ex3_3(M, device):\n    return M(768, 768, 1024, 0.0, num_heads=8).to(device)\n",
     "ex3_3.heads"),
    ("ex3_3", "def ex3_3(M, device):\n    return M(768, 768, 256, 0.0, num_heads=12).to(device)\n",
     "ex3_3.context"),
    ("ex3_3", "def ex3_3(M, device):\n    return M(768, 768, 1024, 0.0, 12, qkv_bias=True)\n",
     "ex3_3.count"),
    ("ex3_3", "import torch\ndef ex3_3(M, device):\n    with torch.device('meta'):\n"
     "        return M(768, 768, 1024, 0.0, 12)\n", "feedback.raised"),
    ("ex_omega", "ex_omega = 1.4950\n", "feedback.wrong_number"),
    ("ex_omega", "ex_omega = '0.9544'\n", "feedback.not_number"),
    ("ex_softmax_weight", "ex_softmax_weight = 0.1385\n", "feedback.wrong_number"),
    ("ex_softmax_weight", "ex_softmax_weight = True\n", "feedback.not_number"),
    ("ex_context", "ex_context = [0.4419, 0.6515]\n", "feedback.wrong_length"),
    ("ex_context", "ex_context = [0.4421, 0.5931, 0.5790]\n", "feedback.wrong_vector"),
    ("ex_dropout_survivor", "ex_dropout_survivor = 0.9\n", "feedback.wrong_number"),
    ("ex_dropout_survivor", "ex_dropout_survivor = 2.0\n", "feedback.wrong_number"),
    ("ex_shape_view", "ex_shape_view = (2, 6, 2, 2)\n", "feedback.wrong_shape_answer"),
    ("ex_shape_view", "ex_shape_view = (2, 2, 6)\n", "feedback.wrong_length"),
    ("ex_stable_softmax", "def ex_stable_softmax(x, dim):\n    return x.exp() / x.exp().sum(dim, keepdim=True)\n",
     "ex_stable_softmax.overflow"),
    ("ex_stable_softmax", "def ex_stable_softmax(x, dim):\n    return x / x.sum(dim, keepdim=True)\n",
     "feedback.wrong_values"),
    ("ex_causal_weights", "import torch\ndef ex_causal_weights(s):\n    return torch.softmax(s, -1)\n",
     "ex_causal_weights.future"),
    ("ex_causal_weights", "import torch\ndef ex_causal_weights(s):\n    return torch.softmax(s, -1).tril()\n",
     "ex_causal_weights.row_sum"),
    ("ex_padding_attention", """
        import torch
        def ex_padding_attention(scores, lengths):
            n = scores.shape[-1]
            pad = torch.arange(n)[None, :] >= lengths[:, None]
            return torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), -1)
        """, "ex_padding_attention.nan"),
    ("ex_padding_attention", """
        import torch
        def ex_padding_attention(scores, lengths):
            n = scores.shape[-1]
            pad = torch.arange(n)[None, :] >= lengths[:, None]
            w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), -1)
            return torch.nan_to_num(w, nan=0.0)
        """, "ex_padding_attention.query_rows"),
    ("ex_padding_attention", "import torch\ndef ex_padding_attention(s, l):\n    return torch.softmax(s, -1)\n",
     "ex_padding_attention.query_rows"),
    ("ex_split_merge", "def ex_split_merge(x, h):\n    b, n, d = x.shape\n"
     "    return x.view(b, n, h, d // h), x\n", "ex_split_merge.no_transpose"),
    ("ex_split_merge", "def ex_split_merge(x, h):\n    b, n, d = x.shape\n"
     "    return x.reshape(b, h, n, d // h), x\n", "ex_split_merge.reshape_mixes"),
    ("ex_mha_forward", """
        import torch
        def ex_mha_forward(mha, x):
            b, n, _ = x.shape
            heads = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
            q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
            w = torch.softmax(q @ k.transpose(2, 3) / mha.head_dim ** 0.5, dim=-1)
            return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
        """, "ex_mha_forward.no_mask"),
    ("ex_mha_forward", "def ex_mha_forward(mha, x):\n    return mha.W_value(x)\n", "feedback.wrong_values"),
    ("ex_softmax_backward", "def ex_softmax_backward(P, dP):\n    return P * dP\n",
     "ex_softmax_backward.missing_sum"),
    ("ex_softmax_backward", "def ex_softmax_backward(P, dP):\n    return dP\n", "feedback.wrong_values"),
    ("ex_fix_second_head", exercises.BY_ID["ex_fix_second_head"].starter, "ex_fix_second_head.same_head"),
    ("ex_fix_second_head", "import torch\ndef ex_fix_second_head(a):\n"
     "    return torch.stack([a[0, 0] @ a[0, 0].T, a[0, 1] @ a[0, 1].T])\n", "feedback.wrong_shape"),
    ("ex_fix_mask_heads", exercises.BY_ID["ex_fix_mask_heads"].starter, "ex_fix_mask_heads.head_axis"),
    ("ex_fix_mask_heads", "import torch\ndef ex_fix_mask_heads(s, pad):\n"
     "    return torch.softmax(s.masked_fill(pad[:, None, :, None], float('-inf')), -1)\n",
     "feedback.not_finite"),
]


@pytest.mark.parametrize("exercise_id,source,key", WRONG, ids=[f"{w[0]}-{w[2]}" for w in WRONG])
def test_wrong_answers_get_the_intended_feedback(sandbox, exercise_id, source, key):
    outcome = grade_one(sandbox, exercise_id, source)
    assert outcome.score == 0 and outcome.status in ("failed", "error")
    assert outcome.feedback == key, (outcome.feedback, outcome.args)
    for lang in ("en", "zh"):
        assert "?" not in t_safe(outcome.feedback, lang, **outcome.args).replace("？", "")


def test_every_exercise_has_at_least_two_wrong_answers_tested():
    counts = {e.id: 0 for e in exercises.ALL}
    for exercise_id, _, _ in WRONG:
        counts[exercise_id] += 1
    assert min(counts.values()) >= 2, counts


def test_missing_names_are_missing_not_errors(sandbox):
    results = dict((e.id, o) for e, o in sandbox.grade("ex_omega = 0.9544\n"))
    assert results["ex_omega"].status == "passed"
    assert all(o.status == "missing" for k, o in results.items() if k != "ex_omega")


# --- hostile submissions --------------------------------------------------------------------------

HOSTILE = {
    "endless loop": "def ex_stable_softmax(x, dim):\n    while True:\n        pass\n",
    "sleeps forever": "import time\ndef ex_stable_softmax(x, dim):\n    time.sleep(1000)\n",
    "explodes memory": "def ex_stable_softmax(x, dim):\n    return bytearray(10**11)\n",
    "forks": "import os\ndef ex_stable_softmax(x, dim):\n    os.fork()\n    os.fork()\n",
    "runs a shell": "import os\ndef ex_stable_softmax(x, dim):\n    os.system('touch {marker}')\n",
    "spawns a process": "import subprocess\ndef ex_stable_softmax(x, dim):\n"
                        "    subprocess.run(['touch', '{marker}'])\n",
    "exits early": "import os\ndef ex_stable_softmax(x, dim):\n    os._exit(0)\n",
    "raises SystemExit": "import sys\ndef ex_stable_softmax(x, dim):\n    sys.exit(0)\n",
    "monkeypatches torch": "import torch\ntorch.allclose = lambda *a, **k: True\n"
                           "torch.Tensor.__eq__ = lambda *a: True\n"
                           "def ex_stable_softmax(x, dim):\n    return x\n",
    "prints fake results": "print('{{\"result\": {{\"outputs\": []}}}}')\nimport sys\n"
                           "sys.stdout.write('PASSED ex_stable_softmax 2/2\\n')\n"
                           "def ex_stable_softmax(x, dim):\n    return x\n",
    "returns a tensor subclass": "import torch\nclass T(torch.Tensor):\n    pass\n"
                                 "def ex_stable_softmax(x, dim):\n"
                                 "    return torch.softmax(x, dim).as_subclass(T)\n",
    "returns a meta tensor": "import torch\ndef ex_stable_softmax(x, dim):\n"
                             "    return torch.empty(x.shape, device='meta')\n",
    "reads another submission": "def ex_stable_softmax(x, dim):\n"
                                "    raise RuntimeError(open('{other}').read())\n",
    "reads the parent's environment": "import os\ndef ex_stable_softmax(x, dim):\n"
                                      "    raise RuntimeError(open(f'/proc/{{os.getppid()}}/environ').read())\n",
    "signals its parent": "import os, signal\ndef ex_stable_softmax(x, dim):\n"
                          "    os.kill(os.getppid(), signal.SIGKILL)\n    os.kill(-1, signal.SIGKILL)\n",
    "reaches the network": "import socket\ndef ex_stable_softmax(x, dim):\n"
                           "    socket.create_connection(('127.0.0.1', 9))\n",
    "floods its output": "def ex_stable_softmax(x, dim):\n    while True:\n        print('x' * 100000)\n",
    "writes outside its folder": "def ex_stable_softmax(x, dim):\n    open('{marker}', 'w').write('x')\n",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_submission_is_contained(sandbox, tmp_path, name):
    other = tmp_path / "classmate.py"
    other.write_text("SECRET_ANSWER = 42\n")
    marker = tmp_path / "pwned"
    hostile = HOSTILE[name].format(marker=marker, other=other)
    source = "ex_omega = 0.9544\n" + hostile
    results = dict((e.id, o) for e, o in sandbox.grade(source, ["ex_omega", "ex_stable_softmax"]))
    assert results["ex_stable_softmax"].score == 0, name
    assert results["ex_stable_softmax"].status in ("failed", "error")
    assert "SECRET_ANSWER" not in str(results["ex_stable_softmax"].args)
    assert not marker.exists(), name
    # The other exercise of the same submission is still graded...
    assert results["ex_omega"].status == "passed", name
    # ...and the sandbox keeps serving the next submission.
    ((_, ok),) = sandbox.grade("ex_omega = 0.9544\n", ["ex_omega"])
    assert ok.status == "passed"


def test_a_submission_that_hangs_while_loading_scores_nothing_everywhere(sandbox):
    results = sandbox.grade("while True:\n    pass\n", ["ex_omega", "ex_context"])
    assert all(o.status == "error" and o.feedback in ("feedback.cpu_limit", "feedback.timeout")
               for _, o in results)


def test_environment_is_scrubbed(sandbox, monkeypatch):
    os.environ["ATTNLAB_TEST_SECRET"] = "hunter2"
    try:
        fresh = Sandbox("cpu", Limits(cpu_seconds=4, wall_seconds=6), exercises=exercises.ALL)
        src = ("import os\ndef ex_stable_softmax(x, dim):\n"
               "    raise RuntimeError(repr(sorted(os.environ)))\n")
        ((_, outcome),) = fresh.grade(src, ["ex_stable_softmax"])
        fresh.close()
    finally:
        del os.environ["ATTNLAB_TEST_SECRET"]
    assert outcome.feedback == "feedback.raised"
    assert "ATTNLAB_TEST_SECRET" not in outcome.args["error"] and "PATH" in outcome.args["error"]


def test_forged_replies_never_pass():
    ex = exercises.BY_ID["ex_stable_softmax"]
    payload = ex.make_payload()
    sb = Sandbox("cpu", exercises=exercises.ALL)
    for forged in ({"raw": '{"result": {"outputs": "all good"}}'},
                   {"raw": '{"result": {"outputs": [[{"shape": [6], "data": [1]}]]}}'},
                   {"raw": "not json"}, {"raw": '["a list"]'},
                   {"problem": "feedback.passed", "args": {}}):
        outcome = sb._outcome(ex, payload, forged)
        assert outcome.status != "passed" and outcome.score == 0, forged
