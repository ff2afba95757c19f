# exercise: ex_stable_softmax
# mistake: The learner allocated the output with an explicit dtype=torch.float32, so a float64 input comes back as float32 (precision lost); the output should keep x's dtype. [cond: x is not float32]

import torch

def ex_stable_softmax(x, dim):
    out = torch.empty(x.shape, dtype=torch.float32, device=x.device)
    shifted = x - x.amax(dim=dim, keepdim=True)
    e = shifted.exp()
    out.copy_(e / e.sum(dim=dim, keepdim=True))
    return out
