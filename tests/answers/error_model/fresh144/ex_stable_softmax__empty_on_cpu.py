# exercise: ex_stable_softmax
# mistake: The result buffer is made with torch.empty(x.shape, dtype=x.dtype) without device=x.device, so on a GPU the softmax is returned on the CPU. [cond: only on a GPU]
import torch


def ex_stable_softmax(x, dim):
    out = torch.empty(x.shape, dtype=x.dtype)
    shifted = x - x.amax(dim=dim, keepdim=True)
    e = shifted.exp()
    out[...] = e / e.sum(dim=dim, keepdim=True)
    return out
