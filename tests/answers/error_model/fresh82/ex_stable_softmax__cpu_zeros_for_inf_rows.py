# exercise: ex_stable_softmax
# mistake: Replaced infinite maxima with torch.zeros(m.shape), created on the CPU, so torch.where fails for inputs on a GPU; create it with device=x.device (or use torch.zeros_like(m)). [cond: only on a GPU]
import torch


def _safe_max(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    # a slice of all -inf would give -inf - -inf = nan
    return torch.where(torch.isinf(m), torch.zeros(m.shape, dtype=m.dtype), m)


def ex_stable_softmax(x, dim):
    e = torch.exp(x - _safe_max(x, dim))
    return e / e.sum(dim=dim, keepdim=True)


assert torch.equal(_safe_max(torch.tensor([[float('-inf')] * 2]), -1), torch.zeros(1, 1))
assert torch.allclose(ex_stable_softmax(torch.tensor([0.0, 1e4]), 0), torch.tensor([0.0, 1.0]))
