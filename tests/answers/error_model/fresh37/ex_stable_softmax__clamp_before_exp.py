# exercise: ex_stable_softmax
# mistake: Prevents overflow by clamping the scores at 80 before exp instead of subtracting the maximum, so all large scores (1e4, 1e4 - 1, ...) become equal and get equal weights; subtract amax along dim instead. [cond: scores above 80]
import torch

MAX_SAFE = 80.0  # exp(88) overflows float32


def ex_stable_softmax(x, dim):
    e = torch.exp(torch.clamp(x, max=MAX_SAFE))
    return e / e.sum(dim=dim, keepdim=True)
