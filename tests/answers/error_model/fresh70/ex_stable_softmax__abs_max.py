# exercise: ex_stable_softmax
# mistake: Subtracts the maximum absolute value instead of the maximum, so when all scores of a slice are large and negative (e.g. -1e4) every exp underflows to 0 and the result is 0/0 = NaN. [cond: only for slices whose scores are all large negative numbers]
import torch

def ex_stable_softmax(x, dim):
    # 取绝对值最大的数, 这样 x - M 一定 <= 0, exp 不会溢出
    M = x.abs().amax(dim=dim, keepdim=True)
    e = torch.exp(x - M)
    return e / e.sum(dim=dim, keepdim=True)
