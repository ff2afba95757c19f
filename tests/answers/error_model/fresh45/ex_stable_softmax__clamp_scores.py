# exercise: ex_stable_softmax
# mistake: Prevents the overflow by clamping the scores at 80 before exp, which changes the result whenever scores exceed 80 (all such scores become equal); the max along dim must be subtracted instead. [cond: only when some score exceeds 80]
import torch


def ex_stable_softmax(x, dim):
    # exp(88.7) is the largest float32, keep below that
    e = torch.exp(torch.clamp(x, max=80.0))
    return e / torch.sum(e, dim=dim, keepdim=True)
