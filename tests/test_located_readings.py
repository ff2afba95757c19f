"""Readings that say where a wrong answer's values come from, for slips no catalogue lists: the axis
a located step ran along (and the one that gives the right values), a sequence's corner of the
scores taken as a right step, output entries that still hold an input's values, a typed shape read
as the asked axes merged, and a float given where a size belongs. Each is checked against an
independent computation of what the learner's code does, and against right answers that must not
get it."""

from __future__ import annotations

import linecache
import textwrap

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab.grading import checks, divergence, properties, raise_trace, shape_relation, step_record
from attnlab.grading.model import AnswerProblem

ATOL = 1e-5  # float32 values of size ~1 recomputed another way: a few ulps


def _learner(source: str, name: str, filename: str = "<readings>"):
    source = textwrap.dedent(source)
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    namespace: dict = {"torch": torch}
    exec(compile(source, filename, "exec"), namespace)  # noqa: S102 - the test's own code
    return namespace[name]


def _softmax_reference(x):
    return torch.softmax(x, dim=-1)


def _located(fn, reference, args):
    steps = step_record.record(fn, [a.clone() for a in args])
    return divergence.located(steps, [reference], list(args))


X = torch.randn(4, 6, generator=torch.Generator().manual_seed(11))


def test_a_sum_along_the_wrong_axis_is_told_with_the_axis_that_gives_the_right_values():
    fn = _learner("""
        def answer(x):
            e = torch.exp(x - x.max(dim=-1, keepdim=True).values)
            s = e.sum(dim=0, keepdim=True)
            return e / s
        """, "answer")
    at = _located(fn, _softmax_reference, [X])
    assert at["diverge_code"] == "s = e.sum(dim=0, keepdim=True)"
    assert at["diverge_how"] == "diverge.other_axis"
    assert (at["diverge_how_dim"], at["diverge_how_right"], at["diverge_how_of"]) == ("0", "1", "(4, 6)")


def test_a_reduction_no_axis_repairs_is_told_with_its_axis_alone():
    # an average over the heads: no other axis of the same mean is a right step
    scores = torch.randn(2, 3, 4, 4, generator=torch.Generator().manual_seed(12))
    fn = _learner("""
        def answer(s):
            w = torch.softmax(s, dim=-1)
            return w.mean(dim=1, keepdim=True).expand_as(w)
        """, "answer")
    at = _located(fn, _softmax_reference, [scores])
    assert at["diverge_op"] == "mean"
    assert (at["diverge_how"], at["diverge_how_dim"], at["diverge_how_of"]) == ("diverge.along", "1", "(2, 3, 4, 4)")


def test_a_right_answer_computed_on_each_sequences_corner_is_never_blamed():
    # softmax of each sequence's first L keys, written into zeros: the corner blocks are right steps
    scores = torch.randn(2, 2, 5, 5, generator=torch.Generator().manual_seed(13))
    lengths = torch.tensor([3, 5])

    def reference(s, lens):
        pad = torch.arange(s.shape[-1])[None, :] >= lens[:, None]
        w = torch.softmax(s.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
        return w.masked_fill(pad[:, None, :, None], 0.0)

    fn = _learner("""
        def answer(s, lens):
            out = torch.zeros_like(s)
            for i, L in enumerate(lens.tolist()):
                out[i, :, :L, :L] = torch.softmax(s[i, :, :L, :L], dim=-1)
            return out
        """, "answer")
    assert torch.allclose(fn(scores, lengths), reference(scores, lengths), atol=ATOL)
    assert _located(fn, reference, [scores, lengths]) == {}


def _rows(args, want, got):
    return [(args, [want], [got])]


def test_entries_left_as_the_input_are_told_with_the_input_and_their_count():
    scores = torch.randn(2, 2, 4, 4, generator=torch.Generator().manual_seed(14))
    want = torch.softmax(scores, dim=-1)
    got = want.clone()
    got[1, :, 2:, :] = scores[1, :, 2:, :]  # never written: still the scores
    key, args = properties.kept_entries(_rows([scores], want, got), ATOL, ("scores",))
    assert key == "feedback.prop.kept_entries"
    assert (args["name"], args["count"], args["total"], args["where"]) == ("scores", "16", "64", "(1, 0, 2, 0)")


@pytest.mark.parametrize("wrong", ["zeros", "other", "whole"])
def test_entries_not_the_inputs_own_values_are_not_told_as_kept(wrong):
    scores = torch.randn(2, 4, 4, generator=torch.Generator().manual_seed(15))
    want = torch.softmax(scores, dim=-1)
    got = want.clone()
    if wrong == "zeros":  # a constant: anything could equal it
        got[1] = 0.0
        scores[1] = 0.0
    elif wrong == "other":  # one entry not the input's
        got[1] = scores[1]
        got[1, 0, 0] += 1.0
    else:  # the input returned whole: another text says so
        got = scores.clone()
    assert properties.kept_entries(_rows([scores], want, got), ATOL, ("scores",)) is None


def test_a_typed_shape_with_axes_merged_is_read_in_the_asked_axes():
    told = shape_relation.layout((5, 6, 4), (2, 3, 5, 4), {0: "b", 1: "h", 2: "n", 3: "head_dim"})
    assert told["reading"] == "(n, b·h, head_dim)"
    assert told["asked"] == "(b, h, n, head_dim)"
    # two sizes alike: which one was merged cannot be told, so nothing is said
    assert shape_relation.layout((4, 3, 4), (2, 2, 3, 4), {0: "b", 1: "h", 2: "n", 3: "d"}) is None


@settings(max_examples=60, deadline=None)
@given(st.permutations(range(4)), st.integers(0, 2), st.lists(st.sampled_from([2, 3, 5, 7]), min_size=4,
                                                                  max_size=4, unique=True))
def test_any_merge_of_two_neighbouring_axes_after_a_permutation_is_read_back(order, at, sizes):
    # move the axes, merge two neighbours: the reading names exactly those axes, joined
    names = ["b", "h", "n", "d"]
    moved = [order[i] for i in range(4)]
    got = [sizes[a] for a in moved]
    got = got[:at] + [got[at] * got[at + 1]] + got[at + 2:]
    told = shape_relation.layout(tuple(got), tuple(sizes), dict(enumerate(names)))
    parts = [names[a] for a in moved]
    expect = parts[:at] + [f"{parts[at]}·{parts[at + 1]}" if moved[at] < moved[at + 1]
                           else f"{parts[at + 1]}·{parts[at]}"] + parts[at + 2:]
    assert told["reading"] == "(" + ", ".join(expect) + ")"


def test_a_float_size_names_the_line_and_the_float_holding_names():
    fn = _learner("""
        def answer(x, h):
            d = x.shape[-1]
            hd = d / h
            return x.view(x.shape[0], h, hd)
        """, "answer", "<float-size>")
    with pytest.raises(TypeError) as caught:
        fn(torch.zeros(2, 6), 2)
    found = raise_trace.float_sizes(caught.value)
    assert found == {"line": 5, "code": "return x.view(x.shape[0], h, hd)", "floats": "hd = 3.0"}
    problem = checks.error_problem(caught.value)
    assert isinstance(problem, AnswerProblem) and problem.key == "feedback.float_size"


def test_other_type_errors_are_not_read_as_float_sizes():
    fn = _learner("""
        def answer(x):
            return torch.sqrt(x.shape[-1])
        """, "answer", "<not-float>")
    with pytest.raises(TypeError) as caught:
        fn(torch.zeros(2, 4))
    assert raise_trace.float_sizes(caught.value) is None


def test_a_maximum_over_the_wrong_axis_is_the_line_found_not_the_exp_that_uses_it():
    fn = _learner("""
        def answer(x):
            m = x.max(dim=0, keepdim=True).values
            e = torch.exp(x - m)
            return e / e.sum(dim=-1, keepdim=True)
        """, "answer", "<max-axis>")
    # the shift cancels in the ratio: the answer is right unless exp underflows, so make it
    x = X.clone()
    x[0, 0] = 200.0
    at = _located(fn, _softmax_reference, [x])
    assert at["diverge_code"] == "m = x.max(dim=0, keepdim=True).values"
    assert (at["diverge_how"], at["diverge_how_right"]) == ("diverge.other_axis", "1")


def test_terms_of_a_product_used_unsummed_are_told_at_the_step_that_uses_them():
    x = torch.rand(6, 3, generator=torch.Generator().manual_seed(16))

    def reference(inputs):
        return torch.softmax(inputs @ inputs[1], dim=-1)

    fn = _learner("""
        def answer(inputs):
            scores = inputs * inputs[1]
            return torch.softmax(scores, dim=-1)
        """, "answer", "<terms>")
    at = _located(fn, reference, [x])
    assert at["diverge_code"] == "return torch.softmax(scores, dim=-1)"
    assert at["diverge_how"] == "diverge.terms"
    # the same terms summed in a second step are a right computation: nothing to tell
    fine = _learner("""
        def answer(inputs):
            scores = (inputs * inputs[1]).sum(dim=-1)
            return torch.softmax(scores, dim=-1)
        """, "answer", "<terms-summed>")
    assert _located(fine, reference, [x]) == {}


def test_a_discarded_call_before_a_short_answer_is_found_but_not_a_cells_displayed_last_line():
    from attnlab.grading import discarded

    module = [(None, "import torch\nq = torch.zeros(2, 5, 3, 4)\nq.transpose(1, 2)\nanswer = list(q.shape)\n")]
    assert discarded.find(module, "answer")["code"] == "q.transpose(1, 2)"
    # a notebook cell ending on the call shows its value: a look, not a slip
    cells = [(1, "import torch\nq = torch.zeros(2, 5, 3, 4)\nq.transpose(1, 2)"), (2, "answer = list(q.shape)")]
    assert discarded.find(cells, "answer") is None
    # a dropped call on a tensor the answer never reads is another answer's business
    other = [(None, "import torch\nq = torch.zeros(2, 3)\nk = torch.zeros(3)\nk.softmax(0)\nanswer = list(q.shape)\n")]
    assert discarded.find(other, "answer") is None


def test_a_product_given_the_wrong_operand_is_told_with_the_tensor_that_belongs_there():
    # the weights times the scores, where the weights times the values belong
    x = torch.rand(5, 4, generator=torch.Generator().manual_seed(17))
    values = torch.rand(5, 3, generator=torch.Generator().manual_seed(18))

    def reference(inputs, v):
        return torch.softmax(inputs @ inputs.T, dim=-1) @ v

    fn = _learner("""
        def answer(inputs, v):
            w = torch.softmax(inputs @ inputs.T, dim=-1)
            return w @ inputs[:, :3]
        """, "answer", "<operand>")
    steps = step_record.record(fn, [x.clone(), values.clone()])
    found = divergence.find(steps, divergence.pool_of([reference], [x, values]), [x, values], ["inputs", "v"])
    assert found["relation"] == ("diverge.operand", {"nth": "2", "what": "diverge.what_arg", "name": "v"})


def test_a_maximum_subtracted_on_one_side_of_the_ratio_is_named_by_its_factor():
    fn = _learner("""
        def answer(x):
            top = x.amax(dim=-1, keepdim=True)
            num = torch.exp(x - top)
            den = torch.exp(x).sum(dim=-1, keepdim=True)
            return num / den
        """, "answer", "<shift>")
    x = torch.randn(1, 6, generator=torch.Generator().manual_seed(19))  # one row: one factor
    at = _located(fn, _softmax_reference, [x])
    assert at["diverge_code"] == "return num / den"
    assert at["diverge_how"] == "diverge.shift_mismatch"
    assert abs(float(at["diverge_how_factor"]) - float(torch.exp(-x.max()))) < 1e-3


def test_axes_moved_once_and_never_back_is_told_at_the_move_even_where_two_sizes_coincide():
    def reference(scores, pad):
        return torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)

    fn = _learner("""
        def answer(scores, pad):
            s = scores.transpose(0, 1)
            return torch.softmax(s.masked_fill(pad[:, None, :], float("-inf")), dim=-1)
        """, "answer", "<moved>")
    g = torch.Generator().manual_seed(20)
    cases = [[torch.randn(2, 2, 4, 4, generator=g), torch.tensor([[0, 0, 1, 1], [0, 0, 0, 0]]).bool()],
             [torch.randn(2, 3, 4, 4, generator=g), torch.tensor([[0, 0, 1, 1], [0, 0, 0, 0]]).bool()]]
    result = {"steps": [[i, step_record.record(fn, [a.clone() for a in c])] for i, c in enumerate(cases)]}
    args = divergence.with_location("feedback.shape.permuted", {}, result, [reference], lambda i: cases[i], 2)
    assert args["diverge_kind"] == "unrestored" and args["diverge_code"] == "s = scores.transpose(0, 1)"


def test_several_tensors_that_join_into_the_answer_are_told_with_the_join():
    from attnlab.grading import tensor_check

    want = torch.randn(3, 4, 4, generator=torch.Generator().manual_seed(21))
    key, args = tensor_check._pieces(list(want.unbind(0)), [want], ATOL)
    assert (key, args["how"], args["dim"], args["want"]) == ("feedback.returned_pieces", "stack", "0", "(3, 4, 4)")
    # pieces that do not make the answer are only counted
    assert tensor_check._pieces([want[0], want[0]], [want[:2] + 1], ATOL) is None


def test_an_axis_the_right_computation_also_reduces_along_raises_no_doubt():
    x = torch.randn(4, 6, generator=torch.Generator().manual_seed(22))
    step = {"op": "sum", "dim": 0, "of": [4, 6], "ins": [], "values": None}
    # the asked softmax runs over dim=0: a sum over dim=0 is the axis meant
    assert divergence._along(step, [], divergence.pool_of([lambda t: torch.softmax(t, dim=0)], [x]), [x]) is None
    # over the last axis only: dim=0 is worth a look
    assert divergence._along(step, [], divergence.pool_of([lambda t: torch.softmax(t, dim=-1)], [x]), [x])[0] == "diverge.along"


@pytest.mark.parametrize("body,concept", [
    # exponentials divided by their L2 norm: a softmax's denominator
    ("    e = torch.exp(x - x.amax(dim, keepdim=True))\n"
     "    return e / torch.linalg.vector_norm(e, dim=dim, keepdim=True)\n", "concept.norm_not_sum"),
    # weights renormalised with F.normalize's default p=2: rows of unit length, not of sum 1
    ("    w = torch.softmax(x, dim) * (x > -1e4)\n    return F.normalize(w, dim=dim)\n", "concept.norm_not_sum"),
    # vectors normalised, then multiplied: a cosine similarity where a raw dot product belongs
    ("    u = F.normalize(x, dim=-1)\n    return torch.softmax(u @ u.transpose(-2, -1), dim)\n",
     "concept.cosine_not_dot"),
    ("    s = (x @ x.transpose(-2, -1)) / torch.linalg.vector_norm(x, dim=-1, keepdim=True)\n"
     "    return torch.softmax(s, dim)\n", "concept.cosine_not_dot"),
])
def test_a_division_by_a_norm_is_told_by_what_it_divides(body, concept):
    from attnlab.grading import norm_read
    from attnlab.grading.model import Outcome
    from attnlab.grading.submissions import Submission

    source = "import torch\nimport torch.nn.functional as F\ndef ex_stable_softmax(x, dim):\n" + body
    out = norm_read.refine(Outcome("failed", 0.0, 1.0, "feedback.wrong_values", {}), Submission.module(source),
                           "ex_stable_softmax")
    assert out.args.get("concept") == concept


@pytest.mark.parametrize("wrong, right", [(-2, -1), (-3, -1), (1, 3), (2, 3)])
def test_a_broadcast_product_summed_along_the_axis_its_layout_moved_is_told_at_the_sum(wrong, right):
    # every pairwise product of (b, n, n, d) is right, but the sum runs along a token's axis: the
    # sum is the slip, told with the axis that pairs the features
    a = torch.randn(2, 3, 4, generator=torch.Generator().manual_seed(21))

    def reference(a):
        return a @ a.transpose(1, 2)

    fn = _learner(f"""
        def answer(a):
            pairs = a[:, :, None, :] * a[:, None, :, :]
            return pairs.sum(dim={wrong})
        """, "answer", f"<pairs{wrong}>")
    at = _located(fn, reference, [a])
    assert at["diverge_code"] == f"return pairs.sum(dim={wrong})"
    assert at["diverge_how"] == "diverge.other_axis"
    assert (int(at["diverge_how_dim"]), int(at["diverge_how_right"])) == (wrong, right)
    # the same product summed along the features is right: nothing to tell
    fine = _learner("""
        def answer(a):
            return (a[:, :, None, :] * a[:, None, :, :]).sum(dim=-1)
        """, "answer", "<pairs-right>")
    assert _located(fine, reference, [a]) == {}


def test_a_bare_to_on_a_module_the_code_built_is_not_a_dropped_call():
    from attnlab.grading import discarded

    module = """
def ex3_3(MultiHeadAttention, device):
    m = MultiHeadAttention(768, 768, 1024, 0.0, 12)
    m.to(device)
    return m
"""
    assert discarded.find([(None, module)], "ex3_3") is None
    # the same bare call on a tensor returns a new tensor that the statement drops
    tensor = """
def f(x, device):
    y = x * 2
    y.to(device)
    return y
"""
    assert discarded.find([(None, tensor)], "f")["op"] == "to"


def test_a_reduction_of_the_wrong_thing_is_told_with_the_one_reduction_the_right_computation_makes_there():
    g = torch.Generator().manual_seed(23)
    P, dP = torch.softmax(torch.randn(3, 5, generator=g), -1), torch.randn(3, 5, generator=g)

    def reference(P, dP):
        return P * (dP - (P * dP).sum(-1, keepdim=True))

    fn = _learner("""
        def answer(P, dP):
            centre = dP.mean(dim=-1, keepdim=True)
            return P * (dP - centre)
        """, "answer", "<instead>")
    at = _located(fn, reference, [P, dP])
    assert at["diverge_code"] == "centre = dP.mean(dim=-1, keepdim=True)"
    assert at["diverge_how"] == "diverge.instead"
    assert at["diverge_how_right"] in ("sum(mul(P, dP))", "sum(mul(dP, P))")


def test_a_call_given_out_is_not_a_dropped_call():
    from attnlab.grading import discarded

    source = """
def f(x):
    z = x - x.amax(-1, keepdim=True)
    torch.exp(z, out=z)
    return z / z.sum(-1, keepdim=True)
"""
    assert discarded.find([(None, source)], "f") is None


def test_an_in_place_op_on_a_view_is_not_a_dropped_call():
    from attnlab.grading import discarded

    view = """
def f(x):
    out = torch.empty(2, 3, 4)
    out.view(2, 12).copy_(x)
    return out
"""
    assert discarded.find([(None, view)], "f") is None
    temporary = """
def f(x):
    x.triu(1).fill_(0.0)
    return x
"""
    assert discarded.find([(None, temporary)], "f")["op"] == "triu"
