# exercise: ex_stable_softmax
# mistake: Prevents overflow by clamping the scores at 80 before exp instead of subtracting each slice's maximum, so large scores all become equal (e.g. 1e4 and 1e3 get the same weight); subtract the max along dim. [cond: scores above 80]
import torch


def ex_stable_softmax(x, dim):
    # exp(88) overflows float32, so keep everything below that
    safe = torch.clamp(x, max=80.0)
    e = torch.exp(safe)
    return e / torch.sum(e, dim=dim, keepdim=True)
