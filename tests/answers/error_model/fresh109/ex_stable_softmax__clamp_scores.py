# exercise: ex_stable_softmax
# mistake: The learner prevented overflow by clamping the scores to at most 80 before exp, which changes the result as soon as scores exceed 80 (1e4 and 9999 get equal weight); subtract the per-slice maximum instead. [cond: scores above 80]
import torch


def ex_stable_softmax(x, dim):
    # exp(88.7) is the float32 limit, keep a margin
    safe = torch.clamp(x, max=80.0)
    e = torch.exp(safe)
    return e / torch.sum(e, dim=dim, keepdim=True)
