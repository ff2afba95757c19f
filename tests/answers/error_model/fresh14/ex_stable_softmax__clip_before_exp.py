# exercise: ex_stable_softmax
# mistake: np.clip habit against overflow: clamps scores to [−80, 80] and exponentiates without subtracting the max. Scores like 1e4 are all clipped to 80, so e.g. [1e4, 1e4+1, …, 1e4+5] gets uniform weights 1/6 instead of the true softmax (≈0.58 on the largest); max diff 0.47–0.67. Right: subtract the max along dim. [cond: scores beyond ±80]
import torch

_MAX_EXP = 80.0  # exp(88.7) is the float32 limit, as with np.clip before np.exp


def ex_stable_softmax(x, dim):
    e = torch.exp(torch.clamp(x, -_MAX_EXP, _MAX_EXP))
    return e / e.sum(dim=dim, keepdim=True)
