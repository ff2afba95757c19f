# exercise: ex_stable_softmax
# mistake: Built the per-slice maxima with torch.tensor(list) on the CPU, so subtracting them from a CUDA input fails; the new tensor needs device=x.device. [cond: only on a GPU]
import torch


def ex_stable_softmax(x, dim):
    xt = x.movedim(dim, -1)
    flat = xt.reshape(-1, xt.shape[-1])
    maxes = torch.tensor([max(r.tolist()) for r in flat], dtype=x.dtype)
    shifted = flat - maxes[:, None]
    e = shifted.exp()
    sm = e / e.sum(-1, keepdim=True)
    return sm.reshape(xt.shape).movedim(-1, dim)
