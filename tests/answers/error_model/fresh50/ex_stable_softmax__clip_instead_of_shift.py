# exercise: ex_stable_softmax
# mistake: The learner clips the scores at 80 (tf.clip_by_value habit) so exp never overflows, which changes the result whenever scores exceed 80 (e.g. [1e4, 1e4 - 1] becomes [0.5, 0.5]); subtracting the maximum along dim keeps the result exact. [cond: only for scores above 80]
import torch

MAX_LOGIT = 80.0  # exp(88) overflows float32


def ex_stable_softmax(x, dim):
    safe = torch.clamp(x, max=MAX_LOGIT)
    e = torch.exp(safe)
    return e / e.sum(dim=dim, keepdim=True)
