# exercise: ex3_1
# mistake: The learner reshaped the (d_out, d_in) weights into sa_v1's (d_in, d_out) shape instead of transposing them; reshape keeps the memory order, so the entries land in the wrong places. It needs weight.T.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            target = getattr(sa_v1, name)
            source = getattr(sa_v2, name).weight
            target.copy_(source.reshape(target.shape))
