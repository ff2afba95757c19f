# exercise: ex_stable_softmax
# mistake: The learner computed in float64 and always cast the result back to float32, instead of back to x's own dtype, so float64 (and float16) inputs come back as float32. [cond: only for inputs that are not float32]
import torch


def ex_stable_softmax(x, dim):
    x64 = x.to(torch.float64)
    z = x64 - x64.amax(dim=dim, keepdim=True)
    e = torch.exp(z)
    out = e / e.sum(dim=dim, keepdim=True)
    return out.to(torch.float32)
