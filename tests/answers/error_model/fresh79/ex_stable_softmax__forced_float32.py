# exercise: ex_stable_softmax
# mistake: The learner casts the input to float32 (.float()) before computing and returns that, so a float64 input comes back as float32 with float32 precision; the result should keep the input's dtype. [cond: float64 (or other non-float32) inputs]
import torch


def ex_stable_softmax(x, dim):
    x = x.float()
    shifted = x - x.amax(dim=dim, keepdim=True)
    e = torch.exp(shifted)
    s = e.sum(dim=dim, keepdim=True)
    return e / s
