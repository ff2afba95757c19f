# exercise: ex_stable_softmax
# mistake: Overflow is avoided by clamping the scores at 80 instead of subtracting the max, so all scores above 80 become equal (e.g. [1e4, 1e4 - 5] gives [0.5, 0.5] instead of [0.9933, 0.0067]). [cond: scores above 80]
import torch


def ex_stable_softmax(x, dim):
    # float32 exp overflows above ~88
    x = torch.clamp(x, max=80.0)
    e = x.exp()
    return e / e.sum(dim, keepdim=True)
