"""Child side of ex_mha_forward: hand the answer a MultiHeadAttention's layers without its forward
(Parts), built from the case's seed, and report what the answer returns. No expected value lives
here: check.py recomputes it with the real class."""

from __future__ import annotations

import time

import torch
from torch import nn

from attnlab.grading import checks, codec, raise_trace, step_record
from attnlab.grading.model import AnswerProblem
from attnlab.grading.probes import global_names, globals_written, wide_error
from attnlab.modules import MultiHeadAttention, seeded

BOOK_CASE = (3, 2, 2, 2, 6, 6, 123)  # the book's MultiHeadAttention(3, 2, 6, 0.0, num_heads=2)
# An answer whose output is random (active dropout) is run once more from this seed, so that the
# checker can replay where its dropout acts (on the scores or on the weights).
REPLAY_SEED = 20240
# The first case's module called a second time, on x changed so (the probe records the output under
# the key, the checker compares it with the module's own): the tokens in reverse order show keys or
# values kept from the first call, one token fewer a mask or a size kept. Told in this order.
AGAIN = {"again_values": lambda x: x.flip(1), "again": lambda x: x[:, :-1]}


class _WatchedDropout(nn.Dropout):
    """The book's ``self.dropout`` with p = 0: returns its input unchanged, but notes whether it
    was given the scores (rows that are not probability distributions) instead of the weights."""

    def __init__(self):
        super().__init__(0.0)
        self.saw_scores = False

    def forward(self, t):
        if isinstance(t, torch.Tensor) and t.dim() >= 2 and t.shape[-1] == t.shape[-2]:
            rows = t.detach().float().nan_to_num(0.0, posinf=2.0, neginf=-1.0)
            try:
                if (rows < 0).any() or not torch.allclose(rows.sum(-1), torch.ones_like(rows.sum(-1)),
                                                          atol=1e-3):
                    self.saw_scores = True
            except RuntimeError:  # inside torch.func.vmap a tensor has no truth value: no watch there
                pass
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


def case(d_in, d_out, h, b, n, context, seed):
    mha = seeded(MultiHeadAttention, seed, d_in, d_out, context, 0.0, h).eval()
    x = torch.rand(b, n, d_in, generator=torch.Generator().manual_seed(seed + 7))
    return mha, x


def probe(answer, payload: dict, device: str) -> dict:
    fn = checks.callable_answer(answer)
    outputs, saw_scores, replays, traces, steps = [], False, [], [], []
    before = global_names(fn)
    for params in payload["cases"]:
        mha, x = case(*params)
        parts = Parts(mha).to(device)  # in training mode, as a fresh module is in the book
        runs, start = [], time.monotonic()
        given = checks.module_state(parts)
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
            if not traces and raise_trace.quick(start):  # the first raise, traced once: line, op, operands
                mha, x = case(*params)
                trace = raise_trace.retrace(fn, [Parts(mha).to(device), x.to(device)], None)
                traces = [[len(outputs) - 1, trace]] if trace else []
            continue
        checks.module_changed(parts, given, "mha")  # its layers and mask are the caller's: read only
        out = checks.tensor_out(runs[0], device=device)
        if len(traces) < 2 and isinstance(runs[0], torch.Tensor) and runs[0].is_floating_point() \
                and not bool(torch.isfinite(runs[0]).all()) and raise_trace.quick(start):
            # NaN or inf from finite inputs (a mask that hides a whole row): the op that made it
            mha, x = case(*params)
            trace = raise_trace.retrace(fn, [Parts(mha).to(device), x.to(device)], None, watch_finite=True)
            traces += [[len(outputs), trace]] if trace else []
        if not (isinstance(runs[1], torch.Tensor) and runs[1].shape == runs[0].shape
                and torch.allclose(runs[0], runs[1], atol=0.0, equal_nan=True)):
            if not isinstance(runs[1], torch.Tensor) or torch.device(device).type != "cpu":
                raise AnswerProblem("ex_mha_forward.random")
            # The answer's own dropout draws from the global generator: in this child (one
            # submission, one thread, never a server handler) seeding it replays the draw.
            torch.manual_seed(REPLAY_SEED)
            with torch.no_grad():
                replay = fn(parts, x.to(device))
            replays.append(checks.tensor_out(replay, device=device))
        else:
            replays.append(None)
        outputs.append(out)
        saw_scores = saw_scores or parts.dropout.saw_scores
        if len(steps) < step_record.MAX_CASES and replays[-1] is None and raise_trace.quick(start):
            # every tensor its lines make on each case (a condition may show on one only), for
            # where a wrong output leaves the right one
            mha, x = case(*params)
            with torch.no_grad():
                recorded = step_record.record(fn, [Parts(mha).to(device), x.to(device)])
            steps += [[len(outputs) - 1, recorded]] if recorded else []
    calm = outputs and not any(isinstance(o, dict) and set(o) == {"error"} for o in outputs) \
        and not any(r is not None for r in replays)
    again = {field: _called_again(fn, payload["cases"][0], device, changed) for field, changed in AGAIN.items()} \
        if calm else {}
    written = globals_written(fn, before)
    result = {"outputs": outputs, "dropout_on_scores": saw_scores, **({"traces": traces} if traces else {}),
              **{field: out for field, out in again.items() if out is not None},
              **({"steps": steps} if steps else {}), **({"globals_written": written} if written else {})}
    if checks.device_type(device) == "cpu" and outputs and not any(
            isinstance(o, dict) and set(o) == {"error"} for o in outputs) and "replays" not in result:
        result.update(_meta_mix(fn, payload["cases"][-1]))
        wide = _wide(fn, payload["cases"][0], device)
        if wide:
            result["wide"] = wide
    if any(r is not None for r in replays):  # random: the replays say where the dropout acts
        result["replays"] = replays
    return result


def _called_again(fn, params, device: str, changed):
    """The first case's module called twice, the second time on ``changed(x)``: an answer that
    keeps what it built on the first call shows it (one token fewer: a mask cached on mha for n
    tokens; the tokens in reverse order: keys or values projected once, a KV cache checked by
    shape only). The second call's output, or None where the case is too short to change."""
    mha, x = case(*params)
    if x.shape[1] < 2:
        return None
    parts = Parts(mha).to(device)
    try:
        with torch.no_grad():
            fn(parts, x.to(device))
            return checks.tensor_out(fn(parts, changed(x).to(device)), device=device)
    except Exception:  # noqa: BLE001 - a raise on the second call is told below as a state kept
        return {"error": "raised"}


def _wide(fn, params, device: str) -> dict | None:
    """The first case's module and input in float64, as a float64 notebook has them: a result that
    comes back narrower, or an error where the module's own forward runs (a .float() on the way
    meets float64 values), with the line that raised. None where the answer keeps float64."""
    mha, x = case(*params)
    parts = Parts(mha).to(device).double()
    try:
        with torch.no_grad():
            got = fn(parts, x.to(device).double())
    except Exception as e:  # noqa: BLE001 - recorded as what a float64 caller meets
        return wide_error(e, fn, [Parts(mha).to(device).double(), x.to(device).double()])
    if isinstance(got, torch.Tensor) and got.is_floating_point() and got.dtype != torch.float64:
        return {"got": str(got.dtype).removeprefix("torch.")}
    return None


def _meta_mix(fn, params) -> dict:
    """The answer once more with the layers and the input on the ``meta`` device (shapes only, on
    every machine): a tensor the code makes on the cpu (a mask without device=) meets them as it
    would meet a GPU's, and torch names both devices. Only that error is kept."""
    from attnlab.grading.probes import meta_evidence, strict_devices

    mha, x = case(*params)
    parts = Parts(mha)
    parts.dropout = nn.Dropout(0.0)  # the watched one reads values, which meta tensors lack
    parts, x = parts.to("meta"), x.to("meta")  # moved before the strict mode, which would see the move
    try:
        with torch.no_grad(), strict_devices():
            fn(parts, x)
    except Exception as e:  # noqa: BLE001 - read for its words only
        return meta_evidence(e, fn) or {}
    return {}


def probe_real_layer(answer, payload: dict, device: str) -> dict:
    """Not graded: the answer's forward on one real GPT-2 layer, whose input and weights come as
    data (the child opens no file). Only the output goes back; the expected one stays with the
    trusted side, which says where the two first differ."""
    fn = checks.callable_answer(answer)
    d, heads, context = (int(payload[k]) for k in ("d", "num_heads", "context_length"))
    mha = MultiHeadAttention(d, d, context, 0.0, heads, qkv_bias=True)
    state = {name: codec.unpack_tensor(t, name) for name, t in payload["state"].items()}
    mha.load_state_dict({**state, "mask": mha.mask}, strict=True)
    x = codec.unpack_tensor(payload["x"], "x")  # (1, n, d): the layer's input after norm1
    with torch.no_grad():
        out = checks.call(fn, Parts(mha.eval()).to(device), x.to(device), device=device)
    return {"output": checks.tensor_out(out, "output", device=device)}
