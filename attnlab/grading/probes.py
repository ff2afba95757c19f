"""Child-side halves shared by exercises: decode the payload's inputs, call the learner's answer,
encode what it returned. Imported by the sandbox worker, so this module holds no reference
implementation and no expected value: only what the child needs to run an answer.
"""

from __future__ import annotations

import linecache
import re
import time

from attnlab.grading import checks, codec, raise_trace, step_record
from attnlab.grading.model import AnswerProblem, MalformedResult

MAX_OUTPUTS = 8


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


def case_inputs(payload: dict, case: list, device: str) -> list:
    """One case's arguments, with the positions the payload lists as boolean masks or integer
    tensors (lengths, indices) restored to that dtype (they travel as numbers)."""
    bools, longs = payload.get("bool_inputs", ()), payload.get("long_inputs", ())
    return [a.bool() if i in bools else a.long() if i in longs else a
            for i, a in enumerate(decode_args(case, device))]


def tensor_probe(answer, payload: dict, device: str) -> dict:
    """Call a function of tensors on every case of the payload; record its tensors or its error."""
    fn = checks.callable_answer(answer)
    outputs, traces, linted, steps = [], {}, None, []
    returned = []  # (tensor the answer returned, a copy made at once): checked after every call
    bound = global_names(fn)
    for i, case in enumerate(payload["cases"]):
        start = time.monotonic()
        args = case_inputs(payload, case, device)
        spaced = i in payload.get("spaced", ())  # its rows apart in memory (tensor_check)
        if spaced:
            args = [_spaced(a) for a in args]
        before = [a.clone() if _is_tensor(a) else None for a in args]
        try:
            got = fn(*args)
        except Exception as e:  # noqa: BLE001 - recorded: a classic mistake may raise too
            problem = checks.error_problem(e, device)
            if spaced:  # a rows-apart copy's error is only recorded: the checker tells it
                problem = AnswerProblem("feedback.raised", error=checks.clean_text(f"{type(e).__name__}: {e}", 300))
            if problem.key != "feedback.raised":
                raise problem from None
            outputs.append({"error": problem.args_["error"]})
            kind = (type(e).__name__, tuple(getattr(a, "ndim", -1) for a in case_inputs(payload, case, "cpu")))
            if len(traces) < 2 and f"raised {kind}" not in traces and raise_trace.quick(start) \
                    and not spaced:  # (its inputs packed again would not raise)
                # the first raise of each kind and rank of inputs, traced once (at most two): which
                # line, op and operands (a 1-D case and a 2-D one fail for different reasons)
                traces[f"raised {kind}"] = [i, raise_trace.retrace(fn, case_inputs(payload, case, device), e)]
            continue
        changed = [i for i, (a, b) in enumerate(zip(args, before)) if b is not None and not _same(a, b)]
        if changed:
            # The caller's tensor is not the function's to change: the book masks scores it owns
            # (masked_fill_ on attn_scores), a function given them must leave them as they were.
            raise AnswerProblem("feedback.input_changed", name=_parameter_name(fn, changed[0]))
        if isinstance(got, dict):
            # named results (a dict): the statement asks for the tensors themselves, in order
            raise AnswerProblem("feedback.returned_dict", keys=", ".join(str(k) for k in list(got)[:4])[:60])
        got = got if isinstance(got, (tuple, list)) else (got,)
        if len(got) > MAX_OUTPUTS:
            raise AnswerProblem("feedback.wrong_count", got=len(got), want="≤ 8")
        _check_dtype(got, args, fn, lambda: case_inputs(payload, case, device))
        outputs.append([checks.tensor_out(g, device=device) for g in got])
        returned += [(g, g.detach().clone()) for g in got if _is_tensor(g)]
        last = i
        if i == 0 and raise_trace.quick(start):
            # a product of a 1-D tensor with its own no-op "transpose" (p @ p.T), seen once
            linted = raise_trace.lint(fn, case_inputs(payload, case, device))
        if len(steps) < step_record.MAX_CASES and raise_trace.quick(start) \
                and not (payload.get("twin") and i == len(payload["cases"]) - 1):
            # every tensor its lines make on each case (a condition may show on one only), for
            # where a wrong answer leaves the right computation
            recorded = step_record.record(fn, case_inputs(payload, case, device))
            if recorded:
                steps.append([i, recorded])
        if "nonfinite" not in traces and len(traces) < 2 and raise_trace.quick(start) and _made_nonfinite(got, case_inputs(payload, case, device)):
            traces["nonfinite"] = [i, raise_trace.retrace(fn, case_inputs(payload, case, device), None,
                                                          watch_finite=True)]
    if returned:
        try:  # the last case that returned, once more with other values: a buffer kept for the
            # last shape (or per shape) is written again by that shape
            fn(*[_other_values(a) for a in case_inputs(payload, payload["cases"][last], device)])
        except Exception:  # noqa: BLE001 - its outcome is recorded above; only the results matter here
            pass
    if any(not _same(g.detach(), copy) for g, copy in returned):
        # A result a later call changed: the answer hands out memory it keeps between calls (a
        # buffer in a default argument, a global, a cache) and writes into again, so a caller's
        # earlier result changes under it; each value looked right when it was returned.
        raise AnswerProblem("feedback.output_reused")
    traces = [t for t in traces.values() if t[1]] + ([[0, {"line": linted.pop("line", 0), "code": linted.pop("code", ""), "lint": linted}]]
                                                         if linted else [])
    written = globals_written(fn, bound)  # read before the extra runs below, which may write too
    meta = _meta_mix(fn, payload, device) if all(isinstance(o, list) for o in outputs) else None
    wide = _wide_run(fn, payload, device) if all(isinstance(o, list) for o in outputs) else None
    # an exception the answer's own try/except caught on the first case: the route it fell back to
    caught = step_record.swallowed(fn, case_inputs(payload, payload["cases"][0], device)) \
        if payload.get("cases") and isinstance(outputs[0], list) else None
    return {"outputs": outputs, **({"traces": traces} if traces else {}), **(meta or {}),
            **({"swallowed": caught} if caught else {}),
            **({"wide": wide} if wide else {}), **({"globals_written": written} if written else {}),
            **({"steps": steps} if steps else {})}


def _meta_mix(fn, payload: dict, device: str) -> dict | None:
    """On a CPU run, the answer called once more with its inputs on the ``meta`` device (every
    machine has it; it computes shapes only): a tensor the code creates on the cpu (a mask without
    ``device=``) then meets the inputs' device as it would on a GPU, and torch names the two
    devices. Only that error is recorded; any other (``.item()``, numpy, an op meta lacks) tells
    nothing, as the answer may need real values."""
    if checks.device_type(device) != "cpu" or not payload.get("cases"):
        return None
    import torch

    case = max(payload["cases"], key=lambda c: sum(getattr(a, "ndim", 0)
                                                   for a in case_inputs(payload, c, "cpu")))
    args = [a.to("meta") if _is_tensor(a) else a for a in case_inputs(payload, case, "cpu")]
    try:
        with torch.no_grad(), strict_devices():
            fn(*args)
    except Exception as e:  # noqa: BLE001 - read for its words only
        return meta_evidence(e, fn)
    return None


def strict_devices():
    """A mode under which an op given a meta tensor and a cpu tensor of more than one entry raises
    torch's own device error, as the op would on a GPU: meta is lenient with some ops (a matmul
    with a cpu operand gives a meta result), a CUDA device is not. A 0-d cpu tensor mixes with any
    device, as torch allows."""
    import torch
    from torch.overrides import TorchFunctionMode

    class _Strict(TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):
            kwargs = kwargs or {}
            flat = [x for a in [*args, *kwargs.values()] for x in (a if isinstance(a, (list, tuple)) else (a,))]
            tensors = [x for x in flat if isinstance(x, torch.Tensor)]
            if any(t.is_meta for t in tensors) and any(t.device.type == "cpu" and t.dim() > 0 for t in tensors) \
                    and getattr(func, "__name__", "") not in ("to", "copy_", "__set__", "__get__", "cpu", "type_as",
                                                              # a GPU tensor takes cpu indices too
                                                              "__getitem__", "__setitem__"):
                raise RuntimeError("Expected all tensors to be on the same device, but found at least two "
                                   "devices, meta and cpu!")
            return func(*args, **kwargs)

    return _Strict()


def meta_evidence(e: BaseException, fn) -> dict | None:
    """What a run on the meta device shows of a device slip: torch naming the cpu and meta devices
    together, or the inputs' values written into a tensor the code made on the cpu (``out[...] =``
    or ``copy_``: on a GPU the result would stay on the cpu). A ``.cpu()`` or numpy round trip
    tells nothing here: the code may move the result back."""
    text = str(e)
    if "meta" in text and "cpu" in text and checks.device_mix(text):
        return {"meta_mix": checks.clean_text(text, 200), **_learner_line(e, fn)}
    if "copy out of meta" in text:
        line = _learner_line(e, fn)
        code = line.get("meta_code", "")
        # a write into a tensor, with nothing on the line that reads values out (tolist, item,
        # numpy, float(...), .cpu()), which meta refuses for its own reasons
        if re.search(r"\]\s*[-+*/]?=(?!=)|\.copy_\(", code) \
                and not re.search(r"\.(tolist|item|numpy|cpu)\(|\b(float|int)\((?!\s*[\"'])", code):
            return {"meta_mix": checks.clean_text(text, 200), "meta_copy": True, **line}
        if re.match(r"return\b.*\.(cpu\(\)|to\([\"']cpu[\"']\))\s*(#.*)?$", code):
            # the result itself handed back on the cpu: on a GPU it would not be on the inputs' device
            return {"meta_mix": checks.clean_text(text, 200), "meta_return_cpu": True, **line}
    return None


def _learner_line(e: BaseException, fn) -> dict:
    """The line of the learner's own code where ``e`` was raised (the deepest frame in its file)."""
    code = getattr(fn, "__code__", None)
    found = {}
    tb = e.__traceback__
    while tb is not None:
        if code is not None and tb.tb_frame.f_code.co_filename == code.co_filename:
            line = linecache.getline(code.co_filename, tb.tb_lineno).strip()
            found = {"meta_line": tb.tb_lineno, "meta_code": line[:120]}
        tb = tb.tb_next
    return found


def _check_dtype(outputs, inputs, fn=None, fresh=None) -> None:
    """A floating result keeps its floating inputs' dtype, as torch's own ops do: a float64 result
    of float32 scores (a float64 detour not cast back) breaks the next float32 step (`@` does not
    mix dtypes), though its values are right; a float16 one lost digits. Where the answer's steps
    show it (``fresh()`` gives the case's inputs again), the first line that made a tensor of the
    result's dtype: a .half(), a numpy array (float64 by default) turned into a tensor."""
    dtypes = {a.dtype for a in inputs if _is_tensor(a) and a.is_floating_point()}
    if len(dtypes) != 1:
        return
    (want,) = dtypes
    for g in outputs:
        if _is_tensor(g) and g.is_floating_point() and g.dtype != want:
            got = str(g.dtype).removeprefix("torch.")
            made = step_record.first_of_dtype(fn, fresh(), {got}) if fn is not None and fresh is not None else None
            if made:
                raise AnswerProblem("feedback.output_dtype_at", got=got, want=str(want).removeprefix("torch."),
                                    line=str(made["line"]), code=checks.clean_text(str(made["code"]), 120))
            raise AnswerProblem("feedback.output_dtype", got=got, want=str(want).removeprefix("torch."))


def _space(fn) -> dict | None:
    """The globals of the answer's module: a function's own, a callable object's class's
    (``ex = Cache()`` with a ``__call__``), a functools.partial's function's."""
    for owner in (fn, getattr(fn, "func", None), getattr(type(fn), "__call__", None)):
        space = getattr(owner, "__globals__", None)
        if isinstance(space, dict):
            return space
    return None


def _print(v) -> tuple:
    return id(v), len(v) if isinstance(v, (list, dict, set)) else -1


def _own_object(v, module: str | None) -> bool:
    """An instance of a class the answer's file defines (its attributes are state it keeps)."""
    return module is not None and not isinstance(v, type) and type(v).__module__ == module \
        and isinstance(getattr(v, "__dict__", None), dict)


def global_names(fn) -> dict:
    """What the answer's module binds, to tell afterwards which names its calls rebound or grew
    (``global _scale``, a cache dict filled): state kept between calls. The attributes of the
    file's own objects count too (``self.cache[key] = …`` in a callable object, ``self.dim`` set
    on the first call), named ``object.attribute``."""
    space = _space(fn)
    if not isinstance(space, dict):
        return {}
    module = space.get("__name__")
    found = {k: _print(v) for k, v in list(space.items()) if not k.startswith("__")}
    for k, v in list(space.items()):
        if not k.startswith("__") and _own_object(v, module):
            found.update({f"{k}.{a}": _print(w) for a, w in list(vars(v).items())[:32]})
    return found


def globals_written(fn, before: dict) -> list[str]:
    """The module names the answer's calls rebound, added or grew since ``before`` (global_names)."""
    now = global_names(fn)
    return sorted(k for k, v in now.items() if before.get(k) != v)[:4] if before or now else []


def _wide_run(fn, payload: dict, device: str) -> dict | None:
    """The first case once more with its float32 inputs in float64, as a float64 notebook hands
    them: a result that comes back narrower (a buffer made in torch's default float32, a .float()
    on the way) is the dtype, and the first line that made a tensor of it; an error (a float32
    ``out=`` buffer, a float32 table met by float64 values) is recorded with its line. Evidence
    only: the trusted side tells it where the values are right and the reference runs in float64."""
    import torch

    args = case_inputs(payload, payload["cases"][0], device)
    if not any(_is_tensor(a) and a.dtype == torch.float32 for a in args):
        return None

    def wide():
        return [a.double() if _is_tensor(a) and a.dtype == torch.float32 else a for a in args]

    try:
        got = fn(*wide())
    except Exception as e:  # noqa: BLE001 - what a float64 caller meets, and the line that raised
        return wide_error(e, fn, wide())
    got = got if isinstance(got, (tuple, list)) else (got,)
    narrow = next((str(g.dtype).removeprefix("torch.") for g in got
                   if _is_tensor(g) and g.is_floating_point() and g.dtype != torch.float64), None)
    if narrow is None:
        return None
    made = step_record.first_of_dtype(fn, wide(), {narrow})
    return {"got": narrow, **({"line": made["line"], "code": str(made["code"])[:120]} if made else {})}


def wide_error(e: BaseException, fn, args: list) -> dict:
    """What a float64 run that raised records: the error, its line, and the line that first made
    a narrower tensor on the way (a .float(), dtype=torch.float32), where the code shows one."""
    where = raise_trace._learner_line(e) or {}
    made = step_record.first_of_dtype(fn, args, {"float32", "float16", "bfloat16"})
    return {"error": checks.clean_text(f"{type(e).__name__}: {e}", 200),
            **({"line": where["line"], "code": where["code"]} if where else {}),
            **({"cast_line": made["line"], "cast_code": str(made["code"])[:120]} if made else {})}


def _other_values(a):
    """A floating-point input with other values of the same shape, dtype and device; others as
    they are (masks, lengths and sizes keep their meaning)."""
    return a * 0.5 - 0.25 if _is_tensor(a) and a.is_floating_point() else a


def _is_tensor(value) -> bool:
    import torch

    return isinstance(value, torch.Tensor)


def _same(a, b) -> bool:
    """Equal entries (NaN where NaN was), shape and dtype: the input as it was handed over."""
    import torch

    if not isinstance(a, torch.Tensor) or a.shape != b.shape or a.dtype != b.dtype:
        return False
    if a.is_floating_point():
        return bool(((a == b) | (a.isnan() & b.isnan())).all())
    return bool(torch.equal(a, b))


def _parameter_name(fn, index: int) -> str:
    """The learner's own name for positional argument ``index`` (a bound method's self left out)."""
    import inspect

    try:
        names = [p.name for p in inspect.signature(fn).parameters.values()
                 if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    except (TypeError, ValueError):
        names = []
    return names[index] if index < len(names) else f"#{index + 1}"


def _spaced(a):
    """A float tensor as a view with one unused entry after each row: the same values, rows not
    packed in memory (its last axis still has stride 1, so a view that splits it works)."""
    import torch

    if not (isinstance(a, torch.Tensor) and a.is_floating_point() and a.dim() >= 1 and a.numel()):
        return a
    wide = torch.zeros(*a.shape[:-1], a.shape[-1] + 1, dtype=a.dtype, device=a.device)
    view = wide[..., :a.shape[-1]]
    view.copy_(a)
    return view


def _made_nonfinite(got, inputs) -> bool:
    """The answer's outputs hold inf or NaN its inputs did not give it: any where every input is
    finite, and NaN where the inputs hold ±inf but no NaN (masked scores: -inf is meant, a NaN
    from it is the code's own)."""
    import torch

    if not _nonfinite(got):
        return False
    if not _nonfinite(inputs):
        return True
    return not any(isinstance(v, torch.Tensor) and v.is_floating_point() and bool(torch.isnan(v).any())
                   for v in inputs) and any(
        isinstance(v, torch.Tensor) and v.is_floating_point() and bool(torch.isnan(v).any()) for v in got)


def _nonfinite(values) -> bool:
    import torch

    return any(isinstance(v, torch.Tensor) and v.is_floating_point() and not bool(torch.isfinite(v).all())
               for v in values)


def short_answer_probe(kind: str):
    """The probe of a number, vector or shape answer: the value itself, as plain data."""

    def probe(answer, payload: dict, device: str) -> dict:
        return checks.number_out(answer) if kind == "number" else checks.sequence_out(answer)

    return probe

