# exercise: ex_stable_softmax
# mistake: The learner cast the exponentials to float32 with .float(), so float64 inputs come back as float32 and lose precision; keep the input's dtype. [cond: float64 (or float16) inputs]
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.amax(dim=dim, keepdim=True)
    e = shifted.exp().float()
    out = e / e.sum(dim=dim, keepdim=True)
    return out
