"""Oracle for the Heads lesson (issue 30): its measured sentences and quiz verdicts against plain
torch on the book's MultiHeadAttention.

Inputs over what the tab accepts (kept small for speed; the sentences depend on the values and
on h, n = 1 and h = 1, not on the size): b 1 to 4, n 1 to 8, d_in 1 to 6, h 1 to 4 with d_out a
multiple of h up to 16, any seed; a d_out that h does not divide must be refused.
"""

from __future__ import annotations

import math

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab.errors import InputError
from attnlab.lessons import heads, questions
from attnlab.modules import MultiHeadAttention, MultiHeadAttentionWrapper, seeded
from oracle_common import LANGS, Findings, no_stray_nonfinite, question_texts, rendered, seeds


@st.composite
def raw_inputs(draw):
    h = draw(st.integers(1, 4))
    return (draw(st.integers(1, 4)), draw(st.integers(1, 8)), draw(st.integers(1, 6)),
            h * draw(st.integers(1, 4)), h, draw(st.one_of(st.just(123), seeds())))


def qkv(inp):
    mha = seeded(MultiHeadAttention, inp.seed, inp.d_in, inp.d_out, inp.n, 0.0, inp.heads)
    x = heads.batch_for(inp)
    b, n, h, hd = inp.b, inp.n, inp.heads, inp.d_out // inp.heads

    def split(t):  # (b, n, d) -> (b, h, n, hd), written out
        return t.reshape(b, n, h, hd).permute(0, 2, 1, 3)
    return mha, x, split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))


def causal_softmax(s):
    n = s.shape[-1]
    return torch.softmax(s.masked_fill(torch.ones(n, n).triu(1).bool(), -math.inf), -1)


BOOK_A = torch.tensor([[[[0.2745, 0.6584, 0.2775, 0.8573], [0.8993, 0.0390, 0.9268, 0.7388],
                         [0.7179, 0.7058, 0.9156, 0.4340]],
                        [[0.0772, 0.3565, 0.1479, 0.5331], [0.4066, 0.2318, 0.4545, 0.9737],
                         [0.4606, 0.5159, 0.4220, 0.5786]]]])
# The book prints a @ a.transpose(2, 3) with first rows [1.3208, 1.1631, 1.2879] and
# [0.4391, 0.7003, 0.5903]; recomputed here in float64 from a.
BOOK_AAT = [(h @ h.T)[0] for h in BOOK_A[0].double()]


@torch.no_grad()
def check(raw) -> list[tuple[str, str]]:
    b, n, d_in, d_out, h, seed = raw
    f = Findings()
    inp = heads.parse_input(b, n, d_in, d_out, h, seed)
    steps = {sid: heads.step(inp, sid) for sid in heads.STEPS}
    mha, x, q, k, v = qkv(inp)
    hd = d_out // h
    w = causal_softmax(q @ k.transpose(-1, -2) / math.sqrt(hd))  # (b, h, n, n)

    st_ = steps["per_head"]
    alike = [(i, j) for i in range(h) for j in range(i + 1, h)
             if float((w[:, i] - w[:, j]).abs().max()) <= 5e-5]
    if h == 1:
        f.claim(st_.text == "heads.text.per_head_one", st_.text, "one head")
    elif n == 1:
        f.claim(st_.text == "heads.text.per_head_one_token", st_.text, "one token")
    elif st_.text == "heads.text.per_head":  # "each head attends differently"
        f.claim(not alike, st_.text, f"heads {alike} give the same weights")
    elif st_.text == "heads.text.per_head_alike":
        f.claim(st_.text_args["pairs"] == len(alike) > 0, st_.text, f"alike pairs {alike}")
    q_ = questions.question("heads", inp, "per_head")
    if q_ is not None:
        question_texts(q_)
        f.claim(q_.right() == (str(tuple(w.shape)),), "predict.heads.weights", "weights shape")

    st_ = steps["head_scale"]
    wrong = causal_softmax(q @ k.transpose(-1, -2) / math.sqrt(d_out))
    peak_r, peak_w = float(w.amax(-1).mean()), float(wrong.amax(-1).mean())
    f.printed(st_.text_args["peak_right"], peak_r, st_.text, "peak with √d_h")
    f.printed(st_.text_args["peak_wrong"], peak_w, st_.text, "peak with √d_out")
    if st_.text in ("heads.text.head_scale", "heads.text.head_scale_flat"):
        # "flatter" (head_scale) or "does not show" (head_scale_flat): read off the float32 means
        # of the rows' largest weights, shown by the printed peaks.
        f.verdict_equal(st_.text, st_.text == "heads.text.head_scale_flat", peak_r, peak_w,
                        st_.text_args["peak_right"], st_.text_args["peak_wrong"], terms=inp.n)
    # Each number on the tensor the sentence names: the per-head context, and the module's output
    # (heads merged, through out_proj), recomputed against mha(x) itself.
    ctx_move = float((wrong @ v - w @ v).abs().max())
    out_right = mha(x)
    out_wrong = mha.out_proj((wrong @ v).transpose(1, 2).reshape(b, n, d_out))
    f.sci(st_.text_args.get("ctx_diff", "nan"), ctx_move, st_.text, "per-head context moves")
    f.sci(st_.text_args["diff"], float((out_wrong - out_right).abs().max()), st_.text,
          "module output moves")
    for lang in LANGS:
        f.claim("out_proj" in rendered(st_, lang), st_.text, f"{lang}: says not which tensor moves")

    st_ = steps["contiguous"]
    moved = (w @ v).transpose(1, 2)
    try:
        moved.view(b, n, d_out)
        view_ok = True
    except RuntimeError:
        view_ok = False
    f.claim((st_.text == "heads.text.contiguous") == (not view_ok), st_.text,
            f".view {'works' if view_ok else 'fails'}")
    # Row-major strides worked out from the sizes, and contiguity judged as PyTorch does: strides
    # must match on every axis longer than 1 (a size-1 axis is never stepped along).
    shape = (b, n, h, hd)
    row_major = tuple(math.prod(shape[i + 1:]) for i in range(4))
    strides = moved.stride()
    contiguous = all(st == rm for st, rm, sz in zip(strides, row_major, shape) if sz > 1)
    f.claim(st_.text_args["stride_c"] == str(row_major), st_.text,
            f"row-major strides printed {st_.text_args['stride_c']}, truly {row_major}")
    f.claim(st_.text_args["stride"] == str(tuple(strides)), st_.text, "strides")
    if view_ok:
        f.claim((st_.text == "heads.text.contiguous_same") == contiguous, st_.text,
                f"is_contiguous is {contiguous}")
    for key in st_.more:
        f.claim((key == "heads.text.strides_equal") == (tuple(strides) == row_major), key,
                f"strides {tuple(strides)} vs row-major {row_major}")
    q_ = questions.question("heads", inp, "contiguous")
    if q_ is not None:
        f.claim(q_.right() == (("yes",) if view_ok else ("no",)), "predict.heads.view", "view verdict")

    # --- batched matmul: the book's a and its product ---
    st_ = steps["batched_matmul"]
    f.vector(st_.text_args["second_a"], BOOK_A[0, 1, 0], st_.text, "a[0, 1]'s first row")
    f.vector(st_.text_args["second"], BOOK_AAT[1], st_.text, "first row of a[0, 1] @ a[0, 1]ᵀ")
    f.vector(st_.text_args["first"], BOOK_AAT[0], st_.text, "first row of a[0, 0] @ a[0, 0]ᵀ")

    st_ = steps["wrapper_vs_mha"]
    wrapper = seeded(MultiHeadAttentionWrapper, seed, d_in, d_out, n, 0.0, h)
    out_w = wrapper(x)
    f.claim(st_.text_args["wide"] == out_w.shape[-1], st_.text, "wrapper width")
    f.vector(st_.text_args["first_w"].replace(", …", ""), out_w[0, 0, :st_.text_args["shown_w"]],
             st_.text, "wrapper first row")
    f.claim(st_.text_args["first_w"].endswith("…]") == (out_w.shape[-1] > st_.text_args["shown_w"]),
            st_.text, "a shortened row must say so")
    q_ = questions.question("heads", inp, "wrapper_vs_mha")
    if q_ is not None:
        question_texts(q_)
        f.claim(q_.right() == (str(out_w.shape[-1]),), "predict.heads.wrapper", "wrapper width")

    st_ = steps["recap"]
    out = mha(x)
    ctx = (w @ v).transpose(1, 2).reshape(b, n, d_out)
    ours = mha.out_proj(ctx)
    f.claim(float((ours - out).abs().max()) <= 1e-5 * (1 + float(out.abs().max())), st_.text,
            "the module differs from the recomputation")
    f.vector(st_.text_args["first"].replace(", …", ""), out[0, 0, :st_.text_args["shown"]],
             st_.text, "first row")
    f.claim(float(st_.text_args["diff"]) <= 1e-5, st_.text, "SDPA differs")
    for s in steps.values():
        no_stray_nonfinite(f, s)
    return f.problems


@settings(max_examples=12, deadline=None)
@given(raw_inputs())
def test_heads_oracle(raw):
    assert check(raw) == []


@pytest.mark.parametrize("d_out,h", [(5, 2), (7, 4), (1, 2)])
def test_heads_refuses_d_out_not_divisible(d_out, h):
    with pytest.raises(InputError):
        heads.parse_input(1, 4, 3, d_out, h, 0)
