# exercise: ex_stable_softmax
# mistake: Avoids overflow by clamping the scores to at most 80 instead of subtracting the maximum, so every large score becomes 80 and e.g. [1e4, 1e4 - 5] gets equal weights; subtracting the max along dim keeps the differences.
import torch

MAX_EXP_ARG = 80.0  # exp(88) is about the float32 limit


def ex_stable_softmax(x, dim):
    safe = torch.clamp(x, max=MAX_EXP_ARG)
    e = torch.exp(safe)
    return e / torch.sum(e, dim=dim, keepdim=True)
