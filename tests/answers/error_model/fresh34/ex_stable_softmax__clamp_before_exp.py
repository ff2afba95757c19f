# exercise: ex_stable_softmax
# mistake: The learner clamped the scores to at most 80 before exp instead of subtracting the max, so all scores above 80 get the same weight (e.g. [100, 1e4] gives [0.5, 0.5] instead of [0, 1]). [cond: scores above 80]

import torch

def ex_stable_softmax(x, dim):
    # exp(88) is about the float32 limit, stay safely below it
    e = torch.exp(torch.clamp(x, max=80.0))
    return e / e.sum(dim=dim, keepdim=True)
