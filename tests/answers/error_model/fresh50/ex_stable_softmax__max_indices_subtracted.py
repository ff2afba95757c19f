# exercise: ex_stable_softmax
# mistake: torch.max(x, dim) returns (values, indices); the learner unpacks it the wrong way round and subtracts the argmax indices, so large scores still overflow to NaN. The values (the maximum) must be subtracted. [cond: only for scores large enough to overflow exp, above about 88 in float32]
import torch


def ex_stable_softmax(x, dim):
    _, x_max = torch.max(x, dim=dim, keepdim=True)
    shifted = x - x_max
    num = torch.exp(shifted)
    den = num.sum(dim=dim, keepdim=True)
    return num / den
