# exercise: ex_stable_softmax
# mistake: The learner casts the input to float32 "for speed" and returns float32 even for float64 inputs; the result must keep the input's dtype. [cond: only for float64 (or other non-float32) inputs]
import torch


def ex_stable_softmax(x, dim):
    x32 = x.float()
    shifted = x32 - x32.max(dim=dim, keepdim=True).values
    e = shifted.exp()
    return e / e.sum(dim=dim, keepdim=True)
