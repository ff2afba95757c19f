# exercise: ex_stable_softmax
# mistake: Casts the input to float32 'for safety', so float64 inputs come back as float32 with float32 precision; the softmax should keep the input's dtype. [cond: only for float64 (or other non-float32) inputs]
import torch


def ex_stable_softmax(x, dim):
    x = x.float()
    x = x - torch.amax(x, dim=dim, keepdim=True)
    ex = torch.exp(x)
    return ex / torch.sum(ex, dim=dim, keepdim=True)
