"""Predict first: questions a lesson asks before a step shows its answer.

Every question is built from the same inputs as the step and its answer is computed from the live
tensors, so it stays right after the learner edits the inputs. A lesson's first step never asks
(the tab must show a figure when it opens). No gradio here: the tab renders the question.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import torch

from attnlab import attention, examples
from attnlab.lessons import dropout, gradients, heads, masking, scores, softmax, why
from attnlab.lessons import inputs as parse
from attnlab.lessons.steps import fmt

YES, NO = "yes", "no"


# Numbers are judged equal within this: half a unit of the 4th decimal every weight is shown with,
# so two choices that print the same are both right (a tie is never decided by argmax).
TOLERANCE = 5e-5


@dataclass(frozen=True)
class Question:
    """A prediction: prompt and explanation are i18n keys formatted with ``args``; choice labels
    are shown as written unless they are "predict." keys (translated where drawn).

    A question judged by value gives every choice its number (``numbers``) and the number of the
    answer (``target``): every choice within ``tol`` of it is right, ties included. Without
    numbers only the choice ``answer`` is right (yes/no, shapes)."""

    prompt: str
    args: dict
    choices: tuple[tuple[str, str], ...]  # (label, value)
    answer: str  # the value of one right choice
    why: str
    numbers: tuple[float, ...] | None = None  # one per choice
    target: float | None = None
    tol: float = 0.0

    def right(self) -> tuple[str, ...]:
        """The values of every right choice, in the order shown."""
        if self.numbers is None:
            return (self.answer,)
        return tuple(value for (_, value), x in zip(self.choices, self.numbers)
                     if abs(x - self.target) <= self.tol)

    def is_right(self, value) -> bool:
        return str(value) in self.right()

    def distinct(self) -> int:
        """How many different answers the choices offer: the right ones count as one."""
        right = self.right()
        return len({v for _, v in self.choices if v not in right}) + (1 if right else 0)


def yes_no(prompt: str, args: dict, truth: bool, why_key: str) -> Question:
    return Question(prompt, args, (("predict.yes", YES), ("predict.no", NO)), YES if truth else NO,
                    why_key)


def _shown(labels) -> list[tuple[str, str]]:
    """One choice per label, values "0", "1", ...; duplicates get their position appended."""
    seen: dict[str, int] = {}
    shown = []
    for i, name in enumerate(labels):
        seen[name] = seen.get(name, 0) + 1
        shown.append((name if seen[name] == 1 else f"{name} ({i + 1})", str(i)))
    return shown


def pick_largest(prompt: str, args: dict, labels, weights: torch.Tensor, why_key: str) -> Question:
    """Which label gets the largest weight: judged by value, so every label whose weight is within
    TOLERANCE of the largest is right. ``best`` (all of them) and ``w`` go into the args."""
    numbers = tuple(float(w) for w in weights)
    top = max(numbers)
    shown = _shown(labels)
    best = [label for (label, _), x in zip(shown, numbers) if abs(x - top) <= TOLERANCE]
    answer = str(numbers.index(top))
    return Question(prompt, {**args, "best": " / ".join(best), "w": fmt(top)}, tuple(shown),
                    answer, why_key, numbers, top, TOLERANCE)


def pick_by_value(prompt: str, args: dict, labels, values, why_key: str) -> Question:
    """Which label has the largest value, judged by value (ties within TOLERANCE all right);
    ``args`` as given, for prompts that show the numbers in their own way."""
    numbers = tuple(float(v) for v in values)
    top = max(numbers)
    return Question(prompt, args, tuple(_shown(labels)), str(numbers.index(top)), why_key,
                    numbers, top, TOLERANCE)


def shape_choices(prompt: str, args: dict, right: tuple[int, ...], wrong, why_key: str) -> Question:
    """Shapes as choices: the right one and distinct wrong ones, in a fixed (sorted) order."""
    options = sorted({tuple(right), *(tuple(w) for w in wrong)})
    labels = [str(o) for o in options]
    return Question(prompt, args, tuple((s, s) for s in labels), str(tuple(right)), why_key)


# --- why -------------------------------------------------------------------------------------------


def _why_mean(inp: why.WhyInput) -> Question:
    za, zb = (why.mean_mix(why.embed(s))[s.index(inp.word)] for s in (inp.a, inp.b))
    return yes_no("predict.why.mean", {"word": inp.word}, not torch.equal(za, zb),
                  "predict.why.mean_why")


def _why_dot(inp: why.WhyInput) -> Question:
    x = why.embed(inp.a)
    w = torch.softmax(x @ x.T, -1)[inp.a.index(inp.word)]  # the word's row: its weights on keys
    return pick_largest("predict.why.dot", {"word": inp.word}, inp.a, w, "predict.why.dot_why")


def _why_projections(inp: why.WhyInput) -> Question:
    x = why.embed(inp.a)
    w = torch.softmax(x @ x.T, -1)
    gap = float((w - w.T).abs().max())
    return yes_no("predict.why.symmetric", {"gap": fmt(gap)}, gap < 1e-6, "predict.why.symmetric_why")


# --- scores ----------------------------------------------------------------------------------------


def _scores_top(r: scores.ScoresResult) -> Question:
    inp = r.inp
    return pick_largest("predict.scores.top", {"query": inp.labels[inp.query],
                                                "score": fmt(float(r.omega.max()))},
                        inp.labels, r.alpha, "predict.scores.top_why")


def _scores_shape(r: scores.ScoresResult) -> Question:
    n, d = r.inp.x.shape
    return shape_choices("predict.scores.shape", {"n": n, "d": d}, tuple(r.omega_all.shape),
                         [(n, d), (d, d), (d, n), (n,)], "predict.scores.shape_why")


def _scores_weight(r: scores.ScoresResult) -> Question:
    inp, q = r.inp, r.inp.query
    return pick_largest("predict.scores.weight",
                        {"query": inp.labels[q], "first_step": scores.STEPS.index("query_scores") + 1},
                        inp.labels, r.weights[q], "predict.scores.weight_why")


# --- softmax ---------------------------------------------------------------------------------------


# --- softmax ---------------------------------------------------------------------------------------


def _softmax_temperature(inp: softmax.SoftmaxInput) -> Question:
    hot = float(torch.softmax(inp.scores * softmax.TEMPERATURE_SCALES[-1], -1).max())
    mine = float(torch.softmax(inp.scores * inp.scale, -1).max())
    big = softmax.TEMPERATURE_SCALES[-1]
    return yes_no("predict.softmax.temperature", {"scale": fmt(inp.scale, 2), "big": fmt(big, 0),
                                                  "mine": fmt(mine), "hot": fmt(hot)},
                  hot > mine + 1e-6, "predict.softmax.temperature_why")


def _softmax_overflow(inp: softmax.SoftmaxInput) -> Question:
    s = inp.scores * inp.multiplier
    bad = int((~torch.isfinite(attention.naive_softmax(s))).sum())
    return yes_no("predict.softmax.overflow", {"m": fmt(inp.multiplier, 0), "max": fmt(float(s.max()), 1),
                                               "bad": bad, "n": s.numel()},
                  bad > 0, "predict.softmax.overflow_why")


# --- masking ---------------------------------------------------------------------------------------


def _masking_sums(inp: masking.MaskingInput) -> Question:
    s, _ = masking.scaled_scores(inp.x, inp.seed, inp.d_out)
    n = s.shape[0]
    sums = (torch.softmax(s, -1) * torch.tril(torch.ones(n, n))).sum(-1)
    ok = bool(((sums - 1).abs() < 1e-6).all())
    return yes_no("predict.masking.sums", {"sums": "[" + ", ".join(fmt(float(v)) for v in sums) + "]"},
                  ok, "predict.masking.sums_why")


def _masking_multiply(inp: masking.MaskingInput) -> Question:
    s, _ = masking.scaled_scores(inp.x, inp.seed, inp.d_out)
    n = s.shape[0]
    wrong = attention.mask_by_multiplying(s, attention.causal_mask(n))
    leaked = float(wrong[0, 1:].sum()) if n > 1 else 0.0
    return yes_no("predict.masking.multiply", {"first": inp.labels[0], "leaked": fmt(leaked)},
                  leaked > 0, "predict.masking.multiply_why")


def _masking_padding(inp: masking.MaskingInput) -> Question | None:
    if not inp.pads or len(inp.pads) == inp.x.shape[0]:
        return None  # no pad, or no real token left: nothing to predict about real tokens
    change = masking.padding_facts(inp)["change"]["causal"]
    pads = ", ".join(inp.labels[i] for i in inp.pads)
    return yes_no("predict.masking.padding", {"pads": pads, "change": f"{change:.1e}"},
                  change > 1e-6, "predict.masking.padding_why")


# --- dropout ---------------------------------------------------------------------------------------


def _dropout_value(inp: dropout.DropoutInput) -> Question:
    p = inp.p
    out, keep = attention.dropout(torch.ones(6, 6), p, torch.Generator().manual_seed(inp.seed))
    kept = out[keep]
    value = float(kept[0]) if kept.numel() else 1.0 / (1.0 - p)
    options = {"1": 1.0, "1 − p": 1.0 - p, "1 / (1 − p)": 1.0 / (1.0 - p), "p": p}
    answer = min(options, key=lambda k: abs(options[k] - value))
    # Judged by value: at p = 0, "1", "1 − p" and "1 / (1 − p)" are all 1 and all right.
    choices = tuple((f"{name} = {fmt(v)}", name) for name, v in options.items())
    return Question("predict.dropout.value", {"p": fmt(p, 2), "value": fmt(value)}, choices, answer,
                    "predict.dropout.value_why", tuple(options.values()), value, TOLERANCE)


def _dropout_eval(inp: dropout.DropoutInput) -> Question:
    w = dropout.base_weights(inp)
    evaluated, _ = attention.dropout(w, inp.p, torch.Generator().manual_seed(inp.seed), training=False)
    same = bool(torch.equal(evaluated, w))
    return yes_no("predict.dropout.eval", {"p": fmt(inp.p, 2)}, same, "predict.dropout.eval_why")


def _dropout_sums(inp: dropout.DropoutInput) -> Question:
    w = dropout.base_weights(inp)
    out, _ = attention.dropout(w, inp.p, torch.Generator().manual_seed(inp.seed))
    total = float(out[inp.row].sum())
    return yes_no("predict.dropout.sums", {"r": inp.row + 1, "query": inp.labels[inp.row],
                                           "sum": fmt(total), "p": fmt(inp.p, 2)},
                  abs(total - 1) < 1e-6, "predict.dropout.sums_why")


# --- heads -----------------------------------------------------------------------------------------


def _heads_weights_shape(inp: heads.HeadsInput) -> Question:
    b, n, h, hd = inp.b, inp.n, inp.heads, inp.head_dim
    return shape_choices("predict.heads.weights", {"b": b, "n": n, "h": h, "hd": hd},
                         tuple(heads.head_weights(inp).shape),
                         [(b, n, h, hd), (b, h, n, hd), (b, n, n)], "predict.heads.weights_why")


def _heads_transpose(inp: heads.HeadsInput) -> Question:
    a = torch.tensor([examples.BATCHED_A])  # (1, 2, 3, 4), the book's example
    product = a @ a.transpose(2, 3)
    return shape_choices("predict.heads.transpose", {"shape": str(tuple(a.shape))},
                         tuple(product.shape), [(1, 2, 4, 4), (1, 2, 3, 4), (1, 3, 3)],
                         "predict.heads.transpose_why")


def _heads_view(inp: heads.HeadsInput) -> Question:
    works = not heads.contiguity_facts(inp)["error"]
    return yes_no("predict.heads.view", {"shape": str((inp.b, inp.n, inp.heads, inp.head_dim)),
                                         "target": str((inp.b, inp.n, inp.d_out))},
                  works, "predict.heads.view_why")


def _heads_wrapper(inp: heads.HeadsInput) -> Question:
    from attnlab.modules import MultiHeadAttentionWrapper, seeded

    wrapper = seeded(MultiHeadAttentionWrapper, inp.seed, inp.d_in, inp.d_out, inp.n, 0.0, inp.heads)
    with torch.no_grad():
        width = int(wrapper(heads.batch_for(inp)).shape[-1])
    options = sorted({inp.d_out, inp.d_out * inp.heads, max(1, inp.d_out // inp.heads), inp.heads})
    return Question("predict.heads.wrapper", {"d_out": inp.d_out, "h": inp.heads, "width": width},
                    tuple((str(o), str(o)) for o in options), str(width), "predict.heads.wrapper_why")


# --- gradients -------------------------------------------------------------------------------------


def _gradients_shape(inp: gradients.GradInput) -> Question:
    m = gradients.manual(inp)
    n, d = inp.n, inp.d
    return shape_choices("predict.gradients.shape", {"n": n, "d": d}, tuple(m["dP"].shape),
                         [(n, d), (d, d), (d, n)], "predict.gradients.shape_why")


def _gradients_rowsum(inp: gradients.GradInput) -> Question:
    d_s = gradients.manual(inp)["dS"]
    worst = float(d_s.sum(-1).abs().max())
    return yes_no("predict.gradients.rowsum", {"worst": f"{worst:.1e}"}, worst < 1e-5,
                  "predict.gradients.rowsum_why")


# step id -> question builder, per lesson. The builder receives what the step itself receives.
QUESTIONS: dict[str, dict[str, Callable]] = {
    "why": {"mean": _why_mean, "dot_weights": _why_dot, "projections": _why_projections},
    "scores": {"query_weights": _scores_top, "all_scores": _scores_shape,
               "scaled_scores": _scores_weight},
    "softmax": {"overflow": _softmax_overflow, "temperature": _softmax_temperature},
    "masking": {"way_a": _masking_sums, "mistake": _masking_multiply, "padding": _masking_padding},
    "dropout": {"weights": _dropout_value, "train_eval": _dropout_eval, "row_sums": _dropout_sums},
    "heads": {"per_head": _heads_weights_shape, "batched_matmul": _heads_transpose,
              "contiguous": _heads_view, "wrapper_vs_mha": _heads_wrapper},
    "gradients": {"d_context": _gradients_shape, "d_scores": _gradients_rowsum},
}


STEPS_OF = {"why": why.STEPS, "scores": scores.STEPS, "softmax": softmax.STEPS,
            "masking": masking.STEPS, "dropout": dropout.STEPS, "heads": heads.STEPS,
            "gradients": gradients.STEPS}


def question(lesson: str, inp, step_id) -> Question | None:
    """The prediction asked at ``step_id`` of ``lesson`` for these inputs, or None (also when the
    choices offer fewer than two different answers: there is nothing to predict)."""
    builder = QUESTIONS[lesson].get(parse.parse_choice(step_id, "step", STEPS_OF[lesson]))
    q = builder(inp) if builder else None
    return q if q is not None and q.distinct() >= 2 else None
