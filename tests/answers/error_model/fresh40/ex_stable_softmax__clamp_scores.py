# exercise: ex_stable_softmax
# mistake: Avoided overflow by clamping the scores to at most 80 before exp, which makes every large score equal (1e4 and 1e4 - 5 get the same weight); subtracting the maximum along dim keeps the differences. [cond: scores above 80]
import torch

EXP_LIMIT = 80.0  # exp(88.7) is inf in float32


def ex_stable_softmax(x, dim):
    e = torch.exp(torch.clamp(x, max=EXP_LIMIT))
    return e / e.sum(dim=dim, keepdim=True)
