"""The checkers through the real sandbox: references pass, wrong answers get the intended feedback,
hostile submissions are contained."""

from __future__ import annotations

import os
import textwrap

import pytest

import exercises
from attnlab.grading.runner import Limits, Sandbox
from attnlab.i18n import t_safe


# Each test grades through the sandbox worker or the CLI in subprocesses (seconds each).
pytestmark = pytest.mark.sandbox


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


# Wrong answers and the mistakes they must be told about: tests/test_checkers.py, with its corpus in
# tests/answers/.


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
    import torch

    ex = exercises.BY_ID["ex_stable_softmax"]
    payload = ex.make_payload(torch.Generator().manual_seed(0))
    sb = Sandbox("cpu", exercises=exercises.ALL)
    for forged in ({"raw": '{"result": {"outputs": "all good"}}'},
                   {"raw": '{"result": {"outputs": [[{"shape": [6], "data": [1]}]]}}'},
                   {"raw": "not json"}, {"raw": '["a list"]'},
                   {"problem": "feedback.passed", "args": {}}):
        outcome = sb._outcome(ex, payload, forged)
        assert outcome.status != "passed" and outcome.score == 0, forged


def test_feedback_names_outputs_in_the_learners_language():
    from attnlab.grading.model import Outcome
    from attnlab.grading.report import feedback_text

    def text(what, lang):
        return feedback_text(Outcome("failed", 0, 2, "feedback.wrong_shape",
                                     {"what": what, "want": "(2, 3)", "got": "(3, 2)"}), lang)

    assert text("output 2", "zh").startswith("第 2 个输出") and "output" not in text("output", "zh")
    assert text("output 2", "en") == "Expected the output 2 to have shape (2, 3), got (3, 2)."
    assert text("sa_v1(x)", "zh").startswith("sa_v1(x)")  # a code name stays as written
    assert text("outputs", "zh").startswith("outputs")  # only the checkers' own words change


def test_chinese_feedback_sets_no_space_between_chinese_words():
    """Problem 8: "输出 中出现了 NaN" had a stray space after the translated {what}. Every Chinese
    template of every feedback key, filled with Chinese words, reads without a space between two
    Chinese characters; filled with code, the spaces around it stay."""
    import re

    from attnlab.grading.model import Outcome
    from attnlab.grading.report import feedback_text
    from attnlab.i18n import STRINGS

    keys = [k for k, v in STRINGS.items() if "{" in v.get("zh", "")
            and k.startswith(("feedback.", "ex"))]  # every feedback template, general or not
    assert len(keys) > 20
    wide = "[\u3000-\u9fff\uff00-\uffef]"
    checked = 0
    for key in keys:
        fields = set(re.findall(r"\{([a-z_][a-z0-9_]*)\}", STRINGS[key]["zh"]))
        text = feedback_text(Outcome("failed", 0, 1, key, {f: "输出" for f in fields}), "zh")
        assert not re.search(f"{wide} {wide}", text), (key, text)
        code = feedback_text(Outcome("failed", 0, 1, key, {f: "x_1" for f in fields}), "zh")
        assert code.count("x_1") >= len(fields)  # code values keep their spaces: below
        checked += 1
    text = feedback_text(Outcome("failed", 0, 1, "feedback.not_finite", {"what": "output"}), "zh")
    assert text.startswith("输出中出现了 NaN")
    text = feedback_text(Outcome("failed", 0, 1, "feedback.not_finite", {"what": "sa_v1(x)"}), "zh")
    assert text.startswith("sa_v1(x) 中出现了 NaN")
    assert checked == len(keys)
