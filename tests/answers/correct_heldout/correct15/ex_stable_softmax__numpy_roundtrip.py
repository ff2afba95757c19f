# exercise: ex_stable_softmax
# style: numpy round trip in float64 (x.detach().cpu().numpy()), back with torch.from_numpy(...).to(device=x.device, dtype=x.dtype).
import numpy as np
import torch


def ex_stable_softmax(x, dim):
    a = x.detach().cpu().numpy().astype(np.float64)
    a = a - a.max(axis=dim, keepdims=True)
    e = np.exp(a)
    out = e / e.sum(axis=dim, keepdims=True)
    return torch.from_numpy(out).to(device=x.device, dtype=x.dtype)
