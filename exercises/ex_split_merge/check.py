"""Trusted side of ex_split_merge: tensors drawn for this run, the reference and the classic
mistakes, for both forms of the answer (see probe.py)."""

from attnlab import attention
from attnlab.grading import checks, codec
from attnlab.grading.tensor_check import randn, tensor_check


def cases(rng):
    # ``context`` is a fresh contiguous (b, h, n, hd) tensor, like ``weights @ values``: merging it
    # with transpose + view needs .contiguous() (h > 1 and n > 1 in every case).
    return [(randn(2, 6, 4, rng=rng), 2, randn(2, 2, 6, 2, rng=rng)),
            (randn(1, 4, 12, rng=rng), 3, randn(1, 3, 4, 4, rng=rng)),
            (randn(3, 5, 8, rng=rng), 4, randn(3, 4, 5, 2, rng=rng)),
            # one head (and one sequence): the head axis has size 1, which a squeeze() with no dim
            # drops; the cases above keep h > 1 and n > 1 for the .contiguous() check
            (randn(1, 3, 4, rng=rng), 1, randn(1, 1, 3, 4, rng=rng)),
            # larger than the book's 6 tokens (and 3 sequences, 3 heads)
            (randn(3, 8, 12, rng=rng), 3, randn(3, 3, 8, 4, rng=rng)),
            # one head, several sequences: the head axis is axis 1, not the front (with one
            # sequence, as above, x.unsqueeze(0) and x.unsqueeze(1) cannot be told apart)
            (randn(2, 5, 4, rng=rng), 1, randn(2, 1, 5, 4, rng=rng))]


def reference(x, num_heads, context):
    return attention.split_heads(x, num_heads), attention.merge_heads(context)


def _split_mistakes(x, h):
    b, n, d = x.shape
    return {
        "ex_split_merge.no_transpose": x.reshape(b, n, h, d // h),
        "ex_split_merge.reshape_mixes": x.reshape(b, h, n, d // h),
        "ex_split_merge.transpose_before_view": x.transpose(1, 2).reshape(b, h, n, d // h),
    }


def _merge_mistakes(context):
    b, h, n, hd = context.shape
    return {
        "ex_split_merge.merge_no_transpose": context.reshape(b, n, h * hd),
        "ex_split_merge.merge_wrong_order": context.permute(0, 2, 3, 1).reshape(b, n, h * hd),
    }


def diagnose(args, got, want):
    """Each half on its own: a right split with a wrong merge still gets the merge named."""
    x, h, context = args
    if len(got) != 2:
        return "", {}
    heads, merged = got
    if checks.compare(heads, want[0], "heads")[0]:
        for key, wrong in _split_mistakes(x, h).items():
            if checks.same(heads, wrong):
                return key, {}
        found = checks.compare(heads, want[0], "heads")
        # axes in another order: the error model names the reordering (permute(0, 2, 3, 1) ...)
        return ("", {}) if found[0] == "feedback.wrong_shape" else found
    for key, wrong in _merge_mistakes(context).items():
        if checks.same(merged, wrong):
            return key, {}
    return checks.compare(merged, want[1], "merged")


_three = tensor_check(cases, reference, diagnose)


# Files written for the earlier form of this exercise, ``ex_split_merge(x, num_heads)`` returning the
# heads and the merge of those heads (which must give x back), are still graded in that form.
def _two_cases(rng):
    return [case[:2] for case in cases(rng)]


def _two_diagnose(args, got, want):
    x, h = args
    return diagnose([x, h, attention.split_heads(x, h)], got, want)


_two = tensor_check(_two_cases, lambda x, num_heads: (attention.split_heads(x, num_heads), x),
                    _two_diagnose)


def make_payload(rng) -> dict:
    return {"three": _three[0](rng), "two": _two[0](rng)}


def check(payload, result):
    if codec.expect(result, "form", str) == "two":
        return _two[1](payload["two"], result)
    return _three[1](payload["three"], result)
