"""Helpers shared by the exercises: calling an answer safely (child side), and reading the child's
reply with bounds and comparing tensors with learner-friendly feedback (parent side)."""

from __future__ import annotations

import math
import numbers
import re
import unicodedata
from typing import Any

import torch

from attnlab.grading import codec
from attnlab.grading.model import AnswerProblem, CheckFailed, MalformedResult

ATOL = 1e-4
# torch's default dtype as the learner's file left it (set_default_dtype at top level), before the
# grader resets it for the probes: a module built under the file's own default is in that dtype
# by the learner's choice, not by a cast (set by the sandbox's child after loading the file)
LEARNER_DEFAULT_DTYPE = "float32"
MAX_DIMS = 8

# Messages torch gives when a tensor made on one device meets one on another (CUDA, meta, ...).
_DEVICE_MIX = re.compile(r"same device|two devices|expected device|to be on the same|"
                         r"device type tensor to numpy|is on .* but .* on", re.IGNORECASE)
_NOT_CONTIGUOUS = re.compile(r"view size is not compatible", re.IGNORECASE)
# torch's words for an in-place change (copy_, +=, fill_) of a parameter autograd tracks
_INPLACE_LEAF = re.compile(r"leaf Variable that requires grad is being used in an in-place",
                           re.IGNORECASE)
_MAX_TUPLE = re.compile(r"return_types\.(max|min)")
# torch's words for a GPU allocation that failed; inside the sandbox the allocator may instead fail
# an internal assert while it asks the driver who holds the memory (seen on an H100, torch 2.11).
_GPU_OUT_OF_MEMORY = re.compile(r"CUDA out of memory|CUDACachingAllocator|cudaErrorMemoryAllocation",
                                re.IGNORECASE)
# attnlab.modules.MultiHeadAttention's own check, with the sizes it was given
_HEADS_SPLIT = re.compile(r"d_out must be divisible by num_heads \(d_out=(\d+), num_heads=(\d+)\)")


def clean_text(text: Any, limit: int = 300) -> str:
    """One line of printable text: control characters (newlines included) become spaces, so text
    from an answer can never forge lines in a report."""
    chars = (" " if unicodedata.category(c).startswith("C") else c for c in str(text)[: limit * 4])
    return re.sub(r"\s+", " ", "".join(chars)).strip()[:limit]


def type_name(value: Any) -> str:
    return clean_text(type(value).__name__, 60)


def device_type(device: Any) -> str:
    return torch.device(device).type


# --- child side --------------------------------------------------------------------------------------


def callable_answer(answer: Any) -> Any:
    if not callable(answer):
        raise AnswerProblem("feedback.not_callable", got=type_name(answer))
    return answer


def device_mix(text: str) -> bool:
    """Whether an error's words are torch's for tensors on two devices."""
    return bool(_DEVICE_MIX.search(text))


def error_problem(e: BaseException, device: str = "cpu") -> AnswerProblem:
    """The learner's exception in words, naming device and layout slips that torch words obscurely."""
    message = f"{type(e).__name__}: {e}"
    if device_type(device) != "cpu" and _DEVICE_MIX.search(message):
        return AnswerProblem("feedback.device_mix", want=device_type(device),
                             error=clean_text(message, 200))
    if device_type(device) != "cpu" and (isinstance(e, torch.cuda.OutOfMemoryError)
                                         or _GPU_OUT_OF_MEMORY.search(message)):
        from attnlab.grading.gpu_watch import SHARE

        return AnswerProblem("feedback.gpu_out_of_memory", percent=round(SHARE * 100))
    if _NOT_CONTIGUOUS.search(message):
        return AnswerProblem("feedback.needs_contiguous")
    found = _HEADS_SPLIT.search(message)
    if found:
        d_out, heads = (int(g) for g in found.groups())
        return AnswerProblem("feedback.d_out_heads", d_out=d_out, h=heads, total=d_out * heads)
    if _MAX_TUPLE.search(message):
        return AnswerProblem("feedback.max_tuple")
    if _INPLACE_LEAF.search(message):
        return AnswerProblem("feedback.inplace_leaf")
    from attnlab.grading import raise_trace  # child side: reads the learner's frame

    floats = raise_trace.float_sizes(e)
    if floats and floats["floats"]:  # a name holding a float where a whole number is needed (d_k = 2 / 2)
        return AnswerProblem("feedback.float_size", error=clean_text(message), line=floats["line"],
                             code=floats["code"], floats=floats["floats"])
    bound = raise_trace.call_binding(e)
    if bound:  # raised inside a class the line builds: where each positional value went
        return AnswerProblem("feedback.raised_in_call", error=clean_text(message), **bound)
    if floats:
        return AnswerProblem("feedback.float_size_line", error=clean_text(message), line=floats["line"],
                             code=floats["code"], floats="")
    return AnswerProblem("feedback.raised", error=clean_text(message))


def call(fn, *args, device: str = "cpu"):
    """Run the learner's function; any exception becomes feedback naming it."""
    try:
        return fn(*args)
    except Exception as e:  # the learner's bug, reported in words
        raise error_problem(e, device) from None


def swallowed_note(result: dict, args: dict) -> dict:
    """A failing feedback's ``args`` with the exception the answer's own try/except caught (the
    child's ``swallowed``: its line, code and error) as the concept said after it, where none is."""
    caught = result.get("swallowed") if isinstance(result, dict) else None
    if "concept" in args or not isinstance(caught, dict) or not isinstance(caught.get("line"), int) \
            or not isinstance(caught.get("code"), str) or not isinstance(caught.get("error"), str):
        return args
    return {**args, "concept": "feedback.swallowed", "concept_line": str(caught["line"]),
            "concept_code": clean_text(caught["code"], 120), "concept_error": clean_text(caught["error"], 160)}


def frozen(module, limit: int = 4) -> list[str]:
    """The names of a module's parameters that no longer take gradients (requires_grad_(False),
    torch.no_grad-made copies): the book's module is built to be trained, so a frozen one is not it."""
    return [clean_text(name, 60) for name, p in module.named_parameters() if not p.requires_grad][:limit]


def frozen_told(result: dict, key: str) -> tuple[str, dict] | None:
    """The child's ``frozen`` names as feedback under ``key``, where it sent any."""
    names = result.get("frozen")
    if isinstance(names, list) and names and all(isinstance(n, str) for n in names[:4]):
        return key, {"names": ", ".join(clean_text(n, 60) for n in names[:4])}
    return None


def devices_for(fn, module_class, device: str, as_text: bool = False) -> list[str] | None:
    """The device types of the parameters and buffers of the module ``fn(module_class, device)``
    returns: a second run of a device exercise's answer on a device the grading machine need not
    have a GPU for ("meta": Module.to("meta") moves in place, a discarded ``p.data.to(device)``
    leaves the parameter where it was). None where that run gives no module or raises (no evidence:
    an answer may need real values). ``as_text``: the device handed as a str ("meta"), as a
    caller may pass "cuda", not as a torch.device."""
    try:
        module = fn(module_class, device if as_text else torch.device(device))
    except Exception:  # noqa: BLE001 - no evidence either way
        return None
    if not isinstance(module, torch.nn.Module):
        return None
    return sorted({t.device.type for t in [*module.parameters(), *module.buffers()]})[:4]


def module_state(module: torch.nn.Module) -> dict[str, torch.Tensor]:
    """A copy of a module's parameters and buffers, to tell later whether a call changed them."""
    return {name: t.detach().clone() for name, t in [*module.named_parameters(), *module.named_buffers()]}


def module_changed(module: torch.nn.Module, before: dict[str, torch.Tensor], what: str) -> None:
    """Raise feedback.module_changed where a call changed a module it was given to read (a weight
    transposed in place with .t_(), a buffer filled): the caller's module no longer computes what
    it did."""
    now = dict([*module.named_parameters(), *module.named_buffers()])
    for name, old in before.items():
        new = now.get(name)
        if new is None or tuple(new.shape) != tuple(old.shape) or new.dtype != old.dtype \
                or not bool(((new.detach().cpu() == old.cpu()) | (new.detach().cpu().isnan() & old.cpu().isnan())).all()):
            raise AnswerProblem("feedback.module_changed", name=f"{what}.{name}", module=what)


def tensor_out(value: Any, what: str = "result", device: str | None = None) -> dict:
    if not isinstance(value, torch.Tensor):
        raise AnswerProblem("feedback.not_tensor", what=what, got=type_name(value))
    if device is not None and value.device.type != device_type(device):
        raise AnswerProblem("feedback.output_device", what=what, got=value.device.type,
                            want=device_type(device))
    try:
        return codec.encode_tensor(value)
    except TypeError as e:
        raise AnswerProblem("feedback.bad_tensor", what=what, why=clean_text(e, 100)) from None


def _real(v: Any) -> bool:
    """A real number: Python's or numpy's (np.float32 too), never a bool."""
    return isinstance(v, numbers.Real) and not isinstance(v, bool) and type(v).__name__ != "bool_"


def _plain(x: float) -> float | str:
    x = float(x)
    return x if math.isfinite(x) else str(x)


def number_out(answer: Any) -> dict:
    if isinstance(answer, torch.Tensor) and type(answer) is torch.Tensor and answer.numel() == 1:
        answer = answer.item()
    if type(answer).__name__ == "ndarray" and getattr(answer, "size", 0) == 1:
        answer = answer.reshape(-1)[0]
    if not _real(answer):
        many = _several_numbers(answer)
        if many:  # the pieces of the number, not the number (products never summed, a whole row)
            raise AnswerProblem("feedback.not_number_many", got=type_name(answer), k=str(many[0]), preview=many[1])
        raise AnswerProblem("feedback.not_number", got=type_name(answer))
    return {"value": _plain(answer)}


def _several_numbers(answer: Any) -> tuple[int, str] | None:
    """(count, the first few) of a list, tuple, tensor or array of real numbers; None otherwise."""
    try:
        if isinstance(answer, torch.Tensor) and type(answer) is torch.Tensor and not answer.is_complex():
            values = answer.detach().flatten()[:64].tolist()
            count = answer.numel()
        elif isinstance(answer, (list, tuple)) or type(answer).__name__ == "ndarray":
            values = list(answer)[:64] if not hasattr(answer, "flatten") else answer.flatten()[:64].tolist()
            count = len(answer) if not hasattr(answer, "size") else int(answer.size)
        else:
            return None
    except Exception:  # noqa: BLE001 - an answer that cannot be read is told by its type
        return None
    if count < 2 or not all(_real(v) for v in values):
        return None
    preview = ", ".join(f"{float(v):.4g}" for v in values[:4]) + (", …" if count > 4 else "")
    return count, clean_text(preview, 80)


def sequence_out(answer: Any) -> dict:
    if (isinstance(answer, torch.Tensor) and type(answer) is torch.Tensor) \
            or type(answer).__name__ == "ndarray":
        answer = answer.tolist() if answer.ndim == 1 else answer
    if isinstance(answer, torch.Size):
        answer = list(answer)
    if not isinstance(answer, (list, tuple)) or len(answer) > 64:
        raise AnswerProblem("feedback.not_sequence", got=type_name(answer))
    for v in answer:
        if not _real(v):  # a list, but of something else: name that, not "not a list"
            raise AnswerProblem("feedback.not_sequence_item", got=type_name(v))
    return {"value": [_plain(v) for v in answer]}


# --- parent side -------------------------------------------------------------------------------------


def shape_text(shape) -> str:
    return "(" + ", ".join(str(s) for s in shape) + (",)" if len(shape) == 1 else ")")


def shape_of(obj: Any, what: str = "tensor") -> tuple[int, ...]:
    """The shape an encoded tensor claims, validated without touching (or allocating) its data."""
    if not isinstance(obj, dict) or set(obj) != {"shape", "data"}:
        raise MalformedResult(f"{what}: not an encoded tensor")
    shape = obj["shape"]
    if (not isinstance(shape, list) or len(shape) > MAX_DIMS
            or not all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s <= 2**31
                       for s in shape)):
        raise MalformedResult(f"{what}: bad shape")
    return tuple(shape)


def decode_bounded(obj: Any, what: str, max_elements: int, want_shape=None) -> torch.Tensor:
    """Decode an encoded tensor only if it holds at most ``max_elements`` values (checked first).

    A larger tensor whose data really has that many values (within the codec's bound) is an answer
    of the wrong shape (the attention weights returned instead of the context, say): with
    ``want_shape`` given, it fails the answer with ``feedback.wrong_shape``, unread. Anything else
    larger is malformed."""
    shape = shape_of(obj, what)
    count = math.prod(shape)
    if count > max_elements:
        data = obj["data"]
        if (want_shape is not None and count <= codec.MAX_ELEMENTS and isinstance(data, list)
                and len(data) == count):
            raise CheckFailed("feedback.wrong_shape", what=what, want=shape_text(want_shape),
                              got=shape_text(shape))
        raise MalformedResult(f"{what}: larger than expected")
    return codec.decode_tensor(obj, what)


def compare(got: torch.Tensor, want: torch.Tensor, what: str, atol: float = ATOL):
    """("", {}) when equal within atol; else the first problem as (feedback key, args)."""
    if tuple(got.shape) != tuple(want.shape):
        return "feedback.wrong_shape", {"what": what, "want": shape_text(want.shape),
                                        "got": shape_text(got.shape)}
    if not torch.isfinite(got).all() and torch.isfinite(want).all():
        return "feedback.not_finite", {"what": what}
    diff = (got.double() - want.double()).abs().nan_to_num(nan=math.inf)
    worst = float(diff.max()) if diff.numel() else 0.0
    if worst > atol:
        index = tuple(int(i) for i in torch.nonzero(diff == diff.max())[0].tolist())
        return "feedback.wrong_values", {"what": what, "where": shape_text(index),
                                         "got": f"{float(got[index]):.4f}",
                                         "want": f"{float(want[index]):.4f}"}
    return "", {}


def same(got: torch.Tensor, want: torch.Tensor, atol: float = ATOL) -> bool:
    """Equal shapes and values within atol, NaN matching NaN (for recognising mistakes)."""
    if tuple(got.shape) != tuple(want.shape):
        return False
    return bool(torch.allclose(got.double(), want.double(), atol=atol, rtol=1e-4, equal_nan=True))


def value(result: dict) -> float:
    return codec.decode_number(codec.expect(result, "value", (int, float, str)))


def values(result: dict) -> list[float]:
    raw = codec.expect(result, "value", list)
    if len(raw) > 64:
        raise MalformedResult("value: too long")
    return [codec.decode_number(v) for v in raw]


def number_text(x: float) -> str:
    return f"{x:.4f}" if math.isfinite(x) else str(x)


def check_number(got: float, want: float, tolerance: float):
    if not math.isfinite(got):
        return "feedback.not_finite_answer", {"got": str(got)}
    if abs(got - want) > tolerance:
        return "feedback.wrong_number", {"got": number_text(got), "digits": 4}
    return "", {}


def close_all(got: list[float], want: list[float], tolerance: float) -> bool:
    """Every component finite and within tolerance (NaN never compares close)."""
    return len(got) == len(want) and all(
        math.isfinite(g) and abs(g - w) <= tolerance for g, w in zip(got, want))


def with_also(problems: list[tuple[str, dict]]) -> tuple[str, dict]:
    """The first of several independent problems as the feedback key (it decides the points),
    the second said after it ("And once that is fixed: …", report.feedback_text's ``also``), so a
    two-part slip is named in full."""
    key, args = problems[0]
    if len(problems) > 1:
        also_key, also_args = problems[1]
        args = {**args, "also": also_key, **{f"also_{k}": v for k, v in also_args.items()}}
    return key, args

