"""Trusted side of exercise 3.2: the child reports the wrapper's projection weights and its
outputs on the book's batch (in eval and in train mode) and on a batch drawn for this run; the
parent bounds every size first, rebuilds the wrapper with its own class and recomputes the outputs.
Train-mode outputs that differ from eval-mode ones reveal dropout > 0.
"""

from __future__ import annotations

import math

import torch

from attnlab import examples
from attnlab.grading import checks, codec
from attnlab.grading.model import MalformedResult
from attnlab.grading.tensor_check import draw_seed
from attnlab.modules import MultiHeadAttentionWrapper

from .probe import KEY, MAX_HEADS, fresh_batch

WANT = (2, 6, 2)


def make_payload(rng: torch.Generator) -> dict:
    return {"batch_seed": draw_seed(rng)}


def _int(result, key, low, high) -> int:
    value = codec.expect(result, key, int)
    if not low <= value <= high:
        raise MalformedResult(key)
    return value


def _rebuild(result: dict, heads: int, d_in: int, d_out: int) -> MultiHeadAttentionWrapper:
    """Our own wrapper (context 6: only the batch's tokens matter) with the answer's weights."""
    state = codec.expect(result, "state", dict)
    if len(state) > 6 * heads or not all(isinstance(k, str) and KEY.fullmatch(k) for k in state):
        raise MalformedResult("state")
    bias = "heads.0.W_query.bias" in state
    module = MultiHeadAttentionWrapper(d_in, d_out, 6, 0.0, heads, qkv_bias=bias)
    own = module.state_dict()
    loaded = {}
    for key, encoded in state.items():
        if key not in own or checks.shape_of(encoded, key) != tuple(own[key].shape):
            raise MalformedResult(f"state: {key}")
        loaded[key] = codec.decode_tensor(encoded, key)
    missing = set(k for k in own if KEY.fullmatch(k)) - set(loaded)
    if missing:
        raise MalformedResult("state: missing weights")
    module.load_state_dict(loaded, strict=False)  # the masks stay ours
    return module.eval()


def _shared_head(module: MultiHeadAttentionWrapper) -> str:
    """The number of a head whose query, key and value weights are exactly head 0's (the same
    module put in twice, or its weights copied over): freshly drawn layers never coincide."""
    first = module.heads[0]
    for i, head in enumerate(module.heads[1:], 1):
        if all(torch.equal(getattr(head, w).weight, getattr(first, w).weight)
               for w in ("W_query", "W_key", "W_value")):
            return str(i)
    return ""


BATCH = (2, 6, 3)  # the book's batch: 2 sequences of 6 tokens of 3 dimensions


def check(payload: dict, result: dict):
    key, args = _check(payload, result)
    # (the wrapper built by an except branch after the call the learner meant raised)
    return (key, checks.swallowed_note(result, args)) if key else (key, args)


def _check(payload: dict, result: dict):
    heads = codec.expect(result, "heads", int)
    if heads != 2:
        return "ex3_2.heads", {"got": heads}
    d_in = _int(result, "d_in", 1, 2**31)
    d_out = _int(result, "d_out", 1, 2**31)
    context = _int(result, "context", 0, 2**31)
    # every constructor argument is checked, not only the first wrong one: a learner who changes
    # the wrong argument for the stated goal (context_length=2 for a 2-wide output) is told which
    # argument controls that goal too (checks.with_also: the first problem, the next said after it)
    shape = (2, 6, heads * d_out)
    problems = []
    if d_in != 3:
        problems.append(("ex3_2.d_in", {"got": d_in}))
    if context < BATCH[1]:
        # a size of the book's batch read off another axis than the tokens' (the sequences', the width)
        axis = next((str(i) for i, size in enumerate(BATCH) if size == context and i != 1), None)
        problems.append(("ex3_2.context_axis", {"got": context, "axis": axis}) if axis else
                        ("ex3_2.context", {"got": context}))
    if shape != WANT:
        problems.append(("ex3_2.shape", {"got": checks.shape_text(shape), "want": checks.shape_text(WANT),
                                         "per_head": d_out, "heads": heads, "want_per_head": WANT[-1] // heads}))
    if problems:
        return checks.with_also(problems)
    if "error" in result:
        return "feedback.raised", {"error": checks.clean_text(codec.expect(result, "error", str))}
    # a wrapper in neither the default the learner's file left nor the one the grader runs in was
    # cast (.double(), .half()): it raises on the book's batch
    dtype, default = result.get("dtype"), result.get("default_dtype")
    allowed = {default, result.get("grader_dtype", "float32")}
    if isinstance(dtype, str) and isinstance(default, str) and dtype not in allowed \
            and dtype.startswith(("float", "bfloat")):
        return "ex3_2.dtype", {"got": checks.clean_text(dtype, 20), "want": checks.clean_text(default, 20)}
    if "heads.0.W_query.bias" in codec.expect(result, "state", dict):
        return "ex3_2.bias", {}
    if told := checks.frozen_told(result, "feedback.params_frozen"):
        return told
    dropout = [codec.decode_number(p, "dropout") for p in codec.expect(result, "dropout", list)[:MAX_HEADS]]
    module = _rebuild(result, heads, d_in, d_out)
    shared = _shared_head(module)
    if shared:  # heads[1] = heads[0]: one head's layers twice, two equal output columns
        return "ex3_2.heads_shared", {"head": shared}
    with torch.no_grad():
        want = module(examples.batch())  # recomputed here, with our own class
    evaluated = checks.decode_bounded(codec.expect(result, "eval", dict), "output", want.numel(),
                                       want.shape)
    key, args = checks.compare(evaluated, want, "output")
    if key:
        return key, args
    with torch.no_grad():  # the run's own batch: an answer must compute, not recall the book's
        want_fresh = module(fresh_batch(codec.expect(payload, "batch_seed", int)))
    fresh = checks.decode_bounded(codec.expect(result, "fresh", dict), "output", want_fresh.numel(),
                                  want_fresh.shape)
    key, args = checks.compare(fresh, want_fresh, "output")
    if key:
        return key, args
    trained = checks.decode_bounded(codec.expect(result, "train", dict), "output", want.numel(),
                                     want.shape)
    if checks.compare(trained, want, "output")[0] or any(p != 0.0 for p in dropout):
        shown = next((p for p in dropout if p != 0.0 and math.isfinite(p)), None)
        return "ex3_2.dropout", {"got": f"{shown:g}" if shown is not None else "> 0"}
    return "", {}
