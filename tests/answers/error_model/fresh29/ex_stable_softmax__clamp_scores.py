# exercise: ex_stable_softmax
# mistake: The learner avoided overflow by clamping the scores to at most 80 before exp, which flattens large scores (softmax([1e4, 1e4-1]) becomes [0.5, 0.5] instead of [0.7311, 0.2689]); subtracting the max along dim keeps the result exact. [cond: scores above 80]
import torch

MAX_EXP_ARG = 80.0  # exp(88) overflows float32


def ex_stable_softmax(x, dim):
    safe = torch.clamp(x, max=MAX_EXP_ARG)
    e = torch.exp(safe)
    return e / e.sum(dim=dim, keepdim=True)
