# exercise: ex_stable_softmax
# mistake: The learner normalises every input with .float(), so a float64 input comes back as float32 (losing precision and dtype); the result should keep the input's dtype. [cond: float64 input]
import torch


def ex_stable_softmax(x, dim):
    assert isinstance(x, torch.Tensor), "x must be a tensor"
    x = x.contiguous().float()
    dim = dim % x.dim()
    x_max = x.amax(dim=dim, keepdim=True)
    exps = torch.exp(x - x_max)
    return exps / exps.sum(dim=dim, keepdim=True)
