# exercise: ex_stable_softmax
# mistake: Clamped the scores at 80 to stop exp from overflowing instead of subtracting the max, so all scores above 80 tie (1e4 and 100 get equal weight); subtracting the max keeps their differences. [cond: scores above 80]

import torch


def ex_stable_softmax(x, dim):
    # exp(89) is already inf in float32, keep it below that
    x = x.clamp(max=80.0)
    e = torch.exp(x)
    return e / e.sum(dim=dim, keepdim=True)
