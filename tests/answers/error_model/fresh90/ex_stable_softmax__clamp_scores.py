# exercise: ex_stable_softmax
# mistake: The learner avoided the overflow by clamping the scores at 80 before exp, which changes the result whenever a score exceeds 80 (e.g. [1e4, 1e4 - 1]); the maximum must be subtracted instead. [cond: scores above 80]
import torch


def ex_stable_softmax(x, dim):
    # exp(88) is about the float32 limit
    safe = torch.clamp(x, max=80.0)
    e = safe.exp()
    return e / e.sum(dim, keepdim=True)
