"""MultiHeadAttention's forward pass, written by the learner from its parts."""

from __future__ import annotations

import torch
from torch import nn
from torch.nn import functional as F

from attnlab.grading import checks, codec
from attnlab.grading.model import AnswerProblem, Exercise, MalformedResult, solution_file
from attnlab.grading.tensor_exercise import DEVICE_RULE, find_mistake
from attnlab.modules import MultiHeadAttention, seeded

ID = "ex_mha_forward"
# (d_in, d_out, heads, batch, tokens, context_length, seed). The mask is longer than the sequence in
# all but the book's case, so a mask that is not sliced to [:n, :n] fails; head_dim != n throughout.
CASES = ((3, 2, 2, 2, 6, 6, 123), (8, 8, 4, 3, 5, 9, 1), (6, 12, 3, 1, 7, 10, 2))


class _WatchedDropout(nn.Dropout):
    """The book's ``self.dropout`` with p = 0: returns its input unchanged, but notes whether it
    was given the scores (rows that are not probability distributions) instead of the weights."""

    def __init__(self):
        super().__init__(0.0)
        self.saw_scores = False

    def forward(self, t):
        if isinstance(t, torch.Tensor) and t.dim() >= 2 and t.shape[-1] == t.shape[-2]:
            rows = t.detach().float().nan_to_num(0.0, posinf=2.0, neginf=-1.0)
            if (rows < 0).any() or not torch.allclose(rows.sum(-1), torch.ones_like(rows.sum(-1)),
                                                      atol=1e-3):
                self.saw_scores = True
        return t


class Parts(nn.Module):
    """The layers of a MultiHeadAttention without its forward, so the answer must write one."""

    def __init__(self, mha: MultiHeadAttention):
        super().__init__()
        self.W_query, self.W_key, self.W_value = mha.W_query, mha.W_key, mha.W_value
        self.out_proj = mha.out_proj
        self.dropout = _WatchedDropout()
        self.register_buffer("mask", mha.mask)
        self.num_heads, self.head_dim, self.d_out = mha.num_heads, mha.head_dim, mha.d_out


def _case(d_in, d_out, h, b, n, context, seed):
    mha = seeded(MultiHeadAttention, seed, d_in, d_out, context, 0.0, h).eval()
    x = torch.rand(b, n, d_in, generator=torch.Generator().manual_seed(seed + 7))
    return mha, x


def forward(mha, x, scale="sqrt", softmax_dim=-1, split="transpose", merge="transpose",
            out_proj=True, mask="triu", scale_after=False, scores="qk", fill=float("-inf")):
    """The forward pass, and (through the options) each classic way of getting it wrong.

    ``fill`` is what masked scores become: -inf, or a large negative number such as -1e9, which
    differs only where a whole softmax axis is masked (uniform weights there instead of NaN)."""
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim

    def heads(t):  # (b, n, d_out) -> (b, h, n, hd)
        if split == "none":  # (b, n, h, hd): the heads were never moved forward
            return t.view(b, n, h, hd)
        return t.view(b, n, h, hd).transpose(1, 2) if split == "transpose" else t.view(b, h, n, hd)

    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    if mask == "sdpa_heads":  # SDPA attends over the second-to-last axis: here the heads
        context = F.scaled_dot_product_attention(q, k, v, is_causal=True)
    elif mask == "sdpa_inverted":  # SDPA keeps True entries: passing the book's mask keeps the future
        context = F.scaled_dot_product_attention(q, k, v, attn_mask=mha.mask.bool()[:n, :n])
    elif mask == "sdpa_float":  # a float attn_mask is added to the scores: 1 above the diagonal
        context = F.scaled_dot_product_attention(q, k, v, attn_mask=mha.mask[:n, :n])
    else:
        scores = q @ k.transpose(2, 3) if scores == "qk" else k @ q.transpose(2, 3)  # (b, h, n, n)
        future = mha.mask.bool()[:n, :n]
        if mask == "triu":
            scores = scores.masked_fill(future, fill)
        elif mask == "unsliced":
            scores = scores.masked_fill(mha.mask.bool(), fill)
        elif mask == "tril":
            scores = scores.masked_fill(torch.tril(torch.ones(n, n)).bool(), fill)
        elif mask == "multiply":
            scores = scores * torch.tril(torch.ones(n, n))
        divisor = {"sqrt": hd ** 0.5, "none": 1.0, "d_out": mha.d_out, "head_dim": hd,
                   "sqrt_d_out": mha.d_out ** 0.5, "sqrt_d_in": x.shape[-1] ** 0.5,
                   "d_in": x.shape[-1], "sqrt_n": n ** 0.5, "sqrt_heads": h ** 0.5}[scale]
        if scale_after:
            weights = torch.softmax(scores, dim=softmax_dim) / divisor
        else:
            weights = torch.softmax(scores / divisor, dim=softmax_dim)
        if mask == "after_softmax":  # zeroed after the softmax: rows no longer sum to 1
            weights = weights.masked_fill(future, 0.0)
        context = weights @ v  # (b, h, n, hd)
    context = context.transpose(1, 2) if merge == "transpose" else context
    context = context.reshape(b, n, mha.d_out)
    return mha.out_proj(context) if out_proj else context


MISTAKES = (
    ("ex_mha_forward.no_mask", {"mask": "none"}),
    ("ex_mha_forward.no_scale", {"scale": "none"}),
    ("ex_mha_forward.scale_d_out", {"scale": "d_out"}),
    ("ex_mha_forward.scale_no_root", {"scale": "head_dim"}),
    ("ex_mha_forward.scale_d_out", {"scale": "sqrt_d_out"}),
    ("ex_mha_forward.scale_after", {"scale_after": True}),
    ("ex_mha_forward.softmax_dim", {"softmax_dim": -2}),
    ("ex_mha_forward.softmax_dim", {"softmax_dim": 1}),
    ("ex_mha_forward.view_no_transpose", {"split": "view"}),
    ("ex_mha_forward.merge_no_transpose", {"merge": "none"}),
    ("ex_mha_forward.no_out_proj", {"out_proj": False}),
    ("ex_mha_forward.mask_unsliced", {"mask": "unsliced"}),
    ("ex_mha_forward.sdpa_inverted", {"mask": "sdpa_inverted"}),
    ("ex_mha_forward.mask_tril", {"mask": "tril"}),
    ("ex_mha_forward.mask_multiplied", {"mask": "multiply"}),
    ("ex_mha_forward.scale_d_in", {"scale": "sqrt_d_in"}),
    ("ex_mha_forward.scale_d_in", {"scale": "d_in"}),
    ("ex_mha_forward.scale_tokens", {"scale": "sqrt_n"}),
    ("ex_mha_forward.scale_heads", {"scale": "sqrt_heads"}),
    ("ex_mha_forward.scores_transposed", {"scores": "kq"}),
    ("ex_mha_forward.sdpa_float_mask", {"mask": "sdpa_float"}),
    ("ex_mha_forward.mask_after_softmax", {"mask": "after_softmax"}),
    ("ex_mha_forward.view_no_transpose", {"split": "view", "merge": "none"}),
    ("ex_mha_forward.sdpa_no_transpose", {"mask": "sdpa_heads", "split": "none", "merge": "none"}),
    # with a finite fill, a whole masked axis gets uniform weights where -inf gives NaN
    ("ex_mha_forward.softmax_dim", {"softmax_dim": 1, "fill": -1e9}),
    ("ex_mha_forward.mask_tril", {"mask": "tril", "fill": -1e9}),
)
# Two slips at once: the first one named, so fixing it leads to the second.
_COMMON = tuple(m for m in MISTAKES if m[0].rsplit(".", 1)[1] in {
    "no_mask", "no_scale", "scale_d_out", "scale_no_root", "softmax_dim", "merge_no_transpose",
    "no_out_proj", "mask_unsliced"})
PAIRS = tuple((k1, {**o1, **o2}) for i, (k1, o1) in enumerate(_COMMON) for k2, o2 in _COMMON[i + 1:]
              if not set(o1) & set(o2))


def make_payload() -> dict:
    return {"cases": [list(c) for c in CASES]}


def probe(answer, payload: dict, device: str) -> dict:
    fn = checks.callable_answer(answer)
    outputs, saw_scores = [], False
    for case in payload["cases"]:
        mha, x = _case(*case)
        parts = Parts(mha).to(device)  # in training mode, as a fresh module is in the book
        runs = []
        for _ in range(2):  # twice: an answer with active dropout is random
            try:
                with torch.no_grad():
                    runs.append(fn(parts, x.to(device)))
            except Exception as e:  # noqa: BLE001 - recorded: a classic mistake may raise too
                problem = checks.error_problem(e, device)
                if problem.key != "feedback.raised":
                    raise problem from None
                runs.append(problem.args_["error"])
                break
        if isinstance(runs[0], str):
            outputs.append({"error": runs[0]})
            continue
        out = checks.tensor_out(runs[0], device=device)
        if not (isinstance(runs[1], torch.Tensor) and runs[1].shape == runs[0].shape
                and torch.allclose(runs[0], runs[1], atol=0.0, equal_nan=True)):
            raise AnswerProblem("ex_mha_forward.random")
        outputs.append(out)
        saw_scores = saw_scores or parts.dropout.saw_scores
    return {"outputs": outputs, "dropout_on_scores": saw_scores}


def check(payload: dict, result: dict):
    outputs = codec.expect(result, "outputs", list)
    if len(outputs) != len(CASES):
        raise MalformedResult("outputs")
    rows = []
    for case, out in zip(CASES, outputs):
        mha, x = _case(*case)
        with torch.no_grad():
            want = mha(x)
        if isinstance(out, dict) and set(out) == {"error"}:
            rows.append((mha, x, want, None, checks.clean_text(codec.expect(out, "error", str))))
        else:
            rows.append((mha, x, want, checks.decode_bounded(out, "output", 4 * want.numel(), want.shape), ""))
    if all(got is not None and not checks.compare(got, want, "output")[0]
           for _, _, want, got, _ in rows):
        if codec.expect(result, "dropout_on_scores", bool):
            return "ex_mha_forward.dropout_scores", {}
        return "", {}
    cases = [[mha, x] for mha, x, _, _, _ in rows]
    answers = [None if got is None else [got] for _, _, _, got, _ in rows]
    errors = [error for *_, error in rows]
    key = find_mistake([(k, _bind(options)) for k, options in MISTAKES], cases, answers,
                       errors=errors) \
        or find_mistake([(k, _bind(options)) for k, options in PAIRS], cases, answers, errors=errors)
    if key:
        return key, {}
    for _, _, want, got, error in rows:
        if got is None:
            return "feedback.raised", {"error": error}
        key, args = checks.compare(got, want, "output")
        if key:
            return key, args
    return "", {}


def _bind(options):
    return lambda mha, x: forward(mha, x, **options)


EXERCISE = Exercise(
    id=ID,
    kind="code",
    points=3,
    title={"en": "MultiHeadAttention.forward", "zh": "实现 MultiHeadAttention.forward"},
    statement={
        "en": "Write `ex_mha_forward(mha, x)`: the forward pass of the efficient multi-head class. "
        "`mha` has the layers `W_query`, `W_key`, `W_value`, `out_proj`, `dropout` (as in the "
        "book, with p = 0), the buffer `mask` (context_length × context_length, 1 above the "
        "diagonal; the context length may exceed the number of tokens) and the ints `num_heads`, "
        "`head_dim`, `d_out`, but no forward of its own. `x` has shape (b, n, d_in); return the "
        "(b, n, d_out) context vectors: causal, scores scaled by √head_dim, dropout (if you apply "
        "it) on the attention weights." + DEVICE_RULE["en"],
        "zh": "编写 `ex_mha_forward(mha, x)`：实现高效多头注意力类的前向传播。`mha` 有 `W_query`、`W_key`、"
        "`W_value`、`out_proj`、`dropout`（与书中相同，p = 0）这些层，缓冲区 `mask`（context_length × "
        "context_length，对角线以上为 1；上下文长度可能大于词元数），以及整数 `num_heads`、`head_dim`、`d_out`，"
        "但它自己没有 forward。`x` 的形状为 (b, n, d_in)；返回 (b, n, d_out) 的上下文向量：因果、分数按 "
        "√head_dim 缩放、（如果使用）dropout 作用在注意力权重上。" + DEVICE_RULE["zh"],
    },
    hints={
        "en": ("Project, then view(b, n, num_heads, head_dim).transpose(1, 2).",
               "mask.bool()[:n, :n] marks the future; fill it with -inf before the softmax over "
               "the keys (the last axis).",
               "After weights @ values, transpose back, merge with .contiguous().view (or reshape), "
               "then apply out_proj."),
        "zh": ("先投影，再 view(b, n, num_heads, head_dim).transpose(1, 2)。",
               "mask.bool()[:n, :n] 标出了未来的位置；在对键（最后一维）做 softmax 之前填入 -inf。",
               "算完 weights @ values 后转置回来，用 .contiguous().view（或 reshape）合并，最后经过 out_proj。"),
    },
    starter="def ex_mha_forward(mha, x):\n    b, n, _ = x.shape\n    ...\n",
    solution_source=solution_file(__file__, "ex_mha_forward"),
    make_payload=make_payload,
    probe=probe,
    check=check,
)
