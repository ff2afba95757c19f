# exercise: ex3_1
# mistake: The learner turns each (d_out, d_in) Linear weight into a (d_in, d_out) matrix with .reshape to sa_v1's parameter shape, which reorders the numbers instead of transposing them; it must be weight.T.
import torch
from torch import nn


class _Copier(nn.Module):
    """copies one nn.Linear into one raw parameter"""

    def forward(self, target, source):
        with torch.no_grad():
            target.copy_(source.weight.reshape(target.shape))
        return target


def ex3_1(sa_v1, sa_v2):
    copier = _Copier()
    for name in ("W_query", "W_key", "W_value"):
        copier(getattr(sa_v1, name), getattr(sa_v2, name))
    print("copied", [tuple(p.shape) for p in sa_v1.parameters()])
