# exercise: ex_stable_softmax
# mistake: Clips the scores to [-80, 80] before a plain exp (tf.clip_by_value style), which avoids inf but changes the result whenever a score lies outside the range (1e4 and 9999 both become 80 and get equal weight); subtracting the max along dim keeps the exact softmax. [cond: a slice along dim has several different scores above 80, or all its scores below -80, e.g. 1e4 and 9999]
import torch

_CLIP = 80.0  # exp(88) overflows float32


def ex_stable_softmax(x, dim):
    z = torch.clamp(x, min=-_CLIP, max=_CLIP)
    e = torch.exp(z)
    return e / e.sum(dim=dim, keepdim=True)
