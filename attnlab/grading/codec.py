"""Plain-JSON encoding of tensors across the sandbox boundary (no pickle, no objects).

A tensor is ``{"shape": [...], "data": [...flat floats...]}``. Decoding checks the form strictly,
because the child's output may be forged by the submission it ran.
"""

from __future__ import annotations

import base64
import json
import math
from typing import Any

import torch

from attnlab.grading.model import MalformedResult

MAX_ELEMENTS = 4_000_000  # 16 MB of float32: more than any exercise needs


def encode_tensor(t: torch.Tensor) -> dict:
    """Only plain dense tensors cross: no subclasses, no meta or sparse tensors."""
    if type(t) not in (torch.Tensor, torch.nn.Parameter):
        raise TypeError(f"not a plain tensor: {type(t).__name__}")
    if t.is_meta or t.layout != torch.strided:
        raise TypeError("meta or sparse tensor")
    flat = t.detach().to("cpu", torch.float64).reshape(-1).tolist()
    return {"shape": list(t.shape), "data": [_json_float(v) for v in flat]}


def pack_tensor(t: torch.Tensor) -> dict:
    """A large input as float32 bytes in base64 (a GPT-2 layer's weights are 2.4 M numbers:
    about 12 MB this way, four times that as a JSON list). For inputs the trusted side sends."""
    data = t.detach().to("cpu", torch.float32).contiguous().numpy().astype("<f4").tobytes()
    return {"shape": list(t.shape), "f32": base64.b64encode(data).decode("ascii")}


def unpack_tensor(obj: Any, what: str = "tensor") -> torch.Tensor:
    if not isinstance(obj, dict) or set(obj) != {"shape", "f32"} or not isinstance(obj["f32"], str):
        raise MalformedResult(f"{what}: not a packed tensor")
    shape = obj["shape"]
    if not isinstance(shape, list) or not all(isinstance(s, int) and 0 <= s for s in shape):
        raise MalformedResult(f"{what}: bad shape")
    count = math.prod(shape)
    if count > MAX_ELEMENTS or len(obj["f32"]) != 4 * ((4 * count + 2) // 3):
        raise MalformedResult(f"{what}: data does not match shape")
    raw = bytearray(base64.b64decode(obj["f32"]))
    return torch.frombuffer(raw, dtype=torch.float32).reshape(shape).clone() if count else \
        torch.zeros(shape)


def _json_float(v: float):
    # JSON has no NaN/inf; encode them as strings so a NaN answer is reported, not lost.
    return v if math.isfinite(v) else str(v)


def decode_number(v: Any, what: str = "value") -> float:
    """A JSON number, or one of the strings _json_float writes for NaN and infinities."""
    if isinstance(v, bool) or not isinstance(v, (int, float, str)):
        raise MalformedResult(f"{what}: non-numeric data")
    if isinstance(v, str) and v not in ("nan", "inf", "-inf"):
        raise MalformedResult(f"{what}: non-numeric data")
    return float(v)


def decode_tensor(obj: Any, what: str = "tensor") -> torch.Tensor:
    if not isinstance(obj, dict) or set(obj) != {"shape", "data"}:
        raise MalformedResult(f"{what}: not an encoded tensor")
    shape, data = obj["shape"], obj["data"]
    if not isinstance(shape, list) or not all(isinstance(s, int) and 0 <= s for s in shape):
        raise MalformedResult(f"{what}: bad shape")
    count = math.prod(shape)
    if count > MAX_ELEMENTS or not isinstance(data, list) or len(data) != count:
        raise MalformedResult(f"{what}: data does not match shape")
    values = [decode_number(v, what) for v in data]
    return torch.tensor(values, dtype=torch.float32).reshape(shape)


def dumps(obj: Any) -> str:
    return json.dumps(obj, separators=(",", ":"), allow_nan=False)


def loads(text: str | bytes, limit: int = 256 * 2**20) -> Any:
    if len(text) > limit:
        raise MalformedResult("result too large")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as e:
        raise MalformedResult(f"not JSON: {e}") from None


def expect(obj: Any, key: str, kind: type | tuple[type, ...]):
    """obj[key], checked to be a dict entry of the given type (ints are not bools)."""
    if not isinstance(obj, dict) or key not in obj:
        raise MalformedResult(f"missing {key}")
    value = obj[key]
    if isinstance(value, bool) and bool not in (kind if isinstance(kind, tuple) else (kind,)):
        raise MalformedResult(f"{key}: wrong type")
    if not isinstance(value, kind):
        raise MalformedResult(f"{key}: wrong type")
    return value
