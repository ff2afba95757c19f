# exercise: ex_stable_softmax
# mistake: The learner avoids overflow by clamping the scores at 80 before exp instead of subtracting the maximum, so every score above 80 becomes the same value and large scores give wrong (too flat) weights. [cond: only when some score exceeds 80]
import torch
from torch import nn


class SafeExp(nn.Module):
    # exp(88) is about the float32 limit
    def __init__(self, limit=80.0):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        return torch.exp(torch.clamp(x, max=self.limit))


_safe_exp = SafeExp()


def ex_stable_softmax(x, dim):
    e = _safe_exp(x)
    return e / e.sum(dim=dim, keepdim=True)
