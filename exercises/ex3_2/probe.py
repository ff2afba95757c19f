"""Child side of exercise 3.2: build the answer's wrapper and report its sizes, its projection
weights and its outputs on the book's 6-token batch (eval and train mode) and on a batch drawn
for this run. No expected value lives here."""

from __future__ import annotations

import re

import torch

from attnlab import examples
from attnlab.grading import checks, step_record
from attnlab.grading.model import AnswerProblem
from attnlab.modules import MultiHeadAttentionWrapper

MAX_HEADS, MAX_DIM = 16, 64  # far above the exercise's sizes: anything larger is refused unread
KEY = re.compile(r"heads\.(\d+)\.W_(query|key|value)\.(weight|bias)")


def fresh_batch(seed: int) -> torch.Tensor:
    """A (2, 6, 3) batch like the book's, drawn from this run's seed."""
    return torch.rand(2, 6, 3, generator=torch.Generator().manual_seed(int(seed)))


def probe(answer, payload: dict, device: str) -> dict:
    fn = checks.callable_answer(answer)
    module = checks.call(fn, MultiHeadAttentionWrapper)
    if not isinstance(module, MultiHeadAttentionWrapper):
        inner = next((m for m in module.modules() if isinstance(m, MultiHeadAttentionWrapper)), None) \
            if isinstance(module, torch.nn.Module) else None
        if inner is not None and len(inner.heads) and hasattr(inner.heads[0], "W_query"):
            # the wrapper inside a larger module (a Linear after it to bring the width down)
            d_out = int(inner.heads[0].W_query.out_features)
            raise AnswerProblem("ex3_2.wrapper_inside", got=checks.type_name(module), d_out=d_out,
                                heads=len(inner.heads), width=d_out * len(inner.heads))
        raise AnswerProblem("ex3_2.not_wrapper", got=checks.type_name(module))
    heads = list(module.heads)
    report = {"heads": len(heads)}
    caught = step_record.swallowed(fn, [MultiHeadAttentionWrapper])  # a fallback its try/except took
    if caught:
        report["swallowed"] = caught
    if not 1 <= len(heads) <= MAX_HEADS:
        return report
    first = heads[0]
    report["d_in"] = int(first.W_query.in_features)
    report["d_out"] = int(first.W_query.out_features)
    report["context"] = int(first.mask.shape[0])
    report["dropout"] = [float(h.dropout.p) for h in heads]
    report["frozen"] = checks.frozen(module)
    if report["d_in"] > MAX_DIM or report["d_out"] > MAX_DIM:
        return report
    report["state"] = {k: checks.tensor_out(v, k) for k, v in module.state_dict().items()
                       if KEY.fullmatch(k)}
    # Inputs in the module's own dtype: a wrapper built at top level under the learner's
    # torch.set_default_dtype(torch.float64) is float64, and works on float64 inputs as it did in
    # their notebook (the checker recomputes in float32 from the same weights).
    weight = next(module.parameters())
    where = {"device": weight.device, "dtype": weight.dtype if weight.is_floating_point() else None}
    # ... but a wrapper cast to another dtype than the default the learner's file left (.double(),
    # .half() under float32) meets the book's batch in that default, and raises there
    report["dtype"] = str(weight.dtype).removeprefix("torch.")
    report["default_dtype"] = checks.LEARNER_DEFAULT_DTYPE
    # (and a wrapper built inside the call, after the grader set torch's default back, is in that)
    report["grader_dtype"] = str(torch.get_default_dtype()).removeprefix("torch.")
    x = examples.batch().to(**where)
    try:  # a failing forward is reported after the sizes that usually explain it
        with torch.no_grad():
            report["eval"] = checks.tensor_out(module.eval()(x).cpu(), "output")
            report["fresh"] = checks.tensor_out(
                module(fresh_batch(payload["batch_seed"]).to(**where)).cpu(), "output")
            report["train"] = checks.tensor_out(module.train()(x).cpu(), "output")
    except AnswerProblem:
        raise
    except Exception as e:  # noqa: BLE001
        report["error"] = checks.clean_text(f"{type(e).__name__}: {e}")
    return report
