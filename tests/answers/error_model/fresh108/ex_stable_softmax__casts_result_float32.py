# exercise: ex_stable_softmax
# mistake: Casts the result to float32 at the end, so a float64 input gets a float32 (less precise) answer; the result must keep the input's dtype. [cond: float64 or other non-float32 inputs]
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.max(dim=dim, keepdim=True).values
    e = shifted.exp()
    out = e / e.sum(dim=dim, keepdim=True)
    return out.to(torch.float32)
