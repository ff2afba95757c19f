# exercise: ex_stable_softmax
# mistake: Subtracted x.max(dim, keepdim=True)[1], which is the argmax indices, not the maxima ([0] or .values), so nothing is stabilised and scores like 1e4 still overflow to inf/NaN. [cond: scores above ~88 in float32]
import torch


def ex_stable_softmax(x, dim):
    row_max = x.max(dim=dim, keepdim=True)[1]
    z = torch.exp(x - row_max)
    return z / z.sum(dim=dim, keepdim=True)
