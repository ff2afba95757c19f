# exercise: ex_stable_softmax
# mistake: Subtracts the maximum along dim correctly but always normalises with the sum over the last axis; the sum must also be taken along dim. [cond: dim is not the last axis]
import torch

def ex_stable_softmax(x, dim):
    m = torch.amax(x, dim=dim, keepdim=True)
    e = torch.exp(x - m)
    fenmu = e.sum(dim=-1, keepdim=True)
    return e / fenmu
