# exercise: ex_stable_softmax
# mistake: Casts the input to float32 'to be safe' and returns float32, losing precision and the dtype for float64 inputs; keep the input's dtype. [cond: float64 (or float16) input]
import torch


def ex_stable_softmax(x, dim):
    x = x.to(torch.float32)
    m = x.max(dim=dim, keepdim=True).values
    num = torch.exp(x - m)
    return num / num.sum(dim, keepdim=True)
