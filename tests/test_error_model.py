"""The error model (attnlab.grading.error_model) and the measured properties: rewrites of a
reference are found by what they compute, for any reference, and a new exercise with no mistakes
of its own gets them (the example pack stripped of its diagnoses, graded through the sandbox)."""

from __future__ import annotations

import math
import shutil
import textwrap
from pathlib import Path

import pytest
import torch

from attnlab import registry
from attnlab.grading import error_model, properties
from attnlab.grading.report import feedback_text
from attnlab.grading.runner import Limits, Sandbox
from helpers import assert_named

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "docs" / "example_pack"


def _causal(scores):
    n = scores.shape[-1]
    return torch.softmax(scores.masked_fill(torch.ones(n, n).triu(1).bool(), float("-inf")), dim=-1)


def _cases(*shapes, seed=0):
    g = torch.Generator().manual_seed(seed)
    return [[torch.randn(*s, generator=g)] for s in shapes]


def _diagnose(reference, learner, cases):
    answers = [[learner(*c).float()] for c in cases]
    return error_model.search_all([reference], cases, answers)


@pytest.mark.parametrize("learner,key", [
    (lambda s: torch.softmax(s.masked_fill(torch.ones(s.shape[-1], s.shape[-1]).triu(1).bool(), -1e9), -2),
     "rewrite.reduce_dim"),
    (lambda s: torch.softmax(s.masked_fill(torch.ones(s.shape[-1], s.shape[-1]).triu(1).bool(), math.inf), -1),
     "rewrite.fill"),
    (lambda s: torch.softmax(s.masked_fill(torch.ones(s.shape[-1], s.shape[-1]).triu(2).bool(), -math.inf), -1),
     "rewrite.mask_shift"),
    (lambda s: torch.softmax(s.bfloat16().masked_fill(torch.ones(s.shape[-1], s.shape[-1]).triu(1).bool(),
                                                      -math.inf), -1).float(), "rewrite.dtype"),
])
def test_slips_of_a_causal_softmax_are_named(learner, key):
    found = _diagnose(_causal, learner, _cases((5, 5), (2, 3, 4, 4), (1, 1)))
    assert found is not None and found.key == key


def test_the_dtype_named_is_the_one_used():
    ref = lambda x: torch.softmax(x * 3, -1)  # noqa: E731
    cases = _cases((4, 7), (3, 9))
    for dtype, name in ((torch.bfloat16, "bfloat16"), (torch.float16, "float16")):
        found = _diagnose(ref, lambda x, d=dtype: torch.softmax(x.to(d) * 3, -1).float(), cases)
        assert found.key == "rewrite.dtype" and found.args["dtype"] == name


def test_a_linear_reused_for_another_is_named_by_its_attribute():
    class Two(torch.nn.Module):
        def __init__(self, seed):
            super().__init__()
            torch.manual_seed(seed)  # the test's own modules, not a handler
            self.W_key, self.W_value = torch.nn.Linear(4, 4), torch.nn.Linear(4, 4)

        def forward(self, x):
            return torch.softmax(self.W_key(x) @ x.transpose(-2, -1), -1) @ self.W_value(x)

    cases = [[Two(s), torch.randn(2, 3, 4, generator=torch.Generator().manual_seed(s))] for s in (1, 2)]
    learner = lambda m, x: torch.softmax(m.W_key(x) @ x.transpose(-2, -1), -1) @ m.W_key(x)  # noqa: E731
    found = _diagnose(lambda m, x: m(x), learner, cases)
    assert found.key in ("rewrite.weight_reuse", "rewrite.operand")
    if found.key == "rewrite.weight_reuse":
        assert (found.args["got"], found.args["want"]) == ("W_key", "W_value")


def test_a_right_answer_and_an_unrelated_one_are_not_explained():
    cases = _cases((5, 5), (3, 4, 4))
    assert _diagnose(_causal, lambda s: torch.zeros_like(s) + 0.3, cases) is None


def test_an_index_counted_from_one_in_a_short_answer():
    x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64]])
    found = error_model.search_all([lambda: float(x[1] @ x[0])], [[]], [[torch.tensor(float(x[2] @ x[1]))]],
                                   atol=6e-4)
    # two indices shifted: one sentence with both pairs of rows (which row stood for which token
    # is not known, the dot product is symmetric)
    assert found.key == "rewrite.index_pair"


def test_properties_measured_on_the_output():
    want = torch.softmax(torch.randn(2, 3, 4, 4, generator=torch.Generator().manual_seed(3)), -1)
    assert properties.describe(want * 2.5, want) == ("feedback.prop.scaled", {"c": "2.5"})
    key, args = properties.describe(want.transpose(-2, -1).contiguous(), want)
    assert key == "feedback.prop.permuted" and args["perm"] == "permute(0, 1, 3, 2)"
    wrong = want.clone()
    wrong[:, 1] = torch.softmax(wrong[:, 1] * 3, -1)
    key, args = properties.describe(wrong, want)
    assert key == "feedback.prop.slices_heads" and args["axis"] == "1" and args["wrong"] == "1"
    hidden = _causal(torch.randn(5, 5, generator=torch.Generator().manual_seed(4)))
    assert properties.describe(torch.full((5, 5), 0.2), hidden)[0] == "feedback.prop.masked_weight"


@pytest.mark.sandbox
def test_a_new_exercise_gets_the_diagnoses_with_no_mistakes_of_its_own(tmp_path):
    """The example pack with its diagnoses removed: only cases and a reference."""
    pack = tmp_path / "pack"
    shutil.copytree(EXAMPLE, pack, ignore=shutil.ignore_patterns("__pycache__"))
    (pack / "ex_scaled_scores" / "check.py").write_text(textwrap.dedent('''
        import math
        from attnlab.grading.tensor_check import randn, tensor_check

        def cases(rng):
            return [(randn(1, 6, 4, rng=rng), randn(1, 6, 4, rng=rng)),
                    (randn(2, 5, 9, rng=rng, scale=2.0), randn(2, 5, 9, rng=rng))]

        def reference(queries, keys):
            return queries @ keys.transpose(-2, -1) / math.sqrt(keys.shape[-1])

        make_payload, check = tensor_check(cases, reference)
    '''))
    (ex,) = registry.load_pack(pack)
    wrong = {
        "rewrite.scale_none": "def ex_scaled_scores(q, k):\n    return q @ k.transpose(-2, -1)\n",
        "rewrite.scale": "def ex_scaled_scores(q, k):\n    return q @ k.transpose(-2, -1) / k.shape[-1]\n",
        "rewrite.transpose_axes": "import math\ndef ex_scaled_scores(q, k):\n"
                                  "    return q @ k.transpose(0, 1) / math.sqrt(k.shape[-1])\n",
        # only the product in float16: named as that one call (rewrite.dtype_op), not the whole
        "rewrite.dtype_op": "import math\ndef ex_scaled_scores(q, k):\n    return (q.half() @ k.half()"
                         ".transpose(-2, -1)).float() / math.sqrt(k.shape[-1])\n",
    }
    sandbox = Sandbox("cpu", Limits(wall_seconds=20), exercises=[ex])
    try:
        assert_named(sandbox, ex, wrong)
        right = "import math\ndef ex_scaled_scores(q, k):\n    return q @ k.mT / math.sqrt(k.shape[-1])\n"
        ((_, outcome),) = sandbox.grade(right, [ex.id], seed=5)
        assert outcome.status == "passed"
    finally:
        sandbox.close()


class _Heads(torch.nn.Module):
    def __init__(self, num_heads, head_dim):
        super().__init__()
        self.num_heads, self.head_dim, self.d_out = num_heads, head_dim, num_heads * head_dim


def _raised(fn, *args):
    try:
        fn(*args)
    except RuntimeError as e:
        return str(e)
    raise AssertionError("the slip was expected to raise")


def test_a_shape_error_is_told_in_the_axes_names():
    """The clashing sizes of a real PyTorch error are named by what they are on every case: the
    values left unsplit give (b, n, d_out) against the weights' (b, h, n, n)."""
    def slip(mha, x):
        b, n, _ = x.shape
        q = x.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
        weights = torch.softmax(q @ q.transpose(-2, -1), -1)
        return weights @ x  # the values never split into heads

    cases = [[_Heads(2, 3), torch.randn(4, 5, 6)], [_Heads(3, 2), torch.randn(2, 7, 6)]]
    errors = [_raised(slip, *c) for c in cases]
    found = error_model.explain_error(cases, errors, lambda mha, x: None)
    assert found is not None and found.key in ("feedback.raised_axes", "feedback.raised_broadcast")
    assert "h (mha.num_heads)" in found.args["sizes"], found.args
    for lang in ("en", "zh"):
        assert found.args["sizes"] in feedback_text(_Outcome(found), lang)


def test_a_size_that_coincides_on_one_case_is_named_only_by_what_it_is_on_all():
    cases = [[_Heads(2, 3), torch.randn(2, 3, 6)], [_Heads(2, 3), torch.randn(3, 5, 6)]]
    errors = ["The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1",
              "The size of tensor a (2) must match the size of tensor b (5) at non-singleton dimension 1"]
    found = error_model.explain_error(cases, errors, lambda mha, x: None)
    assert found.args["sizes"] == "2 = h (mha.num_heads); 3 = x.shape[1]"  # 2 is also b on case 1


class _Outcome:
    def __init__(self, found):
        self.status, self.feedback, self.args = "failed", found.key, found.args


def test_weights_taken_for_scores_are_named():
    """Autograd through softmax(P) (P already softmax's output) is the reference on softmax(P)."""
    def reference(p, d_p):
        return p * (d_p - (p * d_p).sum(-1, keepdim=True))

    def learner(p, d_p):
        s = p.clone().requires_grad_(True)
        with torch.enable_grad():
            torch.softmax(s, -1).backward(d_p)
        return s.grad

    g = torch.Generator().manual_seed(2)
    cases = [[torch.softmax(torch.randn(*shape, generator=g), -1), torch.randn(*shape, generator=g)]
             for shape in ((4, 6), (2, 3, 5))]
    found = _diagnose(reference, learner, cases)
    assert found is not None and found.key == "rewrite.softmax_input" and found.args["arg"] == "p"
    scores = [[torch.randn(4, 6, generator=g), torch.randn(4, 6, generator=g)]]  # not weights: no such rewrite
    assert not any(r.key == "rewrite.softmax_input" for r in error_model.candidates(reference, scores))


def test_the_search_is_bounded_by_a_count_not_the_clock():
    """The same answer gets the same diagnosis with any budget left on the clock; with too few
    evaluations for its pair it gets none, whatever the machine's speed."""
    learner = lambda s: torch.softmax(  # noqa: E731 - two slips: the diagonal and the axis
        s.masked_fill(torch.ones(s.shape[-1], s.shape[-1]).triu(0).bool(), -math.inf), -2)
    cases = _cases((5, 5), (2, 3, 4, 4))
    answers = [[learner(*c).float()] for c in cases]
    full = [error_model.search_all([_causal], cases, answers) for _ in range(2)]
    assert full[0] is not None and full[0] == full[1] and "also" in full[0].args
    singles = len(error_model.candidates(_causal, cases))
    assert error_model.search_all([_causal], cases, answers, budget=error_model.Budget(singles)) is None


@pytest.mark.parametrize("p", [0.25, 0.4])
def test_inverted_dropouts_scale_slips_are_named_for_any_rate(p):
    """A hand-written inverted dropout (keep mask from an explicit generator, / (1 - p)): the
    survivors unscaled, times 1 - p, over p, times 1 + p, each named, with the rate's numbers."""
    def reference(x):
        keep = torch.rand(x.shape, generator=torch.Generator().manual_seed(7)) >= p
        return x * keep / (1 - p)

    def drop(x):
        return x * (torch.rand(x.shape, generator=torch.Generator().manual_seed(7)) >= p)

    cases = _cases((4, 6), (3, 5))
    for factor, key in ((1.0, "rewrite.dropout_unscaled"), (1 - p, "rewrite.dropout_keep"),
                        (1 / p, "rewrite.dropout_over_p"), (1 + p, "rewrite.approx_inverse")):
        found = _diagnose(reference, lambda x, f=factor: drop(x) * f, cases)
        assert found is not None and found.key == key, (factor, found)
        assert found.args["p"] == f"{p:g}"


def test_dropout_left_out_in_training_is_named():
    def reference(x):
        return torch.nn.functional.dropout(torch.softmax(x, -1), 0.3, training=True) @ x.transpose(-2, -1)

    found = _diagnose(reference, lambda x: torch.softmax(x, -1) @ x.transpose(-2, -1), _cases((4, 4), (2, 5, 5)))
    assert found is not None and found.key == "rewrite.dropout_off" and found.args["p"] == "0.3"


def test_a_past_row_that_changes_with_a_future_token_is_named():
    """The twin case changes only the last key; the right causal output keeps its earlier rows;
    an answer whose earlier rows move (attention to the future, here through a leaky mean) is told
    where, and a correct answer is not."""
    def leaky(s):  # causal, but each row also adds the mean of all scores: the future leaks in
        return _causal(s) + 0.01 * s.mean(-1, keepdim=True).mean(-2, keepdim=True)

    cases = _cases((6, 6), (2, 3, 5, 5))
    twin, index, arg, axis, pos = properties.find_twin(_causal, cases, set(), torch.Generator().manual_seed(0))
    assert (index, arg, axis, pos) == (0, 0, 1, 5)  # the last key of the first case
    outs = lambda fn, c: [fn(*c).float()]  # noqa: E731
    base = cases[index]
    found = properties.leak(outs(leaky, base), outs(leaky, twin), outs(_causal, base), outs(_causal, twin),
                            1e-5, arg, axis, pos)
    assert found is not None and found[0] == "feedback.prop.leak"
    assert int(found[1]["where"].strip("()").split(",")[0]) < pos  # an earlier row moved
    assert properties.leak(outs(_causal, base), outs(_causal, twin), outs(_causal, base),
                           outs(_causal, twin), 1e-5, arg, axis, pos) is None
    everything = lambda s: torch.softmax(s.flatten(), -1).reshape(s.shape)  # noqa: E731
    assert properties.find_twin(everything, cases, set(), torch.Generator()) is None


@pytest.mark.parametrize("diagonal", [0, 2, 3, -1])
def test_a_mask_offset_of_any_k_is_named_with_its_offset(diagonal):
    def learner(s):
        n = s.shape[-1]
        return torch.softmax(s.masked_fill(torch.ones(n, n).triu(diagonal).bool(), -math.inf), -1)
    found = _diagnose(_causal, learner, _cases((6, 6), (2, 3, 5, 5)))
    assert found is not None and found.key == "rewrite.mask_shift"
    assert f"diagonal={diagonal}" in found.args["got"] and "diagonal=1" in found.args["want"]


@pytest.mark.parametrize("dtype,name", [(torch.bfloat16, "bfloat16"), (torch.float16, "float16")])
def test_one_call_in_a_low_precision_is_named_with_its_op_and_dtype(dtype, name):
    ref = lambda x, v: torch.softmax(x @ x.transpose(-2, -1), -1) @ v  # noqa: E731
    learner = lambda x, v: torch.softmax((x @ x.transpose(-2, -1)).to(dtype), -1).float() @ v  # noqa: E731
    g = torch.Generator().manual_seed(3)
    cases = [[torch.randn(5, 4, generator=g), 100 * torch.randn(5, 3, generator=g)],
             [torch.randn(2, 6, 4, generator=g), 100 * torch.randn(2, 6, 3, generator=g)]]
    found = error_model.search_all([ref], cases, [[learner(*c)] for c in cases])
    assert found is not None and found.key in ("rewrite.dtype_op", "rewrite.dtype")
    assert found.args["dtype"] == name
    if found.key == "rewrite.dtype_op":
        assert found.args["op"] == "softmax"


@pytest.mark.parametrize("p", [0.1, 0.25, 0.5])
def test_a_scaling_applied_twice_is_named(p):
    ref = lambda x: x / (1 - p)  # noqa: E731
    found = _diagnose(ref, lambda x: x / (1 - p) / (1 - p), _cases((4, 5), (3,)))
    assert found is not None and found.key == "rewrite.scale_twice"
    assert found.args["want"] == error_model.number_text(1 - p)


def test_a_root_written_d_pow_1_over_2_is_named():
    ref = lambda q, k: torch.softmax(q @ k.transpose(-2, -1) / q.shape[-1] ** 0.5, -1)  # noqa: E731
    learner = lambda q, k: torch.softmax(q @ k.transpose(-2, -1) / q.shape[-1] ** 1 / 2, -1)  # noqa: E731
    g = torch.Generator().manual_seed(5)
    cases = [[torch.randn(4, 8, generator=g), torch.randn(4, 8, generator=g)],
             [torch.randn(2, 3, 16, generator=g), torch.randn(2, 3, 16, generator=g)]]
    found = error_model.search_all([ref], cases, [[learner(*c)] for c in cases])
    assert found is not None and found.key == "rewrite.scale_precedence"


def test_a_scale_that_is_1_on_the_first_case_still_gets_its_slips():
    """One feature per head on the first case (√1 = 1): the call is described from a later case."""
    ref = lambda s, hd: torch.softmax(s / hd ** 0.5, -1)  # noqa: E731
    g = torch.Generator().manual_seed(7)
    cases = [[torch.randn(3, 4, generator=g), 1], [torch.randn(2, 5, generator=g), 4],
             [torch.randn(4, 4, generator=g), 9]]
    found = error_model.search_all([ref], cases, [[torch.softmax(s / hd ** 1 / 2, -1)] for s, hd in cases])
    assert found is not None and found.key == "rewrite.scale_precedence"
    found = error_model.search_all([ref], cases, [[torch.softmax(s, -1)] for s, hd in cases])
    assert found is not None and found.key == "rewrite.scale_none"


def test_two_slips_that_give_the_same_output_are_both_named():
    """W_key used for W_value gives the keys where the values belong: the reused weights and the
    wrong operand are both named, en and zh."""
    from attnlab.grading.report import Outcome  # noqa: PLC0415

    class Att(torch.nn.Module):
        def __init__(self):
            super().__init__()
            g = torch.Generator().manual_seed(1)
            self.W_query, self.W_key, self.W_value = (torch.nn.Linear(4, 4, bias=False) for _ in range(3))
            for layer in (self.W_query, self.W_key, self.W_value):
                layer.weight.data = torch.randn(4, 4, generator=g)

    def ref(m, x):
        q, k, v = m.W_query(x), m.W_key(x), m.W_value(x)
        return torch.softmax(q @ k.transpose(-2, -1) / 2, -1) @ v

    def learner(m, x):
        q, k = m.W_query(x), m.W_key(x)
        return torch.softmax(q @ k.transpose(-2, -1) / 2, -1) @ m.W_key(x)

    g = torch.Generator().manual_seed(2)
    cases = [[Att(), torch.randn(5, 4, generator=g)], [Att(), torch.randn(2, 3, 4, generator=g)]]
    with torch.no_grad():
        found = error_model.search_all([ref], cases, [[learner(*c)] for c in cases])
    assert {found.key, found.args["either"]} == {"rewrite.operand_layer", "rewrite.weight_reuse"}
    outcome = Outcome("failed", 0, 1, found.key, found.args)
    for lang in ("en", "zh"):
        text = feedback_text(outcome, lang)
        assert "W_key" in text and "W_value" in text and "{" not in text


@pytest.mark.parametrize("perm", [(0, 2, 3, 1), (0, 3, 1, 2)])  # a single swap is transpose_axes
def test_heads_permuted_another_way_are_named_with_the_order(perm):
    def split(x, h):
        b, n, d = x.shape
        return x.view(b, n, h, d // h).transpose(1, 2)

    g = torch.Generator().manual_seed(4)
    cases = [[torch.randn(2, 6, 4, generator=g), 2], [torch.randn(3, 5, 12, generator=g), 4]]
    answers = [[x.view(x.shape[0], x.shape[1], h, -1).permute(*perm)] for x, h in cases]
    found = error_model.search_all([split], cases, answers)
    assert found is not None and found.key == "rewrite.permute_axes"
    assert found.args["got"] == f"permute({', '.join(map(str, perm))})"
    assert found.args["want"] == "permute(0, 2, 1, 3)"
