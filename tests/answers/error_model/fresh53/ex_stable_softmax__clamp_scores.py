# exercise: ex_stable_softmax
# mistake: The learner avoided overflow by clamping scores at 80 before exp, which makes large different scores equal (e.g. 1e4 and 5e3 get the same weight); subtracting the per-slice maximum keeps the result exact. [cond: only when some score exceeds 80]
import torch


def ex_stable_softmax(x, dim):
    e = torch.exp(x.clamp(max=80.0))   # exp(88) ~ float32 max
    return e / e.sum(dim=dim, keepdim=True)
