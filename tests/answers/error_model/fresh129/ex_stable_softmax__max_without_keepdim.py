# exercise: ex_stable_softmax
# mistake: The learner takes the maximum along dim without keepdim and then re-inserts the axis at the end with unsqueeze(-1), which only lines up when dim is the last axis; the max must be kept at position dim (keepdim=True). [cond: dim is not the last axis]
import torch

def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim)          # (..., ) one max per slice
    m = m.unsqueeze(-1)          # back to (..., 1)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
