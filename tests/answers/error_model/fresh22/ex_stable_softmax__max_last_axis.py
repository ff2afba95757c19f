# exercise: ex_stable_softmax
# mistake: Subtracted the maximum along the last axis instead of along dim, which is not constant along dim and can still overflow or underflow; use x.amax(dim=dim, keepdim=True). [cond: dim is not the last axis]
import torch

def ex_stable_softmax(x, dim):
    m = x.amax(dim=-1, keepdim=True)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
