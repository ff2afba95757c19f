# exercise: ex_stable_softmax
# mistake: The maximum is always taken over the last axis, not over dim; when dim is another axis the shift differs within a slice and the result is wrong. Subtract x.amax(dim=dim, keepdim=True). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=-1, keepdim=True).values
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
