"""Oracle for the Gradients lesson (issue 30): every sentence and quiz verdict against autograd
and plain torch written here, apart from the lesson's manual backward pass.

Inputs over what the tab accepts: n 1 to 16 tokens (one token and the limit), d 1 to 32 (the
limit included), any seed, the causal switch on and off. The tensors are the tab's: X, W_q, W_k,
W_v, W_o and G drawn in that order from a torch.Generator seeded with the seed.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab.lessons import gradients, questions
from oracle_common import Findings, no_stray_nonfinite, question_texts, seeds

NAMES = ("X", "W_q", "W_k", "W_v", "W_o")


def raw_inputs():
    n = st.one_of(st.sampled_from([1, 2, gradients.MAX_TOKENS]), st.integers(1, gradients.MAX_TOKENS))
    d = st.one_of(st.sampled_from([1, 2, gradients.MAX_DIM]), st.integers(1, gradients.MAX_DIM))
    return st.tuples(n, d, seeds(), st.booleans())


def drawn(n, d, seed, dtype=torch.float32):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, d, generator=g)
    ws = [torch.randn(d, d, generator=g) / math.sqrt(d) for _ in range(4)]
    gr = torch.randn(n, d, generator=g)
    return [t.to(dtype) for t in (x, *ws, gr)]


def reference(n, d, seed, causal, dtype):
    """Forward with F.scaled_dot_product_attention's math, backward by autograd: every gradient."""
    x, wq, wk, wv, wo, gr = drawn(n, d, seed, dtype)
    leaves = [t.clone().requires_grad_(True) for t in (x, wq, wk, wv, wo)]
    x_, wq_, wk_, wv_, wo_ = leaves
    q, k, v = x_ @ wq_, x_ @ wk_, x_ @ wv_
    s = torch.einsum("id,jd->ij", q, k) / math.sqrt(d)
    if causal:
        s = s.masked_fill(torch.ones(n, n, dtype=torch.bool).triu(1), -math.inf)
    p = s.softmax(-1)
    z = p @ v
    inter = {"Q": q, "K": k, "V": v, "S": s, "P": p, "Z": z}
    for t in inter.values():
        t.retain_grad()
    o = z @ wo_
    (o * gr).sum().backward()
    out = {name: t.detach() for name, t in inter.items()}
    out["O"] = o.detach()
    out.update({f"d{name}": t.grad for name, t in inter.items()})
    out["dS"] = torch.nan_to_num(out["dS"], nan=0.0)  # masked -inf entries: no gradient
    out.update({f"d{name}": t.grad for name, t in zip(NAMES, leaves)})
    return out


def close(a, b, scale):
    """Equal within float32 rounding of a sum of products of size ``scale``."""
    return float((a.double() - b.double()).abs().max()) <= 1e-4 * scale + 1e-6


@torch.no_grad()  # the lesson must work with grad off too (a notebook may turn it off)
def check(raw) -> list[tuple[str, str]]:
    n, d, seed, causal = raw
    f = Findings()
    inp = gradients.parse_input(n, d, seed, causal)
    steps = {sid: gradients.step(inp, sid) for sid in gradients.STEPS}
    with torch.enable_grad():
        ref32 = reference(n, d, seed, causal, torch.float32)
        ref64 = reference(n, d, seed, causal, torch.float64)
    man = gradients.manual(inp)

    def scale(name):
        return 1.0 + float(ref64[name].abs().max()) * max(n, d)

    # Every printed "largest difference from autograd" is what it says, and small: the manual
    # gradients are right (checked against float64 autograd).
    for sid, (names, _, _) in gradients._STEPS.items():
        st_ = steps[sid]
        if sid == "forward":
            x, wq, wk, wv, *_ = drawn(n, d, seed)
            sdpa = F.scaled_dot_product_attention(x @ wq, x @ wk, x @ wv, is_causal=causal)
            truth = float((man["Z"] - sdpa).abs().max())
        else:
            truth = max(float((man[k] - ref32[k]).abs().max()) for k in names)
        f.sci(st_.text_args["diff"], truth, st_.text, f"{sid} diff")
        for k in names:
            f.claim(close(man[k], ref64[k], scale(k)), st_.text, f"{k} is not the gradient")
        f.claim(st_.text_args["names"] == ", ".join(names), st_.text, "names")

    # --- through the softmax ---
    st_ = steps["d_scores"]
    d_s = ref64["dS"]
    if n == 1:
        f.claim(st_.text == "gradients.text.d_scores_one", st_.text, "one token")
        f.claim(float(d_s.abs().max()) == 0.0, st_.text, "says dS = 0")
        f.claim(float(st_.panels[0].values.abs().max()) == 0.0, st_.text, "says the Jacobian is [0]")
    elif causal:
        f.claim(st_.text == "gradients.text.d_scores", st_.text, "causal, n > 1")
        masked = torch.ones(n, n, dtype=torch.bool).triu(1)
        f.claim(float(man["dS"][masked].abs().max()) == 0.0, st_.text, "masked entries get a gradient")
    else:
        f.claim(st_.text == "gradients.text.d_scores_open", st_.text, "no mask")
        f.claim(bool((ref64["P"] > 0).all()), st_.text, "says no P is 0; some is")
    row = min(1, n - 1)
    p = ref64["P"][row]
    jac = torch.diag(p) - torch.outer(p, p)
    jac_panel = st_.panels[0]
    f.claim(close(jac_panel.values, jac, 1.0), st_.text, "Jacobian panel")
    f.claim(jac_panel.title_args.get("row") == row + 1, st_.text, "Jacobian row numbered from 1")
    q = questions.question("gradients", inp, "d_scores")
    if q is not None:
        question_texts(q)
        # Mathematically every row sums to 0 (float64 shows it); the float32 sums are rounding.
        sums64 = float(d_s.sum(-1).abs().max())
        sums32 = float(man["dS"].sum(-1).abs().max())
        f.claim(sums64 <= 1e-9 * scale("dS"), "predict.gradients.rowsum", f"float64 sum {sums64}")
        # A verdict about float32 sums follows the stored sums (0 means 0, never "0 up to
        # rounding"); one about exact arithmetic says so in its prompt, is yes (float64 above),
        # and says which float32 gave: exactly 0, or rounding left off 0.
        zero32 = sums32 == 0.0
        if q.prompt == "predict.gradients.rowsum_exact":
            f.claim(q.right() == ("yes",), q.prompt, f"exact arithmetic, verdict {q.right()}")
            f.claim(q.why == ("predict.gradients.rowsum_why_zero" if zero32
                              else "predict.gradients.rowsum_why_rounded"), q.why,
                    f"float32 row sums up to {sums32!r}")
        else:
            f.claim(q.right() == (("yes",) if zero32 else ("no",)), q.prompt,
                    f"verdict {q.right()} on float32 row sums up to {sums32!r}")
        f.sci(q.args["worst"], sums32, q.why, "worst row sum")

    # --- back to the inputs ---
    st_ = steps["d_inputs"]
    x, wq, wk, wv, *_ = drawn(n, d, seed, torch.float64)
    paths = {"Q": ref64["dQ"] @ wq.T, "K": ref64["dK"] @ wk.T, "V": ref64["dV"] @ wv.T}
    live = {k for k, v in paths.items() if float(v.abs().max()) > 1e-9 * scale("dX")}
    if st_.text == "gradients.text.d_inputs":  # "X receives gradient along all three paths"
        f.claim(live == {"Q", "K", "V"}, st_.text, f"paths carrying gradient: {sorted(live)}")
    elif st_.text == "gradients.text.d_inputs_one":  # "dQ and dK are 0, only the value path"
        f.claim(live <= {"V"} and float(ref64["dQ"].abs().max()) == 0
                and float(ref64["dK"].abs().max()) == 0, st_.text, f"paths: {sorted(live)}")
    f.claim((st_.text == "gradients.text.d_inputs_one") == (n == 1), st_.text, "one-token sentence")

    # --- shape question ---
    q = questions.question("gradients", inp, "d_context")
    if q is not None:
        question_texts(q)
        f.claim(q.right() == (str((n, n)),), "predict.gradients.shape", f"{q.right()} for dP")
        f.claim(sum(label == str((n, n)) for label, _ in q.choices) == 1,
                "predict.gradients.shape", "the right shape offered twice or not at all")

    # --- many heads: the same formulas, recomputed here by autograd on the tab's draw ---
    st_ = steps["multi_head"]
    g = torch.Generator().manual_seed(seed + 1)
    qh, kh, vh = (torch.randn(2, 2, n, d, generator=g) for _ in range(3))
    dz = torch.randn(2, 2, n, d, generator=g)
    leaves = [t.double().requires_grad_(True) for t in (qh, kh, vh)]
    with torch.enable_grad():
        sh = leaves[0] @ leaves[1].transpose(-1, -2) / math.sqrt(d)
        sh.retain_grad()
        ph = (sh.masked_fill(torch.ones(n, n, dtype=torch.bool).triu(1), -math.inf)
              if causal else sh).softmax(-1)
        (ph @ leaves[2] * dz.double()).sum().backward()
    dsh = torch.nan_to_num(sh.grad, nan=0.0)
    for h, panel in enumerate(st_.panels):
        f.claim(close(panel.values, dsh[0, h], 1.0 + float(dsh.abs().max()) * n), st_.text,
                f"head {h + 1}'s dS panel")
    f.claim(float(st_.text_args["diff"]) <= 1e-4 * (1 + max(float(t.grad.abs().max()) for t in leaves)),
            st_.text, f"manual and autograd differ by {st_.text_args['diff']}")
    if st_.text == "gradients.text.multi_head_one":  # "every head's dS is 0"
        f.claim(float(dsh.abs().max()) == 0.0, st_.text, "dS is not 0")
    else:  # "each head gets its own gradient": the heads' dS differ, and are not all 0
        f.claim(float((dsh[0, 0] - dsh[0, 1]).abs().max()) > 0 and float(dsh[0].abs().max()) > 0,
                st_.text, "the heads' dS are equal or zero")
    for s in steps.values():
        no_stray_nonfinite(f, s)
    return f.problems


@settings(max_examples=25, deadline=None)
@given(raw_inputs())
def test_gradients_oracle(raw):
    assert check(raw) == []
