# exercise: ex_stable_softmax
# mistake: The learner avoided overflow by clamping the scores at 80 instead of subtracting the maximum, so large distinct scores (e.g. 1e4 and 1e4 − 1) become equal and get equal weights; subtract the maximum along dim instead.
import torch

MAX_EXP = 80.0  # exp(88) is about the float32 limit


def ex_stable_softmax(x, dim):
    safe = x.clamp(max=MAX_EXP)
    e = safe.exp()
    return e / e.sum(dim=dim, keepdim=True)
