# exercise: ex_stable_softmax
# mistake: The result is written into a buffer made with dtype=torch.float32, so float64 inputs come back as float32 and lose precision; keep the input's dtype (e.g. empty_like(x) without a dtype). [cond: float64 input]
import torch


def ex_stable_softmax(x, dim):
    out = torch.empty(x.shape, dtype=torch.float32, device=x.device)
    shifted = x - x.amax(dim=dim, keepdim=True)
    e = torch.exp(shifted)
    out[...] = e / e.sum(dim=dim, keepdim=True)
    return out
