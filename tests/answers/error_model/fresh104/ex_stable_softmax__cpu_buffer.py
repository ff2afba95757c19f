# exercise: ex_stable_softmax
# mistake: Wrote the result into a buffer made with torch.empty(x.shape, dtype=x.dtype) without device=x.device, so it returns a CPU tensor for GPU inputs. [cond: only on a GPU]
import torch


def ex_stable_softmax(x, dim):
    out = torch.empty(x.shape, dtype=x.dtype)
    shifted = x - x.amax(dim=dim, keepdim=True)
    e = shifted.exp()
    out.copy_(e / e.sum(dim=dim, keepdim=True))
    return out
