# exercise: ex_stable_softmax
# mistake: Scores are clamped to at most 80 before exp instead of being shifted by their maximum, which changes the result whenever scores exceed 80 (e.g. [1e4, 100] gives [0.5, 0.5] instead of [1, 0]). [cond: scores above 80]
import torch


def ex_stable_softmax(x, dim):
    # exp(88.7) is the float32 limit -> keep everything below that
    LIMIT = 80.0
    safe = torch.clamp(x, max=LIMIT)
    e = safe.exp()
    print("largest exp:", e.max().item())   # <= exp(80) ~ 5.5e34, finite
    total = e.sum(dim=dim, keepdim=True)
    return e / total
