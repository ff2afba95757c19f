# exercise: ex_stable_softmax
# mistake: Takes element [1] of torch.max's result, which is the indices, not the values, so the shift is the argmax position and large scores still overflow to NaN; use .values (or amax). [cond: large scores such as 1e4]
import torch


def ex_stable_softmax(x, dim):
    m = torch.max(x, dim=dim, keepdim=True)[1]
    z = torch.exp(x - m)
    return z / torch.sum(z, dim=dim, keepdim=True)
