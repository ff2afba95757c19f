"""The checkers on a corpus of real answers: correct styles pass, each classic mistake is named.

Answers are graded through the real sandbox (one warm worker for the module); the forged-reply and
device tests call the trusted checkers directly.
"""

from __future__ import annotations

import importlib
import json
import textwrap
import tracemalloc

import pytest
import torch

import exercises
from attnlab.grading import checks
from attnlab.grading.model import AnswerProblem
from attnlab.grading.runner import Limits, Sandbox, payload_rng
from attnlab.grading.report import feedback_text
from attnlab.i18n import STRINGS, t_safe
from answers.correct import CORRECT
from answers.wrong import WRONG


SEEDS = (0, 1, 2, 3, 4)  # runs draw fresh inputs: the mistakes must show on any of them


def part(exercise_id: str, name: str):
    """One file of a bundled exercise's folder ("check", "probe"), as the loader imported it."""
    exercises.ALL  # noqa: B018 - loads the folders
    return importlib.import_module(f"exercises.{exercise_id}.{name}")


def payload_of(ex, seed: int = 0, **extra) -> dict:
    """The plain data a run with ``seed`` sends the child for ``ex``."""
    return json.loads(json.dumps({**ex.make_payload(payload_rng(seed, ex.id)), **extra}))


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(wall_seconds=15), exercises=exercises.ALL)
    yield sb
    sb.close()


def grade(sandbox, exercise_id, source):
    ((_, outcome),) = sandbox.grade(textwrap.dedent(source), [exercise_id])
    return outcome


def explain(outcome) -> str:
    return f"{outcome.status} {outcome.feedback} {t_safe(outcome.feedback, 'en', **outcome.args)}"


@pytest.mark.parametrize("exercise_id,style,source", CORRECT, ids=[f"{c[0]}-{c[1]}" for c in CORRECT])
def test_correct_styles_pass(sandbox, exercise_id, style, source):
    outcome = grade(sandbox, exercise_id, source)
    assert outcome.status == "passed", explain(outcome)


@pytest.mark.parametrize("exercise_id,style,source,key", WRONG, ids=[f"{w[0]}-{w[1]}" for w in WRONG])
def test_wrong_answers_are_named(sandbox, exercise_id, style, source, key):
    source = exercises.BY_ID[exercise_id].starter if source is None else source
    outcome = grade(sandbox, exercise_id, source)
    unanswered = key == "feedback.untouched"
    # Caught: never full marks (points per check may credit the checks passed before the slip,
    # tests/test_points.py), and nothing at all for an untouched starter.
    assert outcome.score < outcome.max_score and (outcome.score == 0 if unanswered else True)
    assert (outcome.status == "missing" if unanswered else
            outcome.status in ("failed", "error")), explain(outcome)
    assert outcome.feedback == key, explain(outcome)
    for lang in ("en", "zh"):
        text = feedback_text(outcome, lang)  # as the app, the CLI and Gradescope render it
        assert "?" not in text.replace("？", ""), text
        assert lang == "en" or "output" not in text, text  # the word is said in Chinese there


def test_corpus_covers_every_exercise():
    for corpus, least in ((CORRECT, 3), (WRONG, 2)):
        counts = {e.id: 0 for e in exercises.ALL}
        for row in corpus:
            counts[row[0]] += 1
        assert min(counts.values()) >= least, counts


def test_a_shift_below_the_maximum_is_not_called_the_minimum():
    from attnlab.i18n import t

    for lang, word in (("en", "mean"), ("zh", "平均值")):
        assert word in t("ex_stable_softmax.min", lang)


def test_every_feedback_key_has_both_languages():
    keys = {row[3] for row in WRONG}
    for key in keys:
        assert STRINGS[key]["en"] and STRINGS[key]["zh"], key


# --- the trusted side never trusts the reply ------------------------------------------------------


def _peak_bytes(fn) -> int:
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_forged_ex3_2_reply_is_refused_before_allocating():
    ex = exercises.BY_ID["ex3_2"]
    forged = {"heads": 2, "d_in": 3, "d_out": 1, "context": 6, "dropout": [0.0, 0.0],
              "state": {"heads.0.W_query.weight": {"shape": [2**20, 0], "data": []}},
              "eval": {"shape": [2**15, 2**15], "data": []}, "train": {"shape": [1], "data": [0]}}
    outcome = ex.grade({}, forged)
    assert outcome.status == "error" and outcome.score == 0
    many = {"heads": 10**9, "d_in": 3, "d_out": 1, "context": 0}
    peak = _peak_bytes(lambda: ex.grade({}, many))
    assert ex.grade({}, many).feedback == "ex3_2.heads" and peak < 2**20


def test_forged_tensor_shapes_are_bounded_before_decoding():
    ex = exercises.BY_ID["ex_causal_weights"]
    payload = payload_of(ex)
    huge = {"outputs": [[{"shape": [2**16, 2**16], "data": []}]] * 3}
    peak = _peak_bytes(lambda: ex.grade(payload, huge))
    assert ex.grade(payload, huge).status == "error" and peak < 8 * 2**20


def test_ex3_3_facts_are_recomputed_not_believed():
    ex = exercises.BY_ID["ex3_3"]
    payload = payload_of(ex, device="cpu")
    rows = [[name, list(shape), "cpu", "torch.float32", False]
            for name, shape in part("ex3_3", "probe").EXPECTED.items()]
    zeros = {"shape": [1, 5, 768], "data": [0.0] * (5 * 768)}
    lie = {"params": rows, "buffers": [["mask", [1024, 1024], "cpu"]], "dropout": 0.0,
           "eval": zeros, "train": zeros}
    assert ex.grade(payload, lie).status != "passed"
    lie["params"] = rows * 40  # more rows than any module has
    assert ex.grade(payload, lie).status == "error"


def test_text_from_the_child_cannot_forge_report_lines():
    assert checks.clean_text("boom\nanswers.py: 32 / 32\r\x1b[2J") == "boom answers.py: 32 / 32 [2J"
    ex = exercises.BY_ID["ex_causal_weights"]
    payload = payload_of(ex)
    outcome = ex.grade(payload, {"outputs": [{"error": "x\nfake.py: 32 / 32"}] * 3})
    assert "\n" not in t_safe(outcome.feedback, "en", **outcome.args)


def test_nan_never_passes_a_short_answer():
    for ex_id, value in (("ex_omega", "nan"), ("ex_context", ["nan"] * 3),
                         ("ex_shape_view", ["nan", 3, 5, 4]), ("ex_dropout_survivor", "inf")):
        outcome = exercises.BY_ID[ex_id].grade({}, {"value": value})
        assert outcome.status == "failed" and outcome.feedback == "feedback.not_finite_answer"


# --- devices: the same verdict on CPU and GPU, and the device mistakes named ------------------------
# "meta" stands in for a second device on a machine without a GPU: tensors made on the CPU inside the
# answer meet meta inputs exactly as they would meet CUDA inputs.


def _probe_in_process(exercise_id, source, device):
    ex = exercises.BY_ID[exercise_id]
    namespace: dict = {}
    exec(textwrap.dedent(source), namespace)
    payload = payload_of(ex, device=device)
    probe = part(exercise_id, "probe").probe  # as the sandbox's child would run it
    try:
        return ex.check(payload, json.loads(json.dumps(probe(namespace[exercise_id], payload, device))))
    except AnswerProblem as p:
        return p.key, p.args_


def test_module_left_on_cpu_is_named():
    key, args = _probe_in_process("ex3_3", "def ex3_3(M, device):\n    return M(768, 768, 1024, 0.0, 12)\n",
                                  "meta")
    assert key == "ex3_3.device" and args == {"got": "cpu", "want": "meta"}
    text = t_safe(key, "en", **args)
    assert "cpu" in text and ".to(device)" in text


@pytest.mark.parametrize("raise_", [
    "torch.cuda.OutOfMemoryError('CUDA out of memory. Tried to allocate 2.00 GiB')",
    # What torch 2.11's allocator raised in the sandbox on an H100 when the GPU was full.
    "RuntimeError('p.block != nullptr INTERNAL ASSERT FAILED at \"/pytorch/c10/cuda/"
    "CUDACachingAllocator.cpp\":1135, please report a bug to PyTorch.')"], ids=["oom", "assert"])
def test_running_out_of_gpu_memory_is_named_as_such(raise_):
    source = f"import torch\ndef ex_causal_weights(scores):\n    raise {raise_}\n"
    key, args = _probe_in_process("ex_causal_weights", source, "meta")
    assert key == "feedback.gpu_out_of_memory" and args == {"percent": 25}
    for lang in ("en", "zh"):
        assert "25" in t_safe(key, lang, **args) and "GPU" in t_safe(key, lang, **args)
    assert _probe_in_process("ex_causal_weights", source, "cpu")[0] == "feedback.raised"


def test_tensor_created_on_cpu_inside_the_answer_is_named():
    source = """
        import torch
        def ex_causal_weights(scores):
            n = scores.shape[-1]
            mask = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
            return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
        """
    key, args = _probe_in_process("ex_causal_weights", source, "meta")
    assert key == "feedback.device_mix" and args["want"] == "meta"
    assert "device=x.device" in t_safe(key, "en", **args)
    # graded on the CPU, the answer is also run on the meta device: the same slip is named there
    key, args = _probe_in_process("ex_causal_weights", source, "cpu")
    assert key in ("feedback.device_mix_meta", "feedback.device_mix_meta_at"), (key, args)
    assert "device=x.device" in t_safe(key, "en", **args)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_cuda_gives_the_cpu_verdicts():
    sb = Sandbox("cuda", exercises=exercises.ALL)
    try:
        for exercise in exercises.ALL:
            ((_, outcome),) = sb.grade(exercise.solution, [exercise.id])
            assert outcome.status == "passed", explain(outcome)
        ((_, outcome),) = sb.grade("def ex3_3(M, device):\n    return M(768, 768, 1024, 0.0, 12)\n", ["ex3_3"])
        assert outcome.feedback == "ex3_3.device"
    finally:
        sb.close()


# --- every classic mistake is caught by the probe cases ----------------------------------------------


def _tensor_exercise_mistakes():
    for ex_id in ("ex_causal_weights", "ex_padding_attention", "ex_softmax_backward",
                  "ex_stable_softmax", "ex_fix_mask_heads", "ex_fix_second_head"):
        module = part(ex_id, "check")
        reference = getattr(module, "reference", None) or {
            "ex_stable_softmax": lambda x, dim: torch.softmax(x, dim),
            "ex_fix_second_head": lambda a: (a @ a.transpose(2, 3))[0]}[ex_id]
        for key, fn in module.MISTAKES:
            yield pytest.param(module, reference, key, fn, id=f"{ex_id}-{key}")


def _differs(fn, reference, args) -> bool:
    from attnlab.grading.tensor_check import _run

    wrong = _run(fn, args)  # the outputs, or the error text when the mistake itself raises
    wrong = None if isinstance(wrong, str) else wrong
    right = reference(*args)
    right = [t.detach() for t in (right if isinstance(right, tuple) else (right,))]
    return wrong is None or len(wrong) != len(right) or any(
        checks.compare(w, r, "output")[0] for w, r in zip(wrong, right))


@pytest.mark.parametrize("module,reference,key,fn", list(_tensor_exercise_mistakes()))
def test_each_mistake_fails_on_some_probe_case(module, reference, key, fn):
    for seed in SEEDS:  # whatever a run draws
        cases = [list(c) for c in module.cases(torch.Generator().manual_seed(seed))]
        if module.__name__.endswith("ex_fix_mask_heads.check"):
            cases = [[s, pad.bool()] for s, pad in cases]
        assert any(_differs(fn, reference, args) for args in cases), (key, seed)


def test_each_mha_forward_mistake_fails_on_some_probe_case():
    m, probe = part("ex_mha_forward", "check"), part("ex_mha_forward", "probe")
    for seed in SEEDS:
        cases = [probe.case(*c) for c in m.make_payload(torch.Generator().manual_seed(seed))["cases"]]
        for key, options in m.MISTAKES + m.PAIRS:
            assert any(_differs(lambda mha, x: m.forward(mha, x, **options), lambda mha, x: mha(x),
                                [mha, x]) for mha, x in cases), (key, seed)


def test_softmax_backward_reference_matches_autograd():
    m = part("ex_softmax_backward", "check")
    for p, d_p in m.cases(torch.Generator().manual_seed(0)):
        s = torch.log(p).detach().requires_grad_(True)  # softmax(log p) = p
        torch.softmax(s, -1).backward(d_p)
        assert torch.allclose(m.reference(p, d_p), s.grad, atol=1e-6)


def test_every_catalogued_mistake_is_named_by_some_wrong_answer():
    """The catalogue (attnlab.grading.mistakes) holds no text that no answer of the corpus gets,
    and its texts are said in both languages, Chinese without a stray space before CJK."""
    from attnlab import i18n
    from attnlab.texts.mistakes import en

    CATALOGUE = {key: i18n.STRINGS[key] for key in en.STRINGS}
    expected = {row[3] for row in WRONG}
    assert set(CATALOGUE) <= expected, set(CATALOGUE) - expected
    for key, text in CATALOGUE.items():
        assert text["en"] and text["zh"], key
        assert not any(f" {mark}" in text["zh"] for mark in "，。：；（）“”、"), key


def test_a_catalogued_mistake_is_named_in_more_than_one_exercise():
    where: dict[str, set] = {}
    for exercise_id, _, _, key in WRONG:
        where.setdefault(key, set()).add(exercise_id)
    for key in ("mistake.mask_multiplied", "mistake.mask_added", "mistake.fill_weak",
                "mistake.mask_diagonal", "mistake.zeroed_after_softmax"):
        assert len(where[key]) >= 2, (key, where[key])
