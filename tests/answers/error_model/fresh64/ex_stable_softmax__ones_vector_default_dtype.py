# exercise: ex_stable_softmax
# mistake: Sums the exponentials with a matrix product against torch.ones(k, 1) created with the default dtype and device, which fails for float64 inputs or inputs on a GPU; the ones vector must be created with x's dtype and device. [cond: float64 inputs or a GPU]
import torch


def ex_stable_softmax(x, dim):
    xt = x.movedim(dim, -1)                     # (..., k)
    e = torch.exp(xt - xt.amax(dim=-1, keepdim=True))
    k = e.shape[-1]
    ones = torch.ones(k, 1)
    denom = e @ ones                            # (..., 1) = e 1
    return (e / denom).movedim(-1, dim)
