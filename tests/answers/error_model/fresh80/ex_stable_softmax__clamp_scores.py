# exercise: ex_stable_softmax
# mistake: Clamps the scores at 80 instead of subtracting the maximum, which avoids the overflow but changes the result whenever scores exceed 80 (e.g. 1e4 and 1e3 get equal weights). [cond: scores above 80]
import torch

MAX_EXP = 80.0  # exp(88) overflows float32


def ex_stable_softmax(x, dim):
    e = torch.exp(torch.clamp(x, max=MAX_EXP))
    return e / e.sum(dim=dim, keepdim=True)
