# exercise: ex_stable_softmax
# mistake: Computes the per-slice maximum with NumPy and converts it back with torch.as_tensor, which puts it on the CPU, so a CUDA input fails with a device mismatch; the maximum must stay on x.device (x.amax(dim, keepdim=True)). [cond: only on a GPU]
"""Stable softmax, max taken with numpy (handy for any axis)."""
import numpy as np
import torch
from torch import Tensor


def _slice_max(x: Tensor, dim: int) -> Tensor:
    arr = x.detach().cpu().numpy()
    return torch.as_tensor(np.max(arr, axis=dim, keepdims=True))


def ex_stable_softmax(x: Tensor, dim: int) -> Tensor:
    z = torch.exp(x - _slice_max(x, dim))
    return z / torch.sum(z, dim=dim, keepdim=True)
