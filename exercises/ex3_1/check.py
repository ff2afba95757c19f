"""Trusted side of exercise 3.1: the book's case (seed 789) beside two cases drawn for this run,
and the checker, which recomputes sa_v2's weights and output with its own classes."""

from __future__ import annotations

import torch

from attnlab.grading import checks, codec, properties, shape_relation
from attnlab.grading.model import MalformedResult
from attnlab.grading.tensor_check import draw_seed

from .probe import BOOK_SEED, NAMES, inputs, modules

DTYPES = {"torch.float32", "torch.float64", "torch.float16", "torch.bfloat16"}


def make_payload(rng: torch.Generator) -> dict:
    """(d_in, d_out, seed of sa_v2): the book's sizes, then fresh sizes with d_in != d_out (so a
    weight that is not transposed shows in its shape), then a square layer (d_in == d_out: the
    layer sizes are free, and code that transposes only when the shapes differ copies W there),
    each with fresh weights."""
    cases = [[3, 2, BOOK_SEED]]
    for square in (False, False, True):
        d_in = int(torch.randint(3, 8, (1,), generator=rng))
        d_out = d_in if square else int(torch.randint(2, d_in, (1,), generator=rng))
        seed = draw_seed(rng)
        cases.append([d_in, d_out, seed if seed != BOOK_SEED else seed + 2])
    return {"cases": cases}


def _holds(got: dict, name: str, weight, atol: float) -> bool:
    """Whether sa_v1's ``name`` came back holding ``weight``."""
    try:
        w = checks.decode_bounded(codec.expect(got, name, dict), name, weight.numel())
    except Exception:  # noqa: BLE001 - malformed or another shape: not that weight
        return False
    return tuple(w.shape) == tuple(weight.shape) and checks.same(w, weight.detach(), atol)


def check(payload: dict, result: dict):
    cases = codec.expect(result, "cases", list)
    if len(cases) != len(payload["cases"]):
        raise MalformedResult("cases")
    for (d_in, d_out, seed), got in zip(payload["cases"], cases):
        _, sa_v2 = modules(d_in, d_out, seed)
        for name in NAMES:
            encoded = codec.expect(got, name, dict)
            shape = checks.shape_of(encoded, name)
            want = getattr(sa_v2, name).weight.detach().T  # nn.Linear stores (d_out, d_in)
            if shape == (d_out, d_in) and d_in != d_out:
                return "ex3_1.not_transposed", {"name": name, "got": checks.shape_text(shape),
                                                "want": checks.shape_text(want.shape)}
            if shape != tuple(want.shape):
                # how it relates to the right shape (a fused matrix split along the wrong axis), in d_in, d_out
                told = shape_relation.relation(shape, tuple(want.shape), {d_in: {"d_in"}, d_out: {"d_out"}})
                if told:
                    return told[0], {**told[1], "what": f"sa_v1.{name}"}
                return "feedback.wrong_shape", {"what": f"sa_v1.{name}", "got": checks.shape_text(shape),
                                                "want": checks.shape_text(want.shape)}
            w = checks.decode_bounded(encoded, name, want.numel())
            # weights rounded to half precision are the right weights in the wrong dtype (below)
            dtype = codec.expect(got, name + ".dtype", str)
            atol = 1e-2 if dtype in ("torch.float16", "torch.bfloat16") else 1e-6
            if checks.compare(w, want, f"sa_v1.{name}", atol=atol)[0]:
                if d_in == d_out and checks.same(w, want.T, atol):
                    # a square layer: W and W.T have the same shape, so only the values tell
                    return "ex3_1.not_transposed_square", {"name": name, "size": d_in}
                # the wrong route: which weight it holds instead (another of sa_v2's, swapped;
                # sa_v1's own, never copied)
                sa_v1, _ = modules(d_in, d_out, seed)
                known = {f"sa_v2.{other}.weight.T": getattr(sa_v2, other).weight.T for other in NAMES
                         if other != name}
                known.update({f"sa_v1.{name}": getattr(sa_v1, name)})
                source = properties.which_tensor(w, known, atol)
                if source == f"sa_v1.{name}":
                    # copied, but into another module that the function returned (the argument's
                    # name rebound): the caller's sa_v1 is the one the book goes on using
                    other = got.get("returned." + name)
                    if isinstance(other, dict):
                        copy = checks.decode_bounded(other, name, want.numel())
                        if tuple(copy.shape) == tuple(want.shape) and checks.same(copy, want, atol):
                            return "ex3_1.rebound", {"name": name}
                        return "ex3_1.returned_other", {"name": name}
                    return "ex3_1.not_copied", {"name": name}
                if source:
                    source = source.split(".")[1]
                    # every parameter given the same layer's weights (a source name left fixed
                    # in a loop) is not a swap: the names that got it are told
                    same = [other for other in NAMES if _holds(got, other, getattr(sa_v2, source).weight.T, atol)]
                    if source in same and len(same) >= 2:  # its own layer kept it: no swap
                        return "ex3_1.one_source", {"source": source, "names": ", ".join(same)}
                    return "ex3_1.swapped", {"name": name, "source": source}
                found = properties.scrambled(w, want.detach().float(), atol)  # reshape for .T
                # a matrix function of the right weight (its inverse for the transpose, its sign)
                weight = f"sa_v2.{name}.weight"
                found = found or properties.function_of(w, {weight: getattr(sa_v2, name).weight},
                                                        f"{weight}.T", atol) \
                    or properties.rounded(w, want.detach().float(), atol) \
                    or properties.rounding(w, want.detach().float(), atol)  # a float16 round trip
                if found:
                    return found[0], {**found[1], "what": f"sa_v1.{name}"}
                # columns of the three right weights in another arrangement (the joined weights cut
                # in another layout than they were joined)
                mixed = properties.columns_from(w, {f"sa_v2.{other}.weight.T": getattr(sa_v2, other).weight.T
                                                    for other in NAMES}, atol)
                if mixed:
                    return "ex3_1.columns_mixed", {"name": name, "columns": mixed}
                # the right weights times a constant (a scale folded into the layer after the copy)
                found = properties.scaled(w, want.detach().float(), atol)
                if found:
                    return "ex3_1.scaled", {"name": name, "c": found[1]["c"]}
                return "ex3_1.weights_differ", {"name": name}
        for name in NAMES:
            dtype = codec.expect(got, name + ".dtype", str)
            if dtype != "torch.float32":
                half = dtype in ("torch.float16", "torch.half", "torch.bfloat16")
                return "ex3_1.dtype_half" if half else "ex3_1.dtype", {
                    "name": name, "got": dtype if dtype in DTYPES else "?"}
        x = inputs(d_in, seed)
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
