"""Trusted side of ex_mha_forward: the book's case beside cases drawn for this run, the forward
pass with each classic way of getting it wrong, and the checker."""

from __future__ import annotations

import threading

import torch
from torch.nn import functional as F

from attnlab.grading import checks, codec, divergence, error_model, mistakes, properties, raise_explain, shape_relation, tensor_check
from attnlab.grading.model import MalformedResult
from attnlab.grading.tensor_check import draw_seed, find_mistake

from .probe import AGAIN, BOOK_CASE, REPLAY_SEED, case

# (d_in, d_out, heads, batch, tokens, context_length) of the drawn cases, each with a fresh seed.
# The mask is longer than the sequence in all but the book's case, so a mask that is not sliced to
# [:n, :n] fails; head_dim != n throughout.
# A one-head layer (d_in == d_out, h = 1) is the edge case where a squeeze() or a branch on the
# number of heads shows.
# The last has one token (and a context of one, as long as the sequence), where a shortcut for a
# single query (its weight is 1: "return the values") skips what every query needs (out_proj).
SIZES = ((8, 8, 4, 3, 5, 9), (6, 12, 3, 1, 7, 10), (5, 5, 1, 2, 4, 6), (4, 6, 2, 2, 1, 1))


def make_payload(rng: torch.Generator) -> dict:
    return {"cases": [list(BOOK_CASE)] + [[*sizes, draw_seed(rng)] for sizes in SIZES]}


def forward(mha, x, scale="sqrt", softmax_dim=-1, split="transpose", merge="transpose",
            out_proj=True, mask="triu", scale_after=False, scores="qk", fill=float("-inf"),
            drop_scores=None):
    """The forward pass, and (through the options) each classic way of getting it wrong.

    ``fill`` is what masked scores become: -inf, or a large negative number such as -1e9, which
    differs only where a whole softmax axis is masked (uniform weights there instead of NaN)."""
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim

    def heads(t):  # (b, n, d_out) -> (b, h, n, hd)
        if split == "never":  # one head of width d_out: (b, 1, n, d_out)
            return t.unsqueeze(1)
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
        elif mask == "diagonal":  # torch.triu(..., diagonal=0): each token hidden from itself
            scores = scores.masked_fill(torch.triu(torch.ones(n, n, dtype=torch.bool)), fill)
        elif mask == "add":  # the 0/1 mask added to the scores
            scores = scores + mha.mask[:n, :n]
        if drop_scores is not None:  # (p, when): dropout on the scores, before or after the mask
            p, when = drop_scores
            if when == "raw":
                scores = F.dropout(q @ k.transpose(2, 3), p)
                scores = scores.masked_fill(future, fill)
            else:
                scores = F.dropout(scores, p)
        divisor = {"sqrt": hd ** 0.5, "none": 1.0, "d_out": mha.d_out, "head_dim": hd,
                   "sqrt_d_out": mha.d_out ** 0.5, "sqrt_d_in": x.shape[-1] ** 0.5,
                   "d_in": x.shape[-1], "sqrt_n": n ** 0.5, "sqrt_heads": h ** 0.5,
                   "sqrt_d_in_heads": (x.shape[-1] // h) ** 0.5}[scale]
        if scale_after:
            weights = torch.softmax(scores, dim=softmax_dim) / divisor
        else:
            weights = torch.softmax(scores / divisor, dim=softmax_dim)
        if mask == "after_softmax":  # zeroed after the softmax: rows no longer sum to 1
            weights = weights.masked_fill(future, 0.0)
        context = weights @ v  # (b, h, n, hd)
    context = context.transpose(1, 2) if merge == "transpose" and split != "never" else context
    context = context.reshape(b, n, mha.d_out)
    return mha.out_proj(context) if out_proj else context


MISTAKES = (
    ("ex_mha_forward.no_mask", {"mask": "none"}),
    ("ex_mha_forward.no_scale", {"scale": "none"}),
    ("ex_mha_forward.scale_d_out", {"scale": "d_out"}),
    # q / √hd and then SDPA, which scales again, gives the same numbers: the text says both
    ("mistake.scaled_twice", {"scale": "head_dim"}),
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
    ("mistake.mask_multiplied", {"mask": "multiply"}),
    ("ex_mha_forward.scale_d_in", {"scale": "sqrt_d_in"}),
    ("ex_mha_forward.scale_d_in", {"scale": "d_in"}),
    # a head size worked out from the input's width, d_in // num_heads
    ("ex_mha_forward.scale_d_in_heads", {"scale": "sqrt_d_in_heads"}),
    ("ex_mha_forward.scale_tokens", {"scale": "sqrt_n"}),
    ("ex_mha_forward.scale_heads", {"scale": "sqrt_heads"}),
    ("ex_mha_forward.scores_transposed", {"scores": "kq"}),
    ("ex_mha_forward.sdpa_float_mask", {"mask": "sdpa_float"}),
    ("mistake.zeroed_after_softmax", {"mask": "after_softmax"}),
    ("ex_mha_forward.view_no_transpose", {"split": "view", "merge": "none"}),
    ("ex_mha_forward.sdpa_no_transpose", {"mask": "sdpa_heads", "split": "none", "merge": "none"}),
    # with a finite fill, a whole masked axis gets uniform weights where -inf gives NaN
    ("ex_mha_forward.softmax_dim", {"softmax_dim": 1, "fill": -1e9}),
    ("ex_mha_forward.mask_tril", {"mask": "tril", "fill": -1e9}),
    # the catalogue's slips, as they occur in a whole forward pass
    ("mistake.mask_diagonal", {"mask": "diagonal"}),
    ("mistake.mask_diagonal", {"mask": "diagonal", "fill": -1e9}),
    ("mistake.mask_added", {"mask": "add"}),
    *(("mistake.fill_weak", {"fill": f}) for f in mistakes.WEAK_FILLS),
    ("mistake.mask_multiplied", {"fill": 0.0}),
    ("mistake.no_head_split", {"split": "never"}),
    ("mistake.no_head_split", {"split": "never", "scale": "sqrt_d_out"}),
)
# Two slips at once: the first one named, so fixing it leads to the second.
_COMMON = tuple(m for m in MISTAKES if m[0].rsplit(".", 1)[1] in {
    "no_mask", "no_scale", "scale_d_out", "scaled_twice", "softmax_dim", "merge_no_transpose",
    "no_out_proj", "mask_unsliced"})
PAIRS = tuple((k1, {**o1, **o2}) for i, (k1, o1) in enumerate(_COMMON) for k2, o2 in _COMMON[i + 1:]
              if not set(o1) & set(o2))


# Dropout where the book has none active: on the scores (the mistake), replayed from the probe's seed.
DROPOUT_RATES = (0.1, 0.2, 0.5)


# The learner's dropout draws from the global generator, so its replay must too. In the app checks
# run in threads: one replay at a time (everything else in the app draws from its own
# torch.Generator), and fork_rng puts the global state back afterwards.
_REPLAY_LOCK = threading.Lock()


def _replayed(options):
    def run(mha, x):
        with _REPLAY_LOCK, torch.random.fork_rng(devices=[]):
            torch.manual_seed(REPLAY_SEED)
            return forward(mha, x, **options)
    return run


def _random_answer(payload: dict, replays: list):
    """The key for an answer whose output is random: dropout on the scores where its replays match
    the forward pass with dropout there, else active dropout in general."""
    if not isinstance(replays, list) or len(replays) != len(payload["cases"]):
        raise MalformedResult("replays")
    cases, answers = [], []
    for params, out in zip(payload["cases"], replays):
        if out is None:
            continue
        mha, x = case(*params)
        want = forward(mha, x)
        cases.append([mha, x])
        answers.append([checks.decode_bounded(out, "output", 4 * want.numel(), want.shape)])
    options = [{"drop_scores": (p, when)} for p in DROPOUT_RATES for when in ("masked", "raw")]
    if cases and find_mistake([("mistake.dropout_scores", _replayed(o)) for o in options], cases, answers):
        return "mistake.dropout_scores", {}
    return "ex_mha_forward.random", {}



def _again_wrong(payload: dict, result: dict, field: str) -> bool:
    """Whether the answer's second call on the first case's module, with x changed as AGAIN[field]
    changes it, raised or left the module's own output."""
    if field not in result:
        return False
    mha, x = case(*payload["cases"][0])
    with torch.no_grad():
        want = mha(AGAIN[field](x))
    again = result[field]
    got = None if isinstance(again, dict) and "error" in again else \
        checks.decode_bounded(again, "output", 4 * want.numel(), want.shape)
    return got is None or bool(checks.compare(got, want, "output")[0])

def check(payload: dict, result: dict):
    key, args = _told(payload, result)
    # what the output shows, and the line where the answer's own steps leave the module's
    args = divergence.with_location(key, args, result, [_SOLUTION[0], lambda mha, x: mha(x)],
                                    lambda i: list(case(*payload["cases"][i])), len(payload["cases"]))
    return divergence.located_key(key, args), args


def _told(payload: dict, result: dict):
    if "replays" in result:
        return _random_answer(payload, result["replays"])
    outputs = codec.expect(result, "outputs", list)
    if len(outputs) != len(payload["cases"]):
        raise MalformedResult("outputs")
    rows = []
    for params, out in zip(payload["cases"], outputs):
        mha, x = case(*params)
        with torch.no_grad():
            want = mha(x)
        if isinstance(out, dict) and set(out) == {"error"}:
            rows.append((mha, x, want, None, checks.clean_text(codec.expect(out, "error", str))))
        else:
            rows.append((mha, x, want, checks.decode_bounded(out, "output", 4 * want.numel(), want.shape), ""))
    right = [got is not None and not checks.compare(got, want, "output")[0] for _, _, want, got, _ in rows]
    if not all(right) and (kept := tensor_check.global_state(result, right)):
        return kept
    # the first case's module called again after a first call: on its tokens in reverse order
    # (keys or values kept; told first, as a cache of values fails the shorter call as well),
    # then on one token fewer (a mask or a size kept)
    if all(right) and _again_wrong(payload, result, "again_values"):
        return "ex_mha_forward.stateful_values", {}
    if all(right) and _again_wrong(payload, result, "again"):
        return "ex_mha_forward.stateful_again", {}
    if all(right):
        if codec.expect(result, "dropout_on_scores", bool):
            return "mistake.dropout_scores", {}
        told = _wide_told(payload, result)
        if told:
            return told
        # right values, but a tensor made on the cpu met the layers on another device
        return _meta_mix(result, payload["cases"][-1])
    cases = [[mha, x] for mha, x, _, _, _ in rows]
    answers = [None if got is None else [got] for _, _, _, got, _ in rows]
    errors = [error for *_, error in rows]
    key = find_mistake([(k, _bind(options)) for k, options in MISTAKES], cases, answers,
                       errors=errors) \
        or find_mistake([(k, _bind(options)) for k, options in PAIRS], cases, answers, errors=errors)
    if key:
        return key, {}
    wrong = [i for i, r in enumerate(right) if not r]
    if any(right) and all(answers[i] is not None and bool(torch.isfinite(answers[i][0]).all()) for i in wrong):
        # right on some cases (a branch for one token), and on every other one exactly a classic
        # slip (that branch skips out_proj): that slip. Only on finite values, as tensor_check: NaN
        # rows agree with too many slips
        key = find_mistake([(k, _bind(options)) for k, options in MISTAKES], [cases[i] for i in wrong],
                           [answers[i] for i in wrong], errors=[errors[i] for i in wrong])
        if key:
            return key, {}
    # the error model: rewrites of the module's own forward and of solution.py's
    found = error_model.search_all([_SOLUTION[0], lambda mha, x: mha(x)], cases, answers, errors)
    if found:
        return found.key, found.args
    # the learner's line that raised, its op and operands in the case's axes, and the concept
    raised = raise_explain.explain(raise_explain.read_traces(result, len(rows)), cases, errors,
                                   lambda args: shape_relation.case_names(args, _SOLUTION[0]))
    if raised and raised[1].get("concept") not in (None, "concept.rank"):
        return raised
    found = error_model.explain_error(cases, errors, _SOLUTION[0])
    if found:
        return found.key, found.args
    if raised:
        return raised
    for _, _, want, got, error in rows:
        if got is None:
            return "feedback.raised", {"error": error}
    if any(not bool(torch.isfinite(got).all()) and bool(torch.isfinite(want).all()) for *_, want, got, _ in rows):
        # NaN or inf the learner's code made from finite values: the op and line that made it
        made = raise_explain.explain_nonfinite(raise_explain.read_traces(result, len(rows)))
        if made:
            return made
    found = properties.describe_rows([(None if got is None else [got], [want]) for *_, want, got, _ in rows])
    if found:
        return found
    for _, _, want, got, error in rows:
        key, args = checks.compare(got, want, "output")
        if key:
            return key, args
    return "", {}


def _wide_told(payload: dict, result: dict) -> tuple[str, dict] | None:
    """The child's float64 run (a float64 module and input): a float32 result, or an error where
    the module's own forward gives float64."""
    wide = result.get("wide")
    if not isinstance(wide, dict):
        return None
    if wide.get("got") in ("float32", "float16", "bfloat16"):
        return "feedback.output_dtype_wide_noline", {"got": wide["got"], "want": "float64"}
    error = wide.get("error")
    if not isinstance(error, str):
        return None
    mha, x = case(*payload["cases"][0])
    try:
        with torch.no_grad():
            mha.double()(x.double())  # the module itself works in float64: the answer is why
    except Exception:  # noqa: BLE001 - no evidence then
        return None
    if (told := tensor_check.cast_told(wide)) is not None:
        return told
    if isinstance(wide.get("line"), int) and isinstance(wide.get("code"), str):
        return "ex_mha_forward.wide_raised", {"error": checks.clean_text(error, 200), "line": str(wide["line"]),
                                             "code": checks.clean_text(wide["code"], 120)}
    return "ex_mha_forward.wide_raised_noline", {"error": checks.clean_text(error, 200)}


def _meta_mix(result: dict, params) -> tuple[str, dict]:
    """The child's run on the meta device met a tensor the code made on the cpu: told where the
    module's own forward runs on meta (so the answer, not the device, is why)."""
    mha, x = case(*params)
    return tensor_check.meta_told(result, lambda: mha.to("meta")(x.to("meta")))


_SOLUTION = [error_model.solution_of(__file__)]


def _bind(options):
    return lambda mha, x: forward(mha, x, **options)
