"""Classes from held-out corpus fresh14 (issue 29), each shown on slips written differently from
the corpus's: a factor that is a size's square root named as a scaling; an error text quoted in
Chinese feedback with no English prose of the grader's inside it; (more classes below)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
import torch

from attnlab.grading.model import Outcome
from attnlab.grading.report import feedback_text
from tests.test_error_model_concepts import _grade, _texts


# 1. a constant factor that is 1/√d, √d, 1/d or d of a size of the input is a scaling, named

SCALED = [
    # the product scaled by the feature size itself (d, not √d), einsum style
    ("feedback.prop.scale_size_extra", "1/4", """
        import torch
        def ex_fix_second_head(a):
            d = a.size(-1)
            return torch.einsum('hqd,hkd->hqk', a[0], a[0]) / d
        """),
    # multiplied by the rsqrt of the size before the product (pen and paper: q/√d · k)
    ("feedback.prop.scale_size_extra", "1/√4", """
        import torch
        def ex_fix_second_head(a):
            q = a[0] * torch.rsqrt(torch.tensor(float(a.shape[3])))
            return q @ a[0].transpose(-2, -1)
        """),
]


@pytest.mark.parametrize("key,form,source", SCALED)
def test_a_factor_that_is_a_size_of_the_input_is_named_as_a_scaling(key, form, source):
    got, args = _grade("ex_fix_second_head", source)
    assert got == key, (got, args)
    texts = _texts(got, args)
    assert form in texts["en"] and form in texts["zh"], texts


def test_a_factor_no_size_explains_stays_a_constant():
    got, args = _grade("ex_fix_second_head", """
        import torch
        def ex_fix_second_head(a):
            return 3.0 * (a[0] @ a[0].transpose(-2, -1))
        """)
    assert got == "feedback.prop.scaled", (got, args)


# 2. a module the grader lacks: the error stays Python's, the explanation is in the learner's language

@pytest.mark.parametrize("key,arg", [
    ("feedback.not_defined_line", "error"), ("feedback.raised", "error"),
    ("feedback.raised_after_line", "cause")])
def test_a_missing_modules_error_is_explained_in_the_learners_language(key, arg):
    error = "ModuleNotFoundError: No module named 'sklearn' (answers.py, line 3)"
    args = {"line": 7, "error": "NameError: name 'x' is not defined", "name": "x", "def_line": 9, arg: error}
    zh = feedback_text(Outcome("failed", 0.0, 1.0, key, args), "zh")
    en = feedback_text(Outcome("failed", 0.0, 1.0, key, args), "en")
    assert "sklearn" in zh and "评分器没有这个模块" in zh and "grader" not in zh, zh
    assert "the grader does not have this module" in en, en


def test_the_missing_module_stand_in_raises_pythons_message_alone():
    from attnlab.grading.worker import _MissingModule
    with pytest.raises(ModuleNotFoundError) as e:
        _MissingModule("scipy", "answers.py, line 2").cosine(1, 2)
    assert str(e.value) == "No module named 'scipy' (answers.py, line 2)" and e.value.name == "scipy"


# 3. a head split laid out column-major (head i takes every h-th feature) is named as a layout,
# never as a precision loss; a precision is told only where every case is off by its rounding

INTERLEAVED = [
    # the split as a view to (b, n, hd, h) then a permute, the merge by flatten of (hd, h)
    """
    import torch
    def ex_mha_forward(mha, x):
        b, n, _ = x.shape
        h, hd = mha.num_heads, mha.head_dim
        def split(t):
            return t.view(b, n, hd, h).permute(0, 3, 1, 2)
        q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
        s = (q @ k.transpose(-2, -1)).masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
        w = torch.softmax(s / hd ** 0.5, dim=-1)
        ctx = (w @ v).permute(0, 2, 3, 1).flatten(2)
        return mha.out_proj(ctx)
    """,
    # index_select with a strided arange per head, the heads scattered back into place
    """
    import torch
    def ex_mha_forward(mha, x):
        b, n, d = x.shape
        h, hd = mha.num_heads, mha.head_dim
        Q, K, V = mha.W_query(x), mha.W_key(x), mha.W_value(x)
        ctx = torch.zeros(b, n, mha.d_out)
        future = torch.triu(torch.ones(n, n, dtype=torch.bool), 1)
        for i in range(h):
            cols = torch.arange(i, mha.d_out, h)
            q, k, v = (t.index_select(-1, cols) for t in (Q, K, V))
            w = torch.softmax((q @ k.mT).masked_fill(future, float('-inf')) / hd ** 0.5, -1)
            ctx[..., cols] = w @ v
        return mha.out_proj(ctx)
    """,
]


@pytest.mark.parametrize("source", INTERLEAVED)
def test_a_column_major_head_split_is_named_as_a_layout(source):
    got, args = _grade("ex_mha_forward", source)
    assert got == "rewrite.heads_interleaved", (got, args)
    texts = _texts(got, args)
    assert "i::h" in texts["en"] and "i::h" in texts["zh"] and "bfloat16" not in texts["en"]


def test_a_precision_is_told_only_where_every_case_is_off_by_its_rounding():
    from attnlab.grading import properties
    g = torch.Generator().manual_seed(0)
    want1, want2 = torch.randn(4, 6, generator=g), torch.randn(4, 6, generator=g)
    rounded = want1.bfloat16().float()
    rows = [([rounded], [want1]), ([want2 + 0.2 * torch.randn(4, 6, generator=g)], [want2])]
    assert (properties.describe_rows(rows) or ("",))[0] != "feedback.prop.rounding"
    rows = [([rounded], [want1]), ([want2.bfloat16().float()], [want2])]
    assert properties.describe_rows(rows)[0] == "feedback.prop.rounding"


# 4. an intermediate number shortened by hand: cut (truncated) as well as rounded, at any step

def _book():
    from attnlab import examples
    return examples.inputs().double()


def _cut(t, k):
    return torch.trunc(t * 10 ** k) / 10 ** k


def _short(exercise_id, value):
    from tests.test_error_model_fresh11 import _short as short
    return short(exercise_id, value)


@pytest.mark.parametrize("exercise_id,value,key,words", [
    # the scores copied down to 1 decimal, cut, then the softmax (pen and paper)
    ("ex_softmax_weight", lambda x: round(float(torch.softmax(_cut(x @ x[1], 1), -1)[1]), 4),
     "rewrite.truncated_step", "`matmul`"),
    # each product of the dot product cut to 2 decimals before the sum (a calculator's display)
    ("ex_omega", lambda x: round(float(_cut(x[1] * x[0], 2).sum()), 4), "rewrite.truncated_terms", "2-decimal"),
    # the exponentials cut to 1 decimal before they are normalised, as a vector
    ("ex_context", lambda x: [round(v, 4) for v in (_cut((x @ x[1]).exp(), 1) / _cut((x @ x[1]).exp(), 1).sum() @ x).tolist()],
     "rewrite.truncated_step_values", "1-decimal"),
])
def test_a_number_cut_to_a_few_decimals_before_the_end_is_named(exercise_id, value, key, words):
    got, args = _short(exercise_id, value(_book()))
    assert got == key, (got, args)
    texts = _texts(got, args)
    assert words in texts["en"] and "截断" in texts["zh"], texts


def test_one_decimal_is_said_without_a_plural():
    x = _book()
    got, args = _short("ex_softmax_weight", round(float(torch.softmax(torch.round(x @ x[1], decimals=1), -1)[1]), 4))
    assert got == "rewrite.rounded_step" and "1-decimal" in _texts(got, args)["en"]


# 5. a construction with two wrong arguments: both are named, the second after the first

@pytest.mark.parametrize("source,first,second", [
    # keyword style: context_length taken for the output width, d_out kept at the total
    ("def ex3_2(W):\n    return W(d_in=3, d_out=2, context_length=1, dropout=0.0, num_heads=2)\n",
     "ex3_2.context", "ex3_2.shape"),
    # a config dict (TensorFlow habit): d_in given the batch's 6 tokens and the width doubled
    ("CFG = dict(d_in=6, d_out=3, context_length=6, dropout=0.0, num_heads=2)\n"
     "def ex3_2(W):\n    return W(**CFG)\n", "ex3_2.d_in", "ex3_2.shape"),
])
def test_every_wrong_constructor_argument_is_named(source, first, second):
    got, args = _grade("ex3_2", source)
    assert got == first and args.get("also") == second, (got, args)
    texts = _texts(got, args)
    assert "the right d_out is 1" in texts["en"] and "d_out 应为 1" in texts["zh"], texts


def test_one_wrong_argument_has_no_second_part():
    got, args = _grade("ex3_2", "def ex3_2(W):\n    return W(3, 1, 4, 0.0, num_heads=2)\n")
    assert got == "ex3_2.context" and "also" not in args, (got, args)


# 6. the mask-axis slips are the catalogue's, shared by every masking exercise: a key mask put on
# the query axis is named however the NaN rows it makes are handled

QUERY_AXIS = [
    # unsqueeze twice, a finite fill (no NaN rows: uniform weights there)
    """
    import torch
    def ex_fix_mask_heads(scores, pad):
        m = pad.bool().unsqueeze(1).unsqueeze(-1)
        return scores.masked_fill(m, -1e9).softmax(dim=-1)
    """,
    # torch.where with -inf, the NaN rows zeroed by a where of their own
    """
    import torch
    def ex_fix_mask_heads(scores, pad):
        m = pad.bool()[:, None, :, None].expand_as(scores)
        w = torch.softmax(torch.where(m, float('-inf'), scores), dim=-1)
        return torch.where(torch.isnan(w), torch.zeros_like(w), w)
    """,
]


@pytest.mark.parametrize("source", QUERY_AXIS)
def test_a_key_mask_on_the_query_axis_is_named_in_every_masking_exercise(source):
    got, args = _grade("ex_fix_mask_heads", source)
    assert got in ("mistake.mask_query_axis", "ex_fix_mask_heads.query_axis"), (got, args)
    texts = _texts(got, args)
    assert "[:, None, None, :]" in texts["en"] and "[:, None, None, :]" in texts["zh"]


def test_the_query_axis_variant_matches_nothing_where_the_mask_is_not_a_key_row():
    from attnlab.grading import mistakes
    s = torch.randn(4, 4, generator=torch.Generator().manual_seed(1))
    causal = torch.ones(4, 4, dtype=torch.bool).triu(1)
    for key, fn in mistakes.masking(lambda s: causal):
        if key == "mistake.mask_query_axis":
            assert torch.isnan(fn(s)).all()


# 7. two readings that reproduce the answer equally: the one the code contains is told first, and
# one the code contradicts is not told

def _read(exercise_id: str, source: str):
    from attnlab.grading import source_reading
    from attnlab.grading.submissions import Submission
    source = textwrap.dedent(source)
    if exercise_id == "ex_context":  # a short answer: the value the code computes, checked
        space: dict = {}
        exec(compile(source, "<answer>", "exec"), space)
        key, args = _short(exercise_id, space[exercise_id])
    else:
        key, args = _grade(exercise_id, source)
    assert key, "a wrong answer must be caught"
    import exercises
    folder = Path(exercises.__file__).parent / exercise_id
    return source_reading.refine(Outcome("failed", 0.0, 1.0, key, args), Submission.module(source), exercise_id, folder)


CONTEXT_BY_COLUMNS = """
    import torch
    import torch.nn.functional as F
    x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                      [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
    {body}
    ex_context = [round(v, 4) for v in z.tolist()]
    """


@pytest.mark.parametrize("body,first,absent", [
    # a softmax down the columns, positional dim 0 (R's apply(…, 2) habit)
    ("w = F.softmax(torch.mm(x, x.t()), 0)\nz = (w @ x)[1]", "rewrite.reduce_dim", None),
    # the weights' column taken by hand: a transposed operand the code shows
    ("w = torch.softmax(x @ x.T, dim=-1)\nz = w.T[1] @ x", "rewrite.operand_transposed", None),
])
def test_the_reading_the_code_contains_is_told_first(body, first, absent):
    source = textwrap.dedent(CONTEXT_BY_COLUMNS).replace("{body}", body)
    out = _read("ex_context", source)
    assert out.feedback == first, out


def test_a_dot_T_on_a_4d_tensor_is_named_and_no_transpose_the_code_lacks_is_blamed():
    out = _read("ex_mha_forward", """
        import torch
        def ex_mha_forward(mha, x):
            b, n, d = x.shape
            h, hd = mha.num_heads, mha.head_dim
            q, k, v = (f(x).reshape(b, n, h, hd).permute(0, 2, 1, 3) for f in (mha.W_query, mha.W_key, mha.W_value))
            s = torch.matmul(q, k.T).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
            ctx = torch.matmul(torch.softmax(s / hd ** 0.5, -1), v)
            return mha.out_proj(ctx.permute(0, 2, 1, 3).reshape(b, n, h * hd))
        """)
    assert out.feedback == "rewrite.transpose_reversed", out
    texts = _texts(out.feedback, out.args)
    assert ".T" in texts["en"] and ".T" in texts["zh"] and "transpose(1, 2) swaps" not in texts["en"]


# 8. transpose(i, j) read another way: numpy's axes permutation, or .T reversing every axis

@pytest.mark.parametrize("typed,key,words", [
    ((4, 3, 5, 2), "rewrite.transpose_reversed", ".T"),  # every axis of (2, 5, 3, 4) reversed
    ((5, 3, 2, 4), "rewrite.transpose_numpy", "np.transpose"),  # transpose(1, 2) as np.transpose(x, (1, 2, 0, 3))
])
def test_a_shape_from_another_reading_of_transpose_is_named(typed, key, words):
    got, args = _short("ex_shape_view", typed)
    assert got == key, (got, args)
    texts = _texts(got, args)
    assert words in texts["en"] and words in texts["zh"]


def test_a_right_split_written_with_transpose_still_passes():
    got, args = _grade("ex_split_merge", """
        import torch
        def ex_split_merge(x, num_heads, context):
            b, n, d = x.shape
            heads = x.reshape(b, n, num_heads, d // num_heads).transpose(1, 2)
            return heads, context.transpose(1, 2).reshape(b, n, d)
        """)
    assert got == "", (got, args)  # the right answer, written with transpose(1, 2)


# 9. a device exercise graded on the CPU: the answer is also asked for the meta device, so one that
# never moves its module is caught on a machine without a GPU, and one that does still passes

NOT_MOVED = [
    # each parameter re-wrapped from a moved copy that is then dropped (TensorFlow's assign habit)
    """
    import torch
    def ex3_3(MHA, device):
        m = MHA(768, 768, 1024, 0.0, num_heads=12)
        moved = {n: p.to(device) for n, p in m.named_parameters()}
        return m
    """,
    # moved, but the caller gets the module built before the move
    """
    def ex3_3(MultiHeadAttention, device):
        original = MultiHeadAttention(768, 768, 1024, 0.0, 12)
        copy = original.to(device) if str(device) != 'cpu' else original
        del copy
        return MultiHeadAttention(768, 768, 1024, 0.0, 12)
    """,
]


@pytest.mark.parametrize("source", NOT_MOVED)
def test_a_module_never_moved_is_caught_on_the_cpu(source):
    got, args = _grade("ex3_3", source)
    assert got == "ex3_3.not_moved", (got, args)
    texts = _texts(got, args)
    assert "module.to(device)" in texts["en"] and "module.to(device)" in texts["zh"]


@pytest.mark.parametrize("source", [
    "def ex3_3(M, device):\n    return M(768, 768, 1024, 0.0, num_heads=12).to(device)\n",
    "def ex3_3(M, device):\n    m = M(768, 768, 1024, 0.0, num_heads=12)\n    m.to(device)\n    return m\n",
    "import torch\ndef ex3_3(M, device):\n    m = M(768, 768, 1024, 0.0, num_heads=12)\n"
    "    for p in m.parameters():\n        p.data = p.data.to(device)\n    m.mask = m.mask.to(device)\n    return m\n",
])
def test_modules_moved_any_way_still_pass(source):
    assert _grade("ex3_3", source)[0] == ""


# 10. a rank assumed by loops over the leading axes: the loops are named, not the line that raised

def test_loops_over_the_leading_axes_are_named_where_the_code_assumes_a_rank():
    from attnlab.grading import rank_loops
    from attnlab.grading.submissions import Submission
    source = textwrap.dedent("""
        import torch
        def ex_causal_weights(scores):
            out = []
            for batch in scores:          # MATLAB-style loops over the pages, then the heads
                rows = []
                for head in batch:
                    k = head.size(1)
                    hide = torch.triu(torch.ones(k, k), 1).bool()
                    rows.append(head.masked_fill(hide, -1e9).softmax(-1))
                out.append(torch.stack(rows))
            return torch.stack(out)
        """)
    key, args = _grade("ex_causal_weights", source)
    assert args.get("concept") == "concept.rank", (key, args)
    out = rank_loops.refine(Outcome("failed", 0.0, 1.0, key, args), Submission.module(source), "ex_causal_weights")
    texts = _texts(out.feedback, out.args)
    assert "`for batch in scores`, `for head in batch`" in texts["en"], texts
    assert "2 层" in texts["zh"] and "for head in batch" in texts["zh"]


# 11. a score divided by the norms (cosine similarity) is said from the code, even where the answer
# never produced a value

@pytest.mark.parametrize("source,raises", [
    # sklearn, which the grader lacks: the answer is never defined
    ("from sklearn.metrics.pairwise import cosine_similarity\nimport torch\n"
     "x = torch.rand(6, 3)\nex_omega = float(cosine_similarity(x[1:2], x[0:1])[0, 0])\n", True),
    # by hand, with torch's norm: a wrong number
    ("import torch\nfrom attnlab import examples\nx = examples.inputs()\n"
     "ex_omega = round(float(x[1] @ x[0] / (x[1].norm() * torch.linalg.norm(x[0]))), 4)\n", False),
])
def test_a_cosine_similarity_is_named_from_the_code(source, raises):
    from attnlab.grading import norm_read
    from attnlab.grading.submissions import Submission
    outcome = Outcome("error" if raises else "failed", 0.0, 1.0,
                      "feedback.not_defined_line" if raises else "feedback.wrong_number",
                      {"line": 4, "error": "ModuleNotFoundError: No module named 'sklearn' (answers.py, line 1)"}
                      if raises else {"got": "0.9", "want": "0.9544"})
    out = norm_read.refine(outcome, Submission.module(source), "ex_omega")
    assert out.args.get("concept") == "concept.cosine_not_dot", out
    texts = _texts(out.feedback, out.args)
    assert "cosine" in texts["en"] and "余弦相似度" in texts["zh"] and "grader" not in texts["zh"]


def test_a_learners_own_normalize_dividing_by_a_sum_gets_no_cosine_note():
    from attnlab.grading import norm_read
    source = "def normalize(v):\n    return v / v.sum()\ndef ex_causal_weights(s):\n    return normalize(s.exp())\n"
    assert norm_read.find(source, "ex_causal_weights") is None


def test_an_exact_rewrite_naming_masking_steps_the_code_lacks_is_not_said():
    from attnlab.grading import source_reading
    from attnlab.grading.submissions import Submission
    source = textwrap.dedent("""
        import torch
        def ex_padding_attention(scores, lengths):
            keep = (torch.arange(scores.shape[-1]) < lengths[:, None])[:, None, None, :].float()
            e = (scores - scores.amax(-1, keepdim=True)).exp() * keep
            total = e.sum(-1, keepdim=True)
            return torch.where(total == 0, torch.zeros_like(e), e / total.clamp(min=1e-30))
        """)
    key, args = _grade("ex_padding_attention", source)
    assert args.get("exact") == "rewrite.mask_reused", (key, args)  # what the search finds alone
    import exercises
    out = source_reading.refine(Outcome("failed", 0.0, 1.0, key, args), Submission.module(source),
                                "ex_padding_attention", Path(exercises.__file__).parent / "ex_padding_attention")
    assert "masked_fill #" not in _texts(out.feedback, out.args)["en"], out
