"""Lesson 5, Heads: split d_out into heads, trace every shape, and compare the two book classes.

Defaults are the book's (batch of two copies of the six tokens, d_in 3, d_out 2, two heads,
seed 123): the wrapper's first row is [-0.4519, 0.2216, 0.4772, 0.1063] and the efficient class's
[0.3190, 0.4858].
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

import torch
import torch.nn.functional as F

from attnlab import attention, examples, i18n, limits
from attnlab.errors import InputError
from attnlab.lessons import inputs as parse
from attnlab.lessons.questions import TOLERANCE
from attnlab.lessons.steps import Panel, Step, fmt, fmt_apart, fmt_sci, fmt_vector, fmt_head, same_f32
from attnlab.modules import (
    MultiHeadAttention,
    MultiHeadAttentionWrapper,
    count_parameters,
    seeded,
    wrapper_to_multihead,
)

STEPS = ("shape_trace", "per_head", "head_scale", "batched_matmul", "contiguous", "wrapper_vs_mha",
         "mapping", "gpt2", "fused_qkv", "recap")
MAX_BATCH = 4
MAX_TOKENS = 256
MAX_DIM = 1024
MAX_HEADS = 16
SHOW_HEADS = 4  # per-head heatmaps drawn side by side
SHOW_TOKENS = 32  # heatmaps show at most this many tokens
GPT2 = dict(d=768, heads=12, context=1024)
BOOK_A = examples.BATCHED_A  # kept under this name for existing imports


@dataclass(frozen=True)
class HeadsInput:
    b: int
    n: int
    d_in: int
    d_out: int
    heads: int
    seed: int

    @property
    def head_dim(self) -> int:
        return self.d_out // self.heads


def default_input() -> HeadsInput:
    return HeadsInput(2, 6, 3, examples.D_OUT, 2, examples.SEED_MHA)


def parse_input(b, n, d_in, d_out, heads, seed) -> HeadsInput:
    inp = HeadsInput(
        b=parse.parse_int(b, "b", 1, MAX_BATCH),
        n=parse.parse_int(n, "n", 1, MAX_TOKENS),
        d_in=parse.parse_int(d_in, "d_in", 1, MAX_DIM),
        d_out=parse.parse_int(d_out, "d_out", 1, MAX_DIM),
        heads=parse.parse_int(heads, "h", 1, MAX_HEADS),
        seed=parse.parse_int(seed, "seed", 0, limits.MAX_SEED),
    )
    if inp.d_out % inp.heads:
        # The nearest multiples of h that the d_out field accepts (1 to MAX_DIM): two, or one
        # where the other is 0 or above the limit (never "try 3 or 3", never a refused value).
        lower = inp.d_out - inp.d_out % inp.heads
        options = [m for m in (lower, lower + inp.heads) if 1 <= m <= MAX_DIM]
        if len(options) == 2:
            raise InputError("error.heads_divisible", d_out=inp.d_out, h=inp.heads,
                             lower=options[0], upper=options[1])
        raise InputError("error.heads_divisible_one", d_out=inp.d_out, h=inp.heads,
                         option=options[0])
    return inp


def batch_for(inp: HeadsInput) -> torch.Tensor:
    """(b, n, d_in): the book's sentence when the sizes match it, else seeded random inputs."""
    if (inp.n, inp.d_in) == (6, 3):
        return examples.inputs().expand(inp.b, 6, 3).clone()
    g = torch.Generator().manual_seed(inp.seed + 1)
    return torch.rand(inp.b, inp.n, inp.d_in, generator=g)


def shape_trace(inp: HeadsInput) -> tuple[tuple[str, tuple[int, ...]], ...]:
    b, n, h, hd, d = inp.b, inp.n, inp.heads, inp.head_dim, inp.d_out
    return (
        ("x", (b, n, inp.d_in)),
        ("W_query(x)", (b, n, d)),
        (".view", (b, n, h, hd)),
        (".transpose(1, 2)", (b, h, n, hd)),
        ("Q Kᵀ", (b, h, n, n)),
        ("A V", (b, h, n, hd)),
        (".transpose(1, 2)", (b, n, h, hd)),
        (".view", (b, n, d)),
        ("out_proj", (b, n, d)),
    )


def step(inp: HeadsInput, step_id: str) -> Step:
    return _BUILDERS[parse.parse_choice(step_id, "step", STEPS)](inp)


def _tokens(n: int) -> tuple[str, ...]:
    return examples.TOKENS if n == 6 else tuple(f"t{i + 1}" for i in range(n))


@torch.no_grad()
def split_facts(inp: HeadsInput) -> dict:
    """Three spellings of splitting the queries into heads, run on the live tensor: view +
    transpose (the book), view + permute (notebook 001), and torch.split, which returns a tuple."""
    mha = seeded(MultiHeadAttention, inp.seed, inp.d_in, inp.d_out, inp.n, 0.0, inp.heads)
    q = mha.W_query(batch_for(inp))  # (b, n, d_out)
    b, n, h, hd = inp.b, inp.n, inp.heads, inp.head_dim
    book = q.view(b, n, h, hd).transpose(1, 2)
    permuted = q.view(b, n, h, hd).permute(0, 2, 1, 3)
    parts = q.split(hd, dim=-1)
    try:
        parts.transpose(1, 2)
        error = ""
    except AttributeError as e:  # "'tuple' object has no attribute 'transpose'"
        error = str(e)
    stacked = torch.stack(parts, dim=1)  # (b, h, n, hd)
    return {"perm_diff": float((book - permuted).abs().max()), "split_type": type(parts).__name__,
            "parts": len(parts), "part_shape": tuple(parts[0].shape), "split_error": error,
            "stack_diff": float((book - stacked).abs().max())}


def _shape_trace(inp: HeadsInput) -> Step:
    trace = shape_trace(inp)
    f = split_facts(inp)
    return Step(
        id="shape_trace",
        text="heads.text.shape_trace",
        more=("heads.text.split_ways",),
        text_args={"h": inp.heads, "hd": inp.head_dim, "d_out": inp.d_out, "n": inp.n, "b": inp.b,
                   "perm_diff": fmt_sci(f["perm_diff"]), "split_type": f["split_type"],
                   "parts": f["parts"], "part_shape": str(f["part_shape"]),
                   "split_error": f["split_error"], "stack_diff": fmt_sci(f["stack_diff"])},
        formula=r"(b, n, d_{out}) \to (b, n, h, d_h) \to (b, h, n, d_h) \to (b, h, n, n)"
        r"\to (b, h, n, d_h) \to (b, n, d_{out})",
        shapes=trace,
        panels=(),
        diagram=trace,
    )


@torch.no_grad()
def head_weights(inp: HeadsInput) -> torch.Tensor:
    """Attention weights of every head, (b, h, n, n), from the seeded efficient class."""
    mha = seeded(MultiHeadAttention, inp.seed, inp.d_in, inp.d_out, inp.n, 0.0, inp.heads)
    x = batch_for(inp)
    q = attention.split_heads(mha.W_query(x), inp.heads)
    k = attention.split_heads(mha.W_key(x), inp.heads)
    v = attention.split_heads(mha.W_value(x), inp.heads)
    _, w = attention.attend(q, k, v, mask=attention.causal_mask(inp.n))
    return w


def _per_head(inp: HeadsInput) -> Step:
    w = head_weights(inp)
    m = min(inp.n, SHOW_TOKENS)
    labels = _tokens(inp.n)[:m]
    shown = min(inp.heads, SHOW_HEADS)
    # With one token every row holds a single key, weighted 1 by every head: nothing differs.
    # "Each head attends differently" only when every pair of heads differs at the precision the
    # weights are shown with; heads that agree there are named.
    alike = [(i, j, float((w[:, i] - w[:, j]).abs().max()))
             for i in range(inp.heads) for j in range(i + 1, inp.heads)]
    alike = [pair for pair in alike if pair[2] <= TOLERANCE]
    text = ("heads.text.per_head_one" if inp.heads == 1 else
            "heads.text.per_head_one_token" if inp.n == 1 else
            "heads.text.per_head_alike" if alike else "heads.text.per_head")
    return Step(
        id="per_head",
        text=text,
        text_args={"h": inp.heads, "shown": shown, "m": m, "n": inp.n,
                   "pairs": len(alike), "alike": ", ".join(f"{i + 1} & {j + 1}" for i, j, _ in alike),
                   "diff": fmt_sci(max((d for *_, d in alike), default=0.0))},
        formula=r"A_h = \operatorname{softmax}\!\left(\frac{Q_h K_h^\top}{\sqrt{d_h}} + M\right)",
        shapes=(("A", tuple(w.shape)),),
        panels=tuple(
            Panel("panel.head", w[0, i, :m, :m], "weight", x_labels=labels, y_labels=labels,
                  title_args={"i": i + 1})
            for i in range(shown)
        ),
    )


@torch.no_grad()
def scale_facts(inp: HeadsInput) -> dict:
    """Each head's weights scaled by √d_h (right) and by √d_out (a notebook slip)."""
    mha = seeded(MultiHeadAttention, inp.seed, inp.d_in, inp.d_out, inp.n, 0.0, inp.heads)
    x = batch_for(inp)
    q = attention.split_heads(mha.W_query(x), inp.heads)  # (b, h, n, hd)
    k = attention.split_heads(mha.W_key(x), inp.heads)
    v = attention.split_heads(mha.W_value(x), inp.heads)
    mask = attention.causal_mask(inp.n)
    s = q @ k.transpose(-2, -1)  # (b, h, n, n)
    right = attention.masked_softmax_neg_inf(s / inp.head_dim ** 0.5, mask)
    wrong = attention.masked_softmax_neg_inf(s / inp.d_out ** 0.5, mask)
    sdpa = F.scaled_dot_product_attention(q, k, v, is_causal=True)  # scales by 1/√d_h itself
    ctx_right, ctx_wrong = right @ v, wrong @ v  # (b, h, n, hd): each head's context
    # The module's output: heads merged and through out_proj, as MultiHeadAttention returns it.
    out_right = mha.out_proj(attention.merge_heads(ctx_right))
    out_wrong = mha.out_proj(attention.merge_heads(ctx_wrong))
    return {"right": right, "wrong": wrong, "sdpa_diff": float((ctx_right - sdpa).abs().max()),
            "ctx_diff": float((ctx_wrong - ctx_right).abs().max()),
            "out_diff": float((out_wrong - out_right).abs().max()),
            "peak_right": float(right.amax(-1).mean()), "peak_wrong": float(wrong.amax(-1).mean())}


def _head_scale(inp: HeadsInput) -> Step:
    f = scale_facts(inp)
    m = min(inp.n, SHOW_TOKENS)
    labels = _tokens(inp.n)[:m]
    # "Flatter" read off the float32 means (equal to float32's rounding over n rows: one token
    # gives every row a single 1), printed with the decimals it takes to show the difference.
    flat = same_f32(f["peak_right"], f["peak_wrong"], inp.n)
    peak_right, peak_wrong = ((fmt(f["peak_right"]), fmt(f["peak_wrong"])) if flat
                              else fmt_apart(f["peak_right"], f["peak_wrong"]))
    text = ("heads.text.head_scale_one" if inp.heads == 1 else
            "heads.text.head_scale_flat" if flat else "heads.text.head_scale")
    return Step(
        id="head_scale",
        text=text,
        text_args={"hd": inp.head_dim, "d_out": inp.d_out, "h": inp.heads,
                   "sqrt_hd": fmt(inp.head_dim ** 0.5, 2), "sqrt_d": fmt(inp.d_out ** 0.5, 2),
                   "sqrt_h": fmt(inp.heads ** 0.5, 2), "peak_right": peak_right,
                   "peak_wrong": peak_wrong, "diff": fmt_sci(f["out_diff"]),
                   "ctx_diff": fmt_sci(f["ctx_diff"]),
                   "sdpa": fmt_sci(f["sdpa_diff"])},
        formula=r"A_h = \operatorname{softmax}\!\left(\frac{Q_h K_h^\top}{\sqrt{d_h}}\right),"
        r"\quad d_h = \frac{d_{out}}{h}\quad\text{not}\quad \sqrt{d_{out}}",
        shapes=(("Q_h, K_h", (inp.b, inp.heads, inp.n, inp.head_dim)),
                ("A", (inp.b, inp.heads, inp.n, inp.n))),
        panels=(Panel("panel.scale_right", f["right"][0, 0, :m, :m], "weight", x_labels=labels,
                      y_labels=labels, title_args={"hd": inp.head_dim}),
                Panel("panel.scale_wrong", f["wrong"][0, 0, :m, :m], "weight", x_labels=labels,
                      y_labels=labels, title_args={"d_out": inp.d_out})),
    )


@torch.no_grad()
def contiguity_facts(inp: HeadsInput) -> dict:
    """Merging heads back: `.view` on the transposed context, and the two ways that always work."""
    mha = seeded(MultiHeadAttention, inp.seed, inp.d_in, inp.d_out, inp.n, 0.0, inp.heads)
    x = batch_for(inp)
    q = attention.split_heads(mha.W_query(x), inp.heads)
    k = attention.split_heads(mha.W_key(x), inp.heads)
    v = attention.split_heads(mha.W_value(x), inp.heads)
    context, _ = attention.attend(q, k, v, mask=attention.causal_mask(inp.n))  # (b, h, n, hd)
    moved = context.transpose(1, 2)  # (b, n, h, hd): same memory, strides swapped
    try:
        moved.view(inp.b, inp.n, inp.d_out)
        error = ""
    except RuntimeError as e:  # "view size is not compatible with input tensor's size and stride…"
        error = str(e).split(".")[0]
    fixed = moved.contiguous().view(inp.b, inp.n, inp.d_out)
    reshaped = moved.reshape(inp.b, inp.n, inp.d_out)
    # Row-major strides of that shape, worked out from the sizes (moved.contiguous() would return
    # moved itself when PyTorch already counts it as contiguous, strides and all).
    shape = tuple(moved.shape)
    row_major = tuple(math.prod(shape[i + 1:]) for i in range(len(shape)))
    return {"contiguous": moved.is_contiguous(), "error": error, "stride": tuple(moved.stride()),
            "stride_c": row_major, "fixed": fixed,
            "diff": float((fixed - reshaped).abs().max()),
            "merged_diff": float((fixed - attention.merge_heads(context)).abs().max())}


def _contiguous(inp: HeadsInput) -> Step:
    f = contiguity_facts(inp)
    m = min(inp.n, SHOW_TOKENS)
    b, n, h, hd = inp.b, inp.n, inp.heads, inp.head_dim
    return Step(
        id="contiguous",
        # Chosen by what PyTorch measures: .view fails, or works on a non-contiguous tensor, or the
        # tensor is contiguous (its strides differ from row-major only on axes of size 1, if at all).
        text=("heads.text.contiguous" if f["error"] else "heads.text.contiguous_same"
              if f["contiguous"] else "heads.text.contiguous_ok"),
        more=(() if f["error"] or not f["contiguous"] else
              ("heads.text.strides_equal",) if f["stride"] == f["stride_c"] else
              ("heads.text.strides_size1",)),
        text_args={"stride": str(f["stride"]), "stride_c": str(f["stride_c"]), "error": f["error"],
                   "diff": fmt_sci(f["diff"]), "shape": str((b, n, h, hd)),
                   "target": str((b, n, inp.d_out))},
        formula=r"\text{stride}(b, h, n, d_h) \xrightarrow{\ \text{transpose}(1, 2)\ } "
        r"\text{not row-major} \xrightarrow{\ \text{.contiguous()}\ } \text{row-major}",
        shapes=((".transpose(1, 2)", (b, n, h, hd)), (".contiguous().view", (b, n, inp.d_out))),
        panels=(Panel("panel.merged_heads", f["fixed"][0, :m, :SHOW_TOKENS], "value",
                      y_labels=_tokens(n)[:m]),),
    )


def _batched_matmul(inp: HeadsInput) -> Step:
    a = torch.tensor([BOOK_A])  # (1, 2, 3, 4)
    batched = a @ a.transpose(2, 3)  # (1, 2, 3, 3)
    loop = torch.stack([a[0, i] @ a[0, i].T for i in range(a.shape[1])])
    return Step(
        id="batched_matmul",
        text="heads.text.batched_matmul",
        text_args={"diff": fmt_sci(float((batched[0] - loop).abs().max())),
                   # Each number named with the tensor it comes from: a[0, 1]'s own first row, and the
                   # first row of the product a[0, 1] @ a[0, 1]ᵀ, never one quoted as the other.
                   "first": fmt_vector(batched[0, 0, 0]), "second": fmt_vector(batched[0, 1, 0]),
                   "second_a": fmt_vector(a[0, 1, 0])},
        formula=r"(a\,a^\top)_{[0,h]} = a_{[0,h]}\, a_{[0,h]}^\top\quad h = 0, 1",
        shapes=(("a", tuple(a.shape)), ("a.transpose(2, 3)", (1, 2, 4, 3)),
                ("a @ a.transpose(2, 3)", tuple(batched.shape))),
        panels=(
            # a's rows are tokens: a @ aᵀ is a head's token-by-token scores
            Panel("panel.batched_head", batched[0, 0], "score", title_args={"i": "a[0, 0]"},
                  query_key=True),
            Panel("panel.batched_head", batched[0, 1], "score", title_args={"i": "a[0, 1]"},
                  query_key=True),
        ),
    )


def _wrapper_vs_mha(inp: HeadsInput) -> Step:
    x = batch_for(inp)
    with torch.no_grad():
        wrapper = seeded(MultiHeadAttentionWrapper, inp.seed, inp.d_in, inp.d_out, inp.n, 0.0,
                         inp.heads)
        mha = seeded(MultiHeadAttention, inp.seed, inp.d_in, inp.d_out, inp.n, 0.0, inp.heads)
        out_w, out_m = wrapper(x), mha(x)
    m = min(inp.n, SHOW_TOKENS)
    labels = _tokens(inp.n)[:m]
    return Step(
        id="wrapper_vs_mha",
        text="heads.text.wrapper_vs_mha",
        text_args={"d_out": inp.d_out, "h": inp.heads, "wide": inp.d_out * inp.heads,
                   "runs": i18n.Phrase("heads.phrase.wrapper_runs_one" if inp.heads == 1
                                  else "heads.phrase.wrapper_runs", h=inp.heads, d_out=inp.d_out),
                   "first_w": fmt_head(out_w[0, 0])[0], "shown_w": fmt_head(out_w[0, 0])[1],
                   "first_m": fmt_head(out_m[0, 0])[0], "shown_m": fmt_head(out_m[0, 0])[1],
                   "hd": inp.head_dim},
        formula=r"\text{Wrapper: } [\,Z_1 \mid \dots \mid Z_h\,] \in \mathbb{R}^{n \times h\,d_{out}}"
        r"\qquad \text{MHA: } Z\,W_o \in \mathbb{R}^{n \times d_{out}}",
        shapes=(("MultiHeadAttentionWrapper(x)", tuple(out_w.shape)),
                ("MultiHeadAttention(x)", tuple(out_m.shape))),
        panels=(
            Panel("panel.wrapper_out", out_w[0, :m, :SHOW_TOKENS], "value", y_labels=labels),
            Panel("panel.mha_out", out_m[0, :m, :SHOW_TOKENS], "value", y_labels=labels),
        ),
    )


def _mapping(inp: HeadsInput) -> Step:
    x = batch_for(inp)
    with torch.no_grad():
        wrapper = seeded(MultiHeadAttentionWrapper, inp.seed, inp.d_in, inp.head_dim, inp.n, 0.0,
                         inp.heads)
        mha = wrapper_to_multihead(wrapper)
        diff = mha(x) - wrapper(x)
    m = min(inp.n, SHOW_TOKENS)
    return Step(
        id="mapping",
        text="heads.text.mapping",
        text_args={"h": inp.heads, "hd": inp.head_dim, "d_out": inp.d_out,
                   "diff": fmt_sci(float(diff.abs().max())),
                   "matmuls": i18n.Phrase("heads.phrase.matmuls_one" if inp.heads == 1
                                     else "heads.phrase.matmuls", h=inp.heads)},
        formula=r"W_q^{\text{MHA}} = \begin{bmatrix} W_q^{(1)} \\ \vdots \\ W_q^{(h)} \end{bmatrix},"
        r"\qquad W_o = I,\ b_o = 0",
        shapes=(("label.wq_per_head", (inp.head_dim, inp.d_in)),
                ("label.wq_fused", tuple(mha.W_query.weight.shape)),
                ("out_proj.weight", tuple(mha.out_proj.weight.shape))),
        panels=(
            Panel("panel.fused_query", mha.W_query.weight[:SHOW_TOKENS, :SHOW_TOKENS].detach(),
                  "value"),
            Panel("panel.mapping_difference", diff[0, :m, :SHOW_TOKENS], "difference",
                  y_labels=_tokens(inp.n)[:m]),
        ),
    )


def gpt2_parameters(qkv_bias: bool = False) -> dict[str, int]:
    """Parameters of each part of a GPT-2-small attention block (768 wide, 12 heads).

    The book's class defaults to qkv_bias=False; the real GPT-2 has biases on Q, K and V too."""
    d = GPT2["d"]
    qkv = d * d + (d if qkv_bias else 0)
    return {"W_query": qkv, "W_key": qkv, "W_value": qkv, "out_proj": d * d + d}


def attention_matrix_bytes(b: int, h: int, n: int, bytes_per_value: int = 4) -> int:
    return b * h * n * n * bytes_per_value


def _gpt2(inp: HeadsInput) -> Step:
    parts = gpt2_parameters()
    mine = count_parameters(MultiHeadAttention(inp.d_in, inp.d_out, 1, 0.0, inp.heads))
    memory = attention_matrix_bytes(inp.b, GPT2["heads"], GPT2["context"])
    return Step(
        id="gpt2",
        text="heads.text.gpt2",
        text_args={"total": f"{sum(parts.values()):,}", "b": inp.b,
                   "total_bias": f"{sum(gpt2_parameters(qkv_bias=True).values()):,}",
                   "extra": f"{3 * GPT2['d']:,}", "mib": fmt(memory / 2**20, 1),
                   "mine": f"{mine:,}", "d_in": inp.d_in, "d_out": inp.d_out, "h": inp.heads},
        formula=r"3\,d^2 + (d^2 + d) = 2{,}360{,}064,\quad 3\,(d^2 + d) + (d^2 + d) = 2{,}362{,}368"
        r"\ \text{for}\ d = 768;\quad "
        r"\text{memory}(A) = b \cdot h \cdot n^2 \cdot 4\ \text{bytes}",
        shapes=(("x", (inp.b, GPT2["context"], GPT2["d"])),
                ("A", (inp.b, GPT2["heads"], GPT2["context"], GPT2["context"]))),
        panels=(Panel("panel.gpt2_parameters", torch.tensor([float(v) for v in parts.values()]),
                      "input", x_labels=tuple(parts), integer=True),),
    )


@torch.no_grad()
def fuse_qkv(mha: MultiHeadAttention) -> torch.nn.Linear:
    """One Linear(d_in, 3 * d_out) whose output chunks are W_query(x), W_key(x), W_value(x)."""
    d_in, d_out = mha.W_query.in_features, mha.d_out
    bias = mha.W_query.bias is not None
    fused = torch.nn.Linear(d_in, 3 * d_out, bias=bias)
    fused.weight.copy_(torch.cat([mha.W_query.weight, mha.W_key.weight, mha.W_value.weight]))
    if bias:
        fused.bias.copy_(torch.cat([mha.W_query.bias, mha.W_key.bias, mha.W_value.bias]))
    return fused


def _fused_qkv(inp: HeadsInput) -> Step:
    mha = seeded(MultiHeadAttention, inp.seed, inp.d_in, inp.d_out, inp.n, 0.0, inp.heads)
    x = batch_for(inp)
    with torch.no_grad():
        fused = fuse_qkv(mha)
        q, k, v = fused(x).chunk(3, dim=-1)
        diff = torch.cat([q - mha.W_query(x), k - mha.W_key(x), v - mha.W_value(x)], dim=-1)
    m = min(inp.n, SHOW_TOKENS)
    return Step(
        id="fused_qkv",
        text="heads.text.fused_qkv",
        text_args={"rows": 3 * inp.d_out, "cols": inp.d_in, "diff": fmt_sci(float(diff.abs().max()))},
        formula=r"[\,Q \mid K \mid V\,] = X\,[\,W_q \mid W_k \mid W_v\,]",
        shapes=(("W_qkv.weight", tuple(fused.weight.shape)), ("W_qkv(x)", (inp.b, inp.n, 3 * inp.d_out)),
                ("Q, K, V", (inp.b, inp.n, inp.d_out))),
        panels=(
            Panel("panel.fused_weight", fused.weight[:3 * SHOW_TOKENS, :SHOW_TOKENS].detach(), "value"),
            Panel("panel.fused_difference", diff[0, :m, :3 * SHOW_TOKENS], "difference",
                  y_labels=_tokens(inp.n)[:m]),
        ),
    )


def _recap(inp: HeadsInput) -> Step:
    x = batch_for(inp)
    mha = seeded(MultiHeadAttention, inp.seed, inp.d_in, inp.d_out, inp.n, 0.0, inp.heads)
    with torch.no_grad():
        out = mha(x)  # (b, n, d_out)
        diff = float((sdpa_forward(mha, x) - out).abs().max())
    m = min(inp.n, SHOW_TOKENS)
    return Step(
        id="recap",
        text="heads.text.recap",
        text_args={"params": f"{count_parameters(mha):,}", "in_shape": str(tuple(x.shape)),
                   "out_shape": str(tuple(out.shape)), "first": fmt_head(out[0, 0])[0],
                   "shown": fmt_head(out[0, 0])[1],
                   "diff": fmt_sci(diff), "h": inp.heads, "d_in": inp.d_in, "d_out": inp.d_out},
        formula=r"\operatorname{MHA}(X) = \operatorname{concat}_h\Big(\operatorname{dropout}\big("
        r"\operatorname{softmax}\big(\tfrac{Q_h K_h^\top}{\sqrt{d_h}} + M\big)\big) V_h\Big)\, W_o",
        shapes=(("x", tuple(x.shape)), ("MultiHeadAttention(x)", tuple(out.shape))),
        panels=(Panel("panel.mha_out", out[0, :m, :SHOW_TOKENS], "value", y_labels=_tokens(inp.n)[:m]),),
    )


def timing_panel(ms: dict[str, float]) -> Panel:
    """Bars of the timings from :func:`time_variants`, in milliseconds."""
    names = {"wrapper": "label.wrapper", "efficient": "label.efficient", "sdpa": "SDPA"}
    return Panel("panel.timings", torch.tensor(list(ms.values())), "score",
                 x_labels=tuple(names[k] for k in ms))


_BUILDERS = {
    "recap": _recap,
    "fused_qkv": _fused_qkv,
    "shape_trace": _shape_trace,
    "per_head": _per_head,
    "head_scale": _head_scale,
    "contiguous": _contiguous,
    "batched_matmul": _batched_matmul,
    "wrapper_vs_mha": _wrapper_vs_mha,
    "mapping": _mapping,
    "gpt2": _gpt2,
}


# --- timings --------------------------------------------------------------------------------------


def sdpa_forward(mha: MultiHeadAttention, x: torch.Tensor) -> torch.Tensor:
    """MultiHeadAttention's forward with the core replaced by F.scaled_dot_product_attention."""
    q = attention.split_heads(mha.W_query(x), mha.num_heads)
    k = attention.split_heads(mha.W_key(x), mha.num_heads)
    v = attention.split_heads(mha.W_value(x), mha.num_heads)
    context = F.scaled_dot_product_attention(q, k, v, is_causal=True)
    return mha.out_proj(attention.merge_heads(context))


class Timings(dict):
    """Median milliseconds per variant (a dict, as the chart reads it), with every run kept in
    ``runs``: the verdicts compare the runs' spread, not three medians."""

    def __init__(self, medians: dict[str, float], runs: dict[str, list[float]]):
        super().__init__(medians)
        self.runs = runs


TIMING_BUDGET_S = 3.0  # runs go on, round after round, until this much time or MAX_REPEATS


MAX_REPEATS = 15


@torch.no_grad()
def time_variants(
    b: int, n: int, d: int, heads: int, device: torch.device, repeats: int = 5,
    progress: Callable[[float, str], None] | None = None,
) -> Timings:
    """Milliseconds per forward pass: wrapper vs efficient class vs the SDPA kernel.

    The wrapper gets d // heads per head so all three compute the same-sized output. The
    variants take turns, one run each per round, so a slow spell of a shared machine falls on all
    three alike; ``repeats`` rounds at least, more (up to MAX_REPEATS) while TIMING_BUDGET_S lasts.
    """
    g = torch.Generator().manual_seed(0)
    x = torch.rand(b, n, d, generator=g).to(device)
    wrapper = seeded(MultiHeadAttentionWrapper, 0, d, d // heads, n, 0.0, heads).to(device).eval()
    mha = seeded(MultiHeadAttention, 0, d, d, n, 0.0, heads).to(device).eval()
    variants = {
        "wrapper": lambda: wrapper(x),
        "efficient": lambda: mha(x),
        "sdpa": lambda: sdpa_forward(mha, x),
    }
    for i, (name, fn) in enumerate(variants.items()):
        if progress:
            progress(i / (len(variants) + 1), name)
        fn()  # warm-up
    runs: dict[str, list[float]] = {name: [] for name in variants}
    began = time.perf_counter()
    while True:
        for name, fn in variants.items():
            if device.type == "cuda":
                torch.cuda.synchronize()
            start = time.perf_counter()
            fn()
            if device.type == "cuda":
                torch.cuda.synchronize()
            runs[name].append((time.perf_counter() - start) * 1000)
        done = len(runs["wrapper"])
        if done >= MAX_REPEATS or done >= repeats and time.perf_counter() - began > TIMING_BUDGET_S:
            break
    if progress:
        progress(1.0, "done")
    return Timings({name: _quantile(r, 0.5) for name, r in runs.items()}, runs)


def _quantile(values: list[float], q: float) -> float:
    return float(torch.tensor(values, dtype=torch.float64).quantile(q))


def fmt_ms(ms: float) -> str:
    """Milliseconds to three significant digits: a GPU's 0.12 ms and 0.14 ms must not both print
    as "0.1" beside a sentence that calls one of them 1.17× faster."""
    if ms <= 0 or not math.isfinite(ms):
        return fmt(ms, 1)
    return fmt(ms, max(1, 2 - math.floor(math.log10(ms))))


SAME_SPEED = 0.05  # timings within 5 % of each other are called about the same


def _compare(ms: dict[str, float], fast: str, slow: str) -> str:
    """'faster', 'same' or 'slower': how variant ``fast`` compares with ``slow``. With the runs
    measured (Timings), one is faster only when the runs do not overlap in their middle halves (its
    upper quartile below the other's lower quartile): three medians on a shared machine called
    SDPA 3× faster at one n and 2× slower at the next. Medians alone: within 5 % is the same."""
    runs = getattr(ms, "runs", None)
    if runs and len(runs[fast]) >= 3 and len(runs[slow]) >= 3:
        if _quantile(runs[fast], 0.75) < _quantile(runs[slow], 0.25):
            return "faster"
        if _quantile(runs[fast], 0.25) > _quantile(runs[slow], 0.75):
            return "slower"
        return "same"
    if abs(ms[fast] - ms[slow]) <= SAME_SPEED * max(ms[fast], ms[slow]):
        return "same"
    return "faster" if ms[fast] < ms[slow] else "slower"


def timing_sentences(ms: dict[str, float]) -> list[tuple[str, dict]]:
    """What the timings show, read from the timings themselves (never an assumed speed-up):
    (i18n key, args) for the efficient class against the wrapper, then SDPA against the class."""
    wrapper, efficient, sdpa = ms["wrapper"], ms["efficient"], ms["sdpa"]
    args = {"wrapper": fmt_ms(wrapper), "efficient": fmt_ms(efficient), "sdpa": fmt_ms(sdpa),
            "ratio_we": fmt(wrapper / efficient, 2) if efficient > 0 else "∞",
            "ratio_ew": fmt(efficient / wrapper, 2) if wrapper > 0 else "∞",
            "ratio_es": fmt(efficient / sdpa, 2) if sdpa > 0 else "∞",
            "ratio_se": fmt(sdpa / efficient, 2) if efficient > 0 else "∞"}
    return [(f"heads.timing_efficient_{_compare(ms, 'efficient', 'wrapper')}", args),
            (f"heads.timing_sdpa_{_compare(ms, 'sdpa', 'efficient')}", args)]
