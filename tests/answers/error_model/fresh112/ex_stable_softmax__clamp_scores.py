# exercise: ex_stable_softmax
# mistake: Avoids the overflow by clamping the scores at 80 instead of subtracting the maximum, so large scores (e.g. 1e4 and 1e4 - 1) all become 80 and get equal weights; subtract the maximum along dim. [cond: only for scores above 80]
import torch

MAX_EXP = 80.0  # exp(88) is about the float32 limit


def ex_stable_softmax(x, dim):
    e = torch.exp(torch.clamp(x, max=MAX_EXP))
    return e / torch.sum(e, dim=dim, keepdim=True)
