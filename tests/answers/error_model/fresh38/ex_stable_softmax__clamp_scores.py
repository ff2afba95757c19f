# exercise: ex_stable_softmax
# mistake: The learner avoided overflow by clamping the scores at 80 before exp, which changes the result whenever scores exceed 80 (1e4 and 9e3 become equal); subtract the maximum along dim instead. [cond: scores above 80]
import torch

MAX_EXP = 80.0  # exp(88) overflows float32


def ex_stable_softmax(x, dim):
    e = torch.exp(x.clamp(max=MAX_EXP))
    return e / e.sum(dim=dim, keepdim=True)
