"""The common shape of code exercises: call the learner's function on fresh tensors, compare the
returned tensors with a trusted reference, and explain the first difference."""

from __future__ import annotations

from collections.abc import Callable

import torch

from attnlab.grading import checks, codec
from attnlab.grading.model import Exercise, MalformedResult

Diagnose = Callable[[list, list[torch.Tensor], list[torch.Tensor]], tuple[str, dict]]


def encode_args(args) -> list:
    return [codec.encode_tensor(a) if isinstance(a, torch.Tensor) else a for a in args]


def decode_args(args, device: str = "cpu") -> list:
    out = []
    for a in args:
        if isinstance(a, dict):
            out.append(codec.decode_tensor(a, "input").to(device))
        elif isinstance(a, (int, float)) and not isinstance(a, bool):
            out.append(a)
        else:
            raise MalformedResult("input")
    return out


def tensor_exercise(
    id: str,
    points: int,
    title: dict,
    statement: dict,
    hints: dict,
    starter: str,
    solution_source: Callable[[], str],
    make_cases: Callable[[], list[tuple]],
    reference: Callable[..., torch.Tensor | tuple],
    diagnose: Diagnose | None = None,
    atol: float = checks.ATOL,
    bool_inputs: tuple[int, ...] = (),
) -> Exercise:
    """An Exercise whose answer is a function of tensors (and ints) returning tensor(s).

    ``bool_inputs`` lists argument positions that are boolean masks (they travel as 0/1).
    """

    def make_payload() -> dict:
        return {"cases": [encode_args(case) for case in make_cases()]}

    def inputs_of(case, device):
        args = decode_args(case, device)
        return [a.bool() if i in bool_inputs else a for i, a in enumerate(args)]

    def probe(answer, payload, device):
        fn = checks.callable_answer(answer)
        outputs = []
        for case in payload["cases"]:
            got = checks.call(fn, *inputs_of(case, device))
            got = got if isinstance(got, tuple) else (got,)
            outputs.append([checks.tensor_out(g) for g in got])
        return {"outputs": outputs}

    def check(payload, result):
        outputs = codec.expect(result, "outputs", list)
        cases = payload["cases"]
        if len(outputs) != len(cases):
            raise MalformedResult("outputs")
        for case, out in zip(cases, outputs):
            args = inputs_of(case, "cpu")
            want = reference(*args)
            want = list(want) if isinstance(want, tuple) else [want]
            if not isinstance(out, list):
                raise MalformedResult("outputs")
            if len(out) != len(want):
                return "feedback.wrong_count", {"got": len(out), "want": len(want)}
            got = [codec.decode_tensor(o, "output") for o in out]
            if diagnose:
                key, fargs = diagnose(args, got, want)
                if key:
                    return key, fargs
            for i, (g, w) in enumerate(zip(got, want)):
                key, fargs = checks.compare(g, w, f"output {i + 1}" if len(want) > 1 else "output",
                                            atol)
                if key:
                    return key, fargs
        return "", {}

    return Exercise(id=id, kind="code", points=points, title=title, statement=statement,
                    hints=hints, starter=starter, solution_source=solution_source, make_payload=make_payload,
                    probe=probe, check=check)


def randn(*shape: int, seed: int, scale: float = 1.0) -> torch.Tensor:
    return torch.randn(*shape, generator=torch.Generator().manual_seed(seed)) * scale
