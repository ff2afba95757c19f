"""Feedback that names the slip and never suggests the learner's own wrong step (issue 29, fresh8's
misses as classes): a mask built on swapped axes is told as a mask, not as a transposed output; the
fix a transpose or permute text gives follows the axes measured, not a fixed template."""

import torch

from attnlab.grading import error_model
from attnlab.i18n import t


def _pad_ref(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), -1).nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)


def _pad_cases(g):
    return [[torch.randn(3, 1, 5, 5, generator=g), torch.tensor([5, 0, 2])],
            [torch.randn(2, 2, 4, 4, generator=g), torch.tensor([4, 1])]]


def _errors(answer, cases):
    out = []
    for c in cases:
        try:
            answer(*c)
            out.append("")
        except RuntimeError as e:  # the message as the sandbox records it
            out.append(f"{type(e).__name__}: {e}")
    return out


def test_mask_built_n_by_b_is_told_as_the_masks_axes():
    """(n, b) built where (b, n) is meant: it raises on every case (b ≠ n), with the operands of
    the broadcast in either order (an additive bias, or masked_fill)."""
    def additive(scores, lengths):
        pad = torch.arange(scores.shape[-1]).unsqueeze(-1) >= lengths.unsqueeze(0)  # (n, b)
        bias = torch.zeros(pad.shape).masked_fill(pad, float("-inf"))
        return torch.softmax(scores + bias[:, None, None, :], -1)

    def filled(scores, lengths):
        pad = torch.arange(scores.shape[-1])[:, None] >= lengths[None, :]
        return torch.softmax(scores.masked_fill(pad[:, None, None, :], -1e9), -1)

    cases = _pad_cases(torch.Generator().manual_seed(6))
    for answer in (additive, filled):
        errors = _errors(answer, cases)
        assert all(errors)
        found = error_model.search(_pad_ref, cases, [None] * len(cases), errors)
        assert found is not None and found.key == "rewrite.mask_axes", answer.__name__
        text = t(found.key, "en", **found.args)
        assert "(5, 3)" in text and "(3, 5)" in text
        assert "transpose(-2, -1)" not in text


def test_a_bool_tensor_transposed_on_wrong_axes_is_told_as_a_mask():
    cases = _pad_cases(torch.Generator().manual_seed(7))

    def ref(scores, lengths):
        keys = (torch.arange(scores.shape[-1])[None, :] >= lengths[:, None])[:, None, None, :]
        w = torch.softmax(scores.masked_fill(keys, float("-inf")), -1).nan_to_num(0.0)
        return w.masked_fill(keys.transpose(-1, -2), 0.0)
    keys = [r for r in error_model.candidates(ref, cases) if r.site == ("transpose", 0)]
    assert keys and {r.key for r in keys} <= {"rewrite.mask_transpose", "rewrite.no_transpose",
                                               "rewrite.permute_axes"}


def test_transpose_fix_follows_the_measured_axes():
    """Merging heads: transpose(2, 3) where (1, 2) is needed. The text's fix is transpose(1, 2);
    it never recommends the axes the learner swapped."""
    def ref(ctx):
        b, h, n, hd = ctx.shape
        return ctx.transpose(1, 2).reshape(b, n, h * hd)

    def wrong(ctx):
        b, h, n, hd = ctx.shape
        return ctx.transpose(-1, -2).reshape(b, n, h * hd)
    ctx = torch.randn(2, 3, 5, 4, generator=torch.Generator().manual_seed(8))
    found = error_model.search(ref, [[ctx]], [[wrong(ctx)]])
    assert found is not None and found.key == "rewrite.transpose_axes"
    for lang in ("en", "zh"):
        text = t(found.key, lang, **found.args)
        assert "transpose(1, 2)" in text
        assert "transpose(-2, -1)" not in text and "transpose(2, 3)" not in text


def _softmax_ref(x, dim):
    e = (x - x.amax(dim=dim, keepdim=True)).exp()
    return e / e.sum(dim=dim, keepdim=True)


def _softmax_cases(g):
    return [[torch.randn(2, 5, generator=g) * 3, -1], [torch.randn(3, 4, 2, generator=g), 1]]


def test_an_exponent_in_another_base_is_named_by_its_base():
    """exp2 (2 ** z) or 10 ** z where e ** z belongs: the softmax of z · ln(base), fitted, then
    named by the base, with the factor that undoes it."""
    cases = _softmax_cases(torch.Generator().manual_seed(9))
    for base in (2.0, 10.0):
        def wrong(x, dim, base=base):
            p = base ** (x - x.amax(dim=dim, keepdim=True))
            return p / p.sum(dim=dim, keepdim=True)
        found = error_model.search(_softmax_ref, cases, [[wrong(*c)] for c in cases])
        assert found is not None and found.key == "rewrite.exp_base"
        assert found.args["base"] == str(int(base))
        assert abs(float(found.args["inverse"]) - 1 / torch.log(torch.tensor(base)).item()) < 1e-3


def test_a_temperature_is_told_as_its_factor_and_a_single_number_is_not():
    cases = _softmax_cases(torch.Generator().manual_seed(10))
    found = error_model.search(_softmax_ref, cases, [[torch.softmax(x * 0.37, dim)] for x, dim in cases])
    assert found is not None and found.key == "rewrite.score_factor" and found.args["c"] == "0.37"

    def one(x):  # a short answer: any factor fits one number, so none is told
        return torch.softmax(x, -1)[0, 1:2]
    x = torch.randn(3, 3, generator=torch.Generator().manual_seed(11))
    found = error_model.search(one, [[x]], [[torch.softmax(x * 0.5, -1)[0, 1:2]]])
    assert found is None or found.key != "rewrite.score_factor"


def test_a_vector_rounded_early_is_told_where_the_rounding_happened():
    """ex_context from the book's tensors with the weights (or the scores) rounded to k decimals
    before the weighted sum: the vector route names the step, as the number route does."""
    from attnlab import examples
    from exercises.ex_context import check as context
    x = examples.inputs()
    scores = x @ x[1]
    exact = torch.softmax(scores, -1) @ x
    for k, step, wrong in ((2, "softmax", torch.round(torch.softmax(scores, -1) * 100) / 100 @ x),
                           (1, "matmul", torch.softmax(torch.round(scores * 10) / 10, -1) @ x)):
        assert (wrong - exact).abs().max() > 6e-4  # a wrong answer, not the exact value
        key, args = context.check({}, {"value": wrong.tolist()})
        assert key == "rewrite.rounded_step_values" and args["k"] == str(k) and args["op"] == step
    assert context.check({}, {"value": exact.tolist()})[0] == ""


def test_a_move_undone_by_reshape_is_told_with_the_call_that_moves_it_back():
    """reshape(x.shape) after movedim(dim, -1): the fix follows the axes measured (movedim back,
    a transpose, a permute), not a matrix's .T on every rank."""
    from attnlab.grading import properties
    want = torch.randn(2, 3, 4, 5, generator=torch.Generator().manual_seed(12))
    for moved, fix in ((want.movedim(0, -1), ".movedim(-1, 0)"), (want.movedim(1, -1), ".movedim(-1, 1)"),
                       (want.transpose(1, 2), ".transpose(1, 2)"), (want.movedim(-1, 1), ".movedim(1, -1)"),
                       (want.permute(1, 0, 3, 2), ".permute(1, 0, 3, 2)")):
        key, args = properties.scrambled(moved.reshape(want.shape), want, 1e-6)
        assert key == "feedback.prop.reshape_not_transpose" and args["fix"] == fix, (fix, args)
        # the fix, applied to the learner's moved tensor, gives the right one
        assert torch.equal(eval("moved" + fix), want)
    m = torch.randn(3, 4)
    rows = [([m.T.reshape(3, 4)], [m]), ([want.movedim(1, -1).reshape(want.shape)], [want])]
    key, args = properties.describe_rows(rows, 1e-6)
    assert key == "feedback.prop.reshape_not_transpose" and args["fix"] == ".movedim(-1, 1)"


def test_a_weight_that_is_a_matrix_function_of_the_right_one_is_named():
    """pinv(weight) where weight.T belongs (x @ W "undone" by an inverse), a sign flipped, or a
    square matrix's missing transpose: named by the expression, never the right one itself."""
    from attnlab.grading import properties
    from exercises.ex3_1 import exercise
    weight = torch.randn(2, 3, generator=torch.Generator().manual_seed(13))
    known = {"W": weight}
    key, args = properties.function_of(torch.linalg.pinv(weight), known, "W.T", 1e-6)
    assert key == "feedback.prop.inverse_of" and args["expr"] == "torch.linalg.pinv(W)"
    key, args = properties.function_of(-weight.T, known, "W.T", 1e-6)
    assert key == "feedback.prop.negated_of" and args["expr"] == "-W.T"
    square = torch.randn(3, 3, generator=torch.Generator().manual_seed(14))
    key, args = properties.function_of(square, {"W": square}, "W.T", 1e-6)
    assert key == "feedback.prop.transpose_of" and args["expr"] == "W"
    assert properties.function_of(weight.T, known, "W.T", 1e-6) is None  # the right one: no slip
    assert properties.function_of(torch.randn(3, 2), known, "W.T", 1e-6) is None
    # the weights check owns these keys: a named wrong weight earns none of its points
    weights_keys = dict((c[0], c[2]) for c in exercise.CHECKS)["weights"]
    assert {"feedback.prop.inverse_of", "feedback.prop.negated_of"} <= set(weights_keys)
