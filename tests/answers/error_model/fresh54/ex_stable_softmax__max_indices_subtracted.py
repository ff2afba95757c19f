# exercise: ex_stable_softmax
# mistake: The learner unpacks torch.max as (indices, values) in the wrong order and subtracts the argmax indices, which does not prevent overflow; the maximum values must be subtracted. [cond: only for large scores such as 1e4]
import torch


def ex_stable_softmax(x, dim):
    _, m = torch.max(x, dim=dim, keepdim=True)
    z = torch.exp(x - m)
    return z / z.sum(dim=dim, keepdim=True)
