# exercise: ex_stable_softmax
# mistake: The learner shifted by the maximum along dim but normalised with the sum over the last axis (the "out-degree" of each row) instead of along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    e = torch.exp(x - m)
    out_degree = e.sum(dim=-1, keepdim=True)
    return e / out_degree
