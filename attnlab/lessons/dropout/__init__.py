"""Lesson 4, Dropout on attention weights: survivors scaled by 1/(1-p), train vs eval, expectation.

Every draw comes from a torch.Generator seeded by the learner. Exact masks depend on platform and
torch version, so the book's printed 0/2 pattern need not reproduce; the values and their
expectation do.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch

from attnlab import attention, examples, limits
from attnlab.errors import InputError
from attnlab.lessons import inputs as parse
from attnlab.lessons.masking import causal_weights
from attnlab.lessons.steps import Panel, Step, fmt, fmt_one, fmt_sums, fmt_vector

STEPS = ("ones", "weights", "train_eval", "expectation", "row_sums")
MAX_P = 0.99
MAX_DRAWS = 1000
CHECKPOINTS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000)


@dataclass(frozen=True)
class DropoutInput:
    p: float
    seed: int
    draws: int  # K, for the expectation step
    x: torch.Tensor  # (n, d_in): the embeddings whose causal weights get dropped
    labels: tuple[str, ...]
    row: int = 1  # the query whose weights step 2 follows ("journey", the book's row 2)


# Seed 126 keeps one of "journey"'s two weights and drops the other; seed 123 (the book's
# manual_seed) happens to drop both with this generator, a case the text names when it happens.
DEFAULT_SEED = 126


def default_input() -> DropoutInput:
    return DropoutInput(0.5, DEFAULT_SEED, MAX_DRAWS, examples.inputs(), examples.TOKENS)


def parse_input(p, seed, draws, row=1) -> DropoutInput:
    # Every message explains the value given: not a number, NaN or ±inf, negative, above 1, or
    # at or just below 1 (the survivors would be divided by 1 − p = 0, or by nearly 0).
    try:
        value = parse.parse_float(p, "p", -math.inf, math.inf)
    except InputError as e:
        if e.key != "error.out_of_range":  # not a number at all: that message says so
            raise
        raise InputError("error.dropout_p_not_finite", value=str(p)[:20], high=MAX_P) from None
    if not 0 <= value <= MAX_P:
        key = ("error.dropout_p_negative" if value < 0
               else "error.dropout_p_above_one" if value > 1
               else "error.dropout_p_one" if value == 1 else "error.dropout_p")
        raise InputError(key, value=f"{value:g}", high=MAX_P)
    return DropoutInput(
        p=value,
        seed=parse.parse_int(seed, "seed", 0, limits.MAX_SEED),
        draws=parse.parse_int(draws, "K", 1, MAX_DRAWS),
        x=examples.inputs(),
        labels=examples.TOKENS,
        row=parse.parse_index(row, len(examples.TOKENS)),
    )


def base_weights(inp: DropoutInput) -> torch.Tensor:
    """The book's causal weights (SelfAttention_v2 projections, seed 789): (n, n)."""
    return causal_weights(inp.x, examples.SEED_V2, examples.D_OUT)


def step(inp: DropoutInput, step_id: str) -> Step:
    return _BUILDERS[parse.parse_choice(step_id, "step", STEPS)](inp)


def _gen(inp: DropoutInput, offset: int = 0) -> torch.Generator:
    return torch.Generator().manual_seed(inp.seed + offset)


def _grid(inp: DropoutInput, values: torch.Tensor, title: str, quantity: str = "weight"):
    return Panel(title, values, quantity, x_labels=inp.labels, y_labels=inp.labels,
                 title_args={"p": p_text(inp.p)})


def p_text(p: float) -> str:
    """p as the sentences print it: six significant digits, so 4e-05 is not shown as 0.00 and a
    value typed off the slider's 0.01 grid is not rounded onto it."""
    return f"{p:.6g}"


def survivor_factor(p: float) -> float:
    """1/(1 − p) as dropout stores it: a float32 one divided by (1 − p), as attention.dropout
    divides the weights (at p = 1e-6 it is 1.00000107, 9 units in the last place above 1)."""
    return float(torch.ones(1) / (1.0 - p))


def _survivor(p: float) -> str:
    return fmt_one(survivor_factor(p))


def _ones(inp: DropoutInput) -> Step:
    ones = torch.ones(6, 6)
    out, keep = attention.dropout(ones, inp.p, _gen(inp))
    return Step(
        id="ones",
        text="dropout.text.ones",
        text_args={"p": p_text(inp.p), "survivor": _survivor(inp.p), "kept": int(keep.sum()),
                   "total": keep.numel(), "expected": fmt((1 - inp.p) * keep.numel(), 1)},
        formula=r"\operatorname{dropout}(w)_{ij} = \frac{m_{ij}\, w_{ij}}{1 - p},"
        r"\quad m_{ij} \sim \operatorname{Bernoulli}(1 - p)",
        shapes=(("label.ones", (6, 6)), ("label.mask_m", (6, 6))),
        # The ones stand for a weight matrix: rows are queries, columns keys.
        panels=(Panel("panel.dropout_ones", out, "value", title_args={"p": p_text(inp.p)},
                      query_key=True),),
    )


def row_facts(w: torch.Tensor, keep: torch.Tensor, row: int) -> dict:
    """How many of a query's nonzero (unmasked) weights survived this draw."""
    live = w[row] > 0
    return {"live": int(live.sum()), "kept": int((keep[row] & live).sum())}


def _weights(inp: DropoutInput) -> Step:
    w = base_weights(inp)
    out, keep = attention.dropout(w, inp.p, _gen(inp))
    facts = row_facts(w, keep, inp.row)
    if facts["kept"] == 0:
        text = "dropout.text.weights_lost"
    elif facts["kept"] == facts["live"]:
        text = "dropout.text.weights_all"
    else:
        text = "dropout.text.weights"
    # The advice follows the setting: at p = 0 no row or seed ever drops a weight.
    advice = () if text != "dropout.text.weights_all" else (
        "dropout.text.weights_raise_p" if inp.p == 0 else "dropout.text.weights_try_another",)
    return Step(
        id="weights",
        text=text,
        more=(*advice, "dropout.text.not_nn_dropout"),
        text_args={"p": p_text(inp.p), "survivor": _survivor(inp.p), "query": inp.labels[inp.row],
                   "r": inp.row + 1, "row": fmt_vector(out[inp.row]),
                   "before": fmt_vector(w[inp.row]), "dropped": facts["live"] - facts["kept"],
                   **facts},
        formula=r"A' = \frac{M \odot A}{1 - p}",
        shapes=(("A", tuple(w.shape)), ("M", tuple(keep.shape))),
        panels=(_grid(inp, w, "panel.weights_causal"), _grid(inp, out, "panel.after_dropout", "value")),
    )


@torch.no_grad()
def fresh_module_facts(p: float, w: torch.Tensor) -> dict:
    """A module just built is in training mode (notebook 002 printed 1.1111s for that reason):
    its flags, and what the eval-mode module does to the weights (eval draws nothing)."""
    from torch import nn

    from attnlab.modules import MultiHeadAttention, seeded

    fresh = nn.Dropout(p)
    block = seeded(MultiHeadAttention, 0, 3, 2, 6, p, 2)  # its dropout is a submodule, follows it
    trained_flag = fresh.training and block.training and block.dropout.training
    block.eval()
    return {"fresh": fresh.training, "block": bool(trained_flag),
            "after_eval": block.dropout.training,
            "eval_diff": float((block.dropout(w) - w).abs().max())}


def _train_eval(inp: DropoutInput) -> Step:
    w = base_weights(inp)
    train, _ = attention.dropout(w, inp.p, _gen(inp))
    evaluated, _ = attention.dropout(w, inp.p, _gen(inp), training=False)
    f = fresh_module_facts(inp.p, w)
    return Step(
        id="train_eval",
        text="dropout.text.train_eval",
        more=("dropout.text.fresh_train",),
        text_args={"p": p_text(inp.p), "same": fmt(float((evaluated - w).abs().max()), 1),
                   "fresh": str(f["fresh"]), "block": str(f["block"]),
                   "after_eval": str(f["after_eval"]), "eval_diff": fmt(f["eval_diff"], 1),
                   "survivor": _survivor(inp.p)},
        formula=r"\text{train: } \frac{M \odot A}{1-p} \qquad \text{eval: } A",
        shapes=(("A", tuple(w.shape)),),
        panels=(_grid(inp, train, "panel.train_mode", "value"),
                _grid(inp, evaluated, "panel.eval_mode", "value")),
    )


@torch.no_grad()
def running_error(w: torch.Tensor, p: float, draws: int, generator: torch.Generator):
    """Largest |mean of the first K draws − w| for each checkpoint K ≤ draws, and the final mean."""
    total = torch.zeros_like(w)
    errors = {}
    for k in range(1, draws + 1):
        total += attention.dropout(w, p, generator)[0]
        if k in CHECKPOINTS or k == draws:
            errors[k] = float((total / k - w).abs().max())
    return errors, total / draws


def _expectation(inp: DropoutInput) -> Step:
    w = base_weights(inp)
    errors, mean = running_error(w, inp.p, inp.draws, _gen(inp, 1))
    ks = sorted(errors)
    err, first = fmt(errors[inp.draws]), fmt(errors[1])
    # One run's curve is random: "down from" only where the numbers shown went down; the
    # 1/√K shrinking is stated as what happens on average, never read off this chart.
    if inp.p == 0:
        text = "dropout.text.expectation_p0"
    elif inp.draws == 1:
        text = "dropout.text.expectation_one"
    elif float(err) < float(first):
        text = "dropout.text.expectation"
    elif inp.draws < MAX_DRAWS:
        text = "dropout.text.expectation_noisy"  # "try more draws or another seed"
    else:
        text = "dropout.text.expectation_noisy_max"  # no more draws to try: another seed
    return Step(
        id="expectation",
        text=text,
        text_args={"k": inp.draws, "err": err, "first": first, "p": p_text(inp.p),
                   "max_draws": f"{MAX_DRAWS:,}"},
        formula=r"\mathbb{E}\left[\frac{m\,w}{1-p}\right] = \frac{(1-p)\,w}{1-p} = w",
        shapes=(("A", tuple(w.shape)),),
        panels=(Panel("panel.error_vs_k", torch.tensor([errors[k] for k in ks]), "difference",
                      x_labels=tuple(str(k) for k in ks)),
                _grid(inp, mean, "panel.mean_of_draws")),
    )


def _row_sums(inp: DropoutInput) -> Step:
    w = base_weights(inp)
    out, keep = attention.dropout(w, inp.p, _gen(inp))
    sums = out.sum(-1)
    # Read off the stored float32 values, never their 4-decimal prints nor a tolerance: a sum is
    # 1 when it equals 1, and is printed apart from 1 when it does not (p = 1e-6 keeps everything
    # but scales by 1.00000107: the rows sum to 1.000001, as the figure shows). Before dropout a
    # softmax row may already sum to 0.99999994: said, with those sums. "Nothing was dropped" and
    # the factor: measured.
    nothing_dropped = bool(keep[w > 0].all())
    before = w.sum(-1)
    text = ("dropout.text.row_sums" if not nothing_dropped else
            "dropout.text.row_sums_kept" if torch.equal(out, w) else "dropout.text.row_sums_scaled")
    return Step(
        id="row_sums",
        text=text,
        text_args={"sums": fmt_sums(sums), "before": fmt_sums(before),
                   "p": p_text(inp.p), "survivor": _survivor(inp.p)},
        more=("dropout.text.row_sums_softmax",) if bool((before != 1.0).any()) else (),
        formula=r"\sum_j A'_{ij} \ne 1 \ \text{in general, but}\ \mathbb{E}\big[\sum_j A'_{ij}\big] = 1",
        shapes=(("A'", tuple(out.shape)), ("label.row_sums", tuple(sums.shape))),
        panels=(Panel("panel.row_sums", sums, "value", x_labels=inp.labels),),
    )


_BUILDERS = {
    "ones": _ones,
    "weights": _weights,
    "train_eval": _train_eval,
    "expectation": _expectation,
    "row_sums": _row_sums,
}
