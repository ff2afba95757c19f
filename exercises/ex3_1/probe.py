"""Child side of exercise 3.1: build the two modules of each case, let the answer change sa_v1, and
report sa_v1's weights and its output on the case's inputs. No expected value lives here."""

from __future__ import annotations

import torch

from attnlab import examples
from attnlab.grading import checks
from attnlab.grading.model import AnswerProblem
from attnlab.modules import SelfAttention_v1, SelfAttention_v2, seeded

NAMES = ("W_query", "W_key", "W_value")
BOOK_SEED = 789  # the book's SelfAttention_v2 (first row [-0.0739, 0.0713]): always one case


def inputs(d_in: int, seed: int) -> torch.Tensor:
    """float32, as in the book: the six tokens for the book's case, else seeded random rows."""
    if seed == BOOK_SEED:
        return examples.inputs()
    return torch.rand(6, d_in, generator=torch.Generator().manual_seed(seed))


def modules(d_in: int, d_out: int, seed: int):
    """(sa_v1, sa_v2) of one case: deliberately different weights."""
    return (seeded(SelfAttention_v1, seed + 1, d_in, d_out),
            seeded(SelfAttention_v2, seed, d_in, d_out))


def probe(answer, payload: dict, device: str) -> dict:
    fn = checks.callable_answer(answer)
    out = []
    for d_in, d_out, seed in payload["cases"]:
        sa_v1, sa_v2 = modules(d_in, d_out, seed)
        given = checks.module_state(sa_v2)
        try:  # with autograd on, as in the learner's notebook: an unguarded copy_ raises there
            returned = checks.call(fn, sa_v1, sa_v2)
        except AnswerProblem as p:  # assigning a plain tensor to a parameter: say what to do
            if "cannot assign" in p.args_.get("error", "") and "parameter" in p.args_.get("error", ""):
                raise AnswerProblem("ex3_1.assign_tensor") from None
            raise
        checks.module_changed(sa_v2, given, "sa_v2")  # read from, never written to
        params = {}
        if isinstance(returned, torch.nn.Module) and returned is not sa_v1:
            # another module returned: the learner may have copied into it and rebound the name
            for name in NAMES:
                p = getattr(returned, name, None)
                if isinstance(p, torch.Tensor):
                    params["returned." + name] = checks.tensor_out(p, f"returned.{name}")
        for name in NAMES:
            p = getattr(sa_v1, name, None)
            if not isinstance(p, torch.Tensor):
                raise AnswerProblem("ex3_1.missing_param", name=name)
            params[name] = checks.tensor_out(p, f"sa_v1.{name}")
            params[name + ".dtype"] = str(p.dtype)
        try:  # the learner's sa_v1, as the book then uses it: on float32 inputs
            with torch.no_grad():
                params["output"] = checks.tensor_out(sa_v1(inputs(d_in, seed)), "sa_v1(x)")
        except AnswerProblem:
            raise
        except Exception as e:  # noqa: BLE001 - reported by the parent, with the weights' dtype
            params["error"] = checks.clean_text(f"{type(e).__name__}: {e}")
        out.append(params)
    return {"cases": out}
