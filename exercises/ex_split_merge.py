"""Split a projection into heads, and merge per-head context vectors back."""

import dataclasses
import inspect

from attnlab import attention
from attnlab.grading import checks, codec
from attnlab.grading.model import solution_file
from attnlab.grading.tensor_exercise import randn, tensor_exercise, with_device_rule


def cases():
    # ``context`` is a fresh contiguous (b, h, n, hd) tensor, like ``weights @ values``: merging it
    # with transpose + view needs .contiguous() (h > 1 and n > 1 in every case).
    return [(randn(2, 6, 4, seed=9), 2, randn(2, 2, 6, 2, seed=12)),
            (randn(1, 4, 12, seed=10), 3, randn(1, 3, 4, 4, seed=13)),
            (randn(3, 5, 8, seed=11), 4, randn(3, 4, 5, 2, seed=14))]


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
        return checks.compare(heads, want[0], "heads")
    for key, wrong in _merge_mistakes(context).items():
        if checks.same(merged, wrong):
            return key, {}
    return checks.compare(merged, want[1], "merged")


_WITH_CONTEXT = tensor_exercise(
    "ex_split_merge", 2,
    {"en": "Split and merge heads", "zh": "拆分与合并多头"},
    with_device_rule({
     "en": "Write `ex_split_merge(x, num_heads, context)`. For `x` of shape (b, n, d), return a pair: "
     "`heads`, of shape (b, num_heads, n, d / num_heads), where head i holds features "
     "[i·hd, (i+1)·hd) of every token; and `merged`: the per-head context vectors `context`, of "
     "shape (b, num_heads, n, hd) (a fresh tensor, like `weights @ values`), merged back to "
     "(b, n, num_heads·hd) with head i in features [i·hd, (i+1)·hd).",
     "zh": "编写 `ex_split_merge(x, num_heads, context)`。对形状为 (b, n, d) 的 `x`，返回一对结果：`heads`，形状为 "
     "(b, num_heads, n, d / num_heads)，其中第 i 个头包含每个词元的第 [i·hd, (i+1)·hd) 个特征；以及 `merged`："
     "把形状为 (b, num_heads, n, hd) 的各头上下文向量 `context`（一个新张量，就像 `weights @ values`）"
     "合并回 (b, n, num_heads·hd)，第 i 个头占据第 [i·hd, (i+1)·hd) 个特征。"}),
    {"en": ("Split: view(b, n, h, hd) first, then transpose(1, 2).",
            "Merge: transpose(1, 2) back to (b, n, h, hd), then .contiguous().view(b, n, h·hd) "
            "(or .reshape): view cannot merge axes of a transposed tensor."),
     "zh": ("拆分：先 view(b, n, h, hd)，再 transpose(1, 2)。",
            "合并：先 transpose(1, 2) 回到 (b, n, h, hd)，再 .contiguous().view(b, n, h·hd)（或用 .reshape）："
            "view 不能合并转置后张量的维度。")},
    "def ex_split_merge(x, num_heads, context):\n    # return heads, merged\n    ...\n",
    solution_file(__file__, "ex_split_merge"),
    cases, reference, diagnose,
)


# Files written for the earlier form of this exercise, ``ex_split_merge(x, num_heads)`` returning the
# heads and the merge of those heads (which must give x back), are still graded in that form.
def _two_cases():
    return [case[:2] for case in cases()]


def _two_diagnose(args, got, want):
    x, h = args
    return diagnose([x, h, attention.split_heads(x, h)], got, want)


_TWO_ARGS = tensor_exercise(
    "ex_split_merge", 2, {}, {}, {}, "", solution_file(__file__, "ex_split_merge"), _two_cases,
    lambda x, num_heads: (attention.split_heads(x, num_heads), x), _two_diagnose,
)


def _takes_two(fn) -> bool:
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return False
    if any(p.kind == p.VAR_POSITIONAL for p in params):
        return False
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    return len(positional) == 2


def make_payload() -> dict:
    return {"three": _WITH_CONTEXT.make_payload(), "two": _TWO_ARGS.make_payload()}


def probe(answer, payload, device):
    fn = checks.callable_answer(answer)
    if _takes_two(fn):
        return {**_TWO_ARGS.probe(fn, payload["two"], device), "form": "two"}
    return {**_WITH_CONTEXT.probe(fn, payload["three"], device), "form": "three"}


def check(payload, result):
    if codec.expect(result, "form", str) == "two":
        return _TWO_ARGS.check(payload["two"], result)
    return _WITH_CONTEXT.check(payload["three"], result)


EXERCISE = dataclasses.replace(_WITH_CONTEXT, make_payload=make_payload, probe=probe, check=check)
