# exercise: ex_stable_softmax
# mistake: Casts the shifted scores to float32 before exp and returns float32, so a float64 input loses its dtype and precision; the result should keep the input's dtype. [cond: float64 (or other non-float32) input]
import torch


def softmax(x, dim=-1, dtype=torch.float32):
    shifted = (x - x.amax(dim=dim, keepdim=True)).to(dtype)
    e = torch.exp(shifted)
    return e / e.sum(dim=dim, keepdim=True)


def ex_stable_softmax(x, dim):
    return softmax(x, dim=dim)
