# exercise: ex_stable_softmax
# mistake: The learner clamps the scores to [-50, 50] before the exponential "to avoid overflow", which changes the result for scores outside that range (e.g. [1e4, 1e4 - 1] gives [0.5, 0.5] instead of [0.7311, 0.2689]); subtracting the max along dim is enough. [cond: scores outside [-50, 50]]
import torch


def ex_stable_softmax(x, dim):
    # keep exp in a safe range: exp(50) ~ 5e21 is far from the float32 limit
    x = torch.clamp(x, min=-50.0, max=50.0)
    x = x - x.amax(dim=dim, keepdim=True)
    e = torch.exp(x)
    return e / e.sum(dim=dim, keepdim=True)
