"""Where tensors run: one rule for the lessons' timings, the grader and the CLI."""

from __future__ import annotations

import torch

from attnlab.errors import InputError

CHOICES = ("auto", "cpu", "cuda")


def resolve_device(requested: str = "auto") -> str:
    """'auto' picks CUDA when present; asking for CUDA without a GPU is a clear error."""
    if requested == "auto":
        return "cuda" if torch.cuda.is_available() else "cpu"
    if requested.startswith("cuda") and not torch.cuda.is_available():
        raise InputError("error.no_cuda")
    if requested != "cpu" and not requested.startswith("cuda"):
        raise InputError("error.bad_choice", name="device", choices=", ".join(CHOICES))
    return requested
