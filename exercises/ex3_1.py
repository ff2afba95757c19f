"""Exercise 3.1 (book): make SelfAttention_v1 return exactly what SelfAttention_v2 returns."""

from __future__ import annotations

import torch

from attnlab import examples
from attnlab.grading import checks, codec
from attnlab.grading.model import AnswerProblem, Exercise, MalformedResult, solution_file
from attnlab.modules import SelfAttention_v1, SelfAttention_v2, seeded

ID = "ex3_1"
CASES = ((3, 2, 789), (5, 4, 11), (4, 3, 2024))  # (d_in, d_out, seed of sa_v2)
NAMES = ("W_query", "W_key", "W_value")
DTYPES = {"torch.float32", "torch.float64", "torch.float16", "torch.bfloat16"}


def _inputs(d_in: int, seed: int) -> torch.Tensor:
    """float32, as in the book: the six tokens for d_in = 3, else seeded random rows."""
    if d_in == 3:
        return examples.inputs()
    return torch.rand(6, d_in, generator=torch.Generator().manual_seed(seed))


def make_payload() -> dict:
    return {"cases": [list(c) for c in CASES]}


def probe(answer, payload: dict, device: str) -> dict:
    fn = checks.callable_answer(answer)
    out = []
    for d_in, d_out, seed in payload["cases"]:
        sa_v2 = seeded(SelfAttention_v2, seed, d_in, d_out)
        sa_v1 = seeded(SelfAttention_v1, seed + 1, d_in, d_out)  # deliberately different weights
        try:
            with torch.no_grad():
                checks.call(fn, sa_v1, sa_v2)
        except AnswerProblem as p:  # assigning a plain tensor to a parameter: say what to do
            if "cannot assign" in p.args_.get("error", "") and "parameter" in p.args_.get("error", ""):
                raise AnswerProblem("ex3_1.assign_tensor") from None
            raise
        params = {}
        for name in NAMES:
            p = getattr(sa_v1, name, None)
            if not isinstance(p, torch.Tensor):
                raise AnswerProblem("ex3_1.missing_param", name=name)
            params[name] = checks.tensor_out(p, f"sa_v1.{name}")
            params[name + ".dtype"] = str(p.dtype)
        try:  # the learner's sa_v1, as the book then uses it: on float32 inputs
            with torch.no_grad():
                params["output"] = checks.tensor_out(sa_v1(_inputs(d_in, seed)), "sa_v1(x)")
        except AnswerProblem:
            raise
        except Exception as e:  # noqa: BLE001 - reported by the parent, with the weights' dtype
            params["error"] = checks.clean_text(f"{type(e).__name__}: {e}")
        out.append(params)
    return {"cases": out}


def check(payload: dict, result: dict):
    cases = codec.expect(result, "cases", list)
    if len(cases) != len(CASES):
        raise MalformedResult("cases")
    for (d_in, d_out, seed), got in zip(CASES, cases):
        sa_v2 = seeded(SelfAttention_v2, seed, d_in, d_out)
        for name in NAMES:
            encoded = codec.expect(got, name, dict)
            shape = checks.shape_of(encoded, name)
            want = getattr(sa_v2, name).weight.detach().T  # nn.Linear stores (d_out, d_in)
            if shape == (d_out, d_in) and d_in != d_out:
                return "ex3_1.not_transposed", {"name": name, "got": checks.shape_text(shape),
                                                "want": checks.shape_text(want.shape)}
            if shape != tuple(want.shape):
                return "feedback.wrong_shape", {"what": f"sa_v1.{name}", "got": checks.shape_text(shape),
                                                "want": checks.shape_text(want.shape)}
            w = checks.decode_bounded(encoded, name, want.numel())
            # weights rounded to half precision are the right weights in the wrong dtype (below)
            dtype = codec.expect(got, name + ".dtype", str)
            atol = 1e-2 if dtype in ("torch.float16", "torch.bfloat16") else 1e-6
            if checks.compare(w, want, f"sa_v1.{name}", atol=atol)[0]:
                return "ex3_1.weights_differ", {"name": name}
        for name in NAMES:
            dtype = codec.expect(got, name + ".dtype", str)
            if dtype != "torch.float32":
                return "ex3_1.dtype", {"name": name, "got": dtype if dtype in DTYPES else "?"}
        x = _inputs(d_in, seed)
        if "error" in got:
            return "ex3_1.forward_failed", {"error": checks.clean_text(codec.expect(got, "error", str))}
        with torch.no_grad():
            want = sa_v2(x)  # recomputed here, with our own class
        output = checks.decode_bounded(codec.expect(got, "output", dict), "sa_v1(x)", 4 * want.numel(),
                                        want.shape)
        key, args = checks.compare(output, want, "sa_v1(x)", atol=1e-5)
        if key:
            return ("ex3_1.output_differs", {}) if key == "feedback.wrong_values" else (key, args)
    return "", {}


EXERCISE = Exercise(
    id=ID,
    kind="code",
    points=3,
    title={"en": "Exercise 3.1 · Compare SelfAttention_v1 and v2",
           "zh": "练习 3.1 · 比较 SelfAttention_v1 与 v2"},
    statement={
        "en": "`SelfAttention_v2` uses `nn.Linear` layers; `SelfAttention_v1` uses raw parameter "
        "matrices. Write `ex3_1(sa_v1, sa_v2)` that changes `sa_v1` in place so that it returns "
        "exactly what `sa_v2` returns, by giving `sa_v1`'s own parameters `W_query`, `W_key` and "
        "`W_value` the weights of `sa_v2`. It returns nothing. Afterwards `sa_v1(x)` must work on "
        "the book's float32 inputs.",
        "zh": "`SelfAttention_v2` 使用 `nn.Linear` 层，`SelfAttention_v1` 使用原始的参数矩阵。编写 "
        "`ex3_1(sa_v1, sa_v2)`，就地修改 `sa_v1`：把 `sa_v2` 的权重赋给 `sa_v1` 自己的参数 `W_query`、`W_key` "
        "和 `W_value`，使它的输出与 `sa_v2` 完全相同。函数不需要返回值。修改之后，`sa_v1(x)` 必须能在书中"
        "float32 的输入上运行。",
    },
    hints={
        "en": ("nn.Linear computes x @ weight.T, while SelfAttention_v1 computes x @ W.",
               "Assign with torch.nn.Parameter(sa_v2.W_query.weight.T), or copy_ under torch.no_grad()."),
        "zh": ("nn.Linear 计算的是 x @ weight.T，而 SelfAttention_v1 计算的是 x @ W。",
               "可以用 torch.nn.Parameter(sa_v2.W_query.weight.T) 赋值，或在 torch.no_grad() 下使用 copy_。"),
    },
    starter="def ex3_1(sa_v1, sa_v2):\n    # give sa_v1 the weights of sa_v2\n    ...\n",
    solution_source=solution_file(__file__, "ex3_1"),
    make_payload=make_payload,
    probe=probe,
    check=check,
)
