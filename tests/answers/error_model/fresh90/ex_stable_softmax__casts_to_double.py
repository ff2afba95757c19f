# exercise: ex_stable_softmax
# mistake: The learner cast x to float64 "for safety" and returned the float64 result; the softmax should keep the input's dtype (float32 in, float32 out). [cond: input is not float64]
import torch


def ex_stable_softmax(x, dim):
    x = x.to(torch.float64)   # more range
    x = x - x.amax(dim=dim, keepdim=True)
    ex = torch.exp(x)
    return ex / torch.sum(ex, dim=dim, keepdim=True)
