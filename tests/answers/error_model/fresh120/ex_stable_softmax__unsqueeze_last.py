# exercise: ex_stable_softmax
# mistake: The learner takes the max along dim without keepdim and then unsqueezes the last axis, which only broadcasts correctly when dim is the last axis; the max must be kept at position dim (keepdim=True). [cond: dim is not the last axis]
import torch

def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values.unsqueeze(-1)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
