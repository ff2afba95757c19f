# exercise: ex_stable_softmax
# mistake: The learner casts the input to float32 first, so float64 inputs come back as float32 with float32 precision; the computation must keep the input's dtype. [cond: inputs not float32]
import torch

def ex_stable_softmax(x, dim):
    x = x.float()    # make sure we are in float
    x = x - x.max(dim=dim, keepdim=True).values
    e = torch.exp(x)
    out = e / e.sum(dim=dim, keepdim=True)
    return out
