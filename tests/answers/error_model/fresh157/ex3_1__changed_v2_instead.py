# exercise: ex3_1
# mistake: Copied sa_v1's matrices into sa_v2 (the wrong direction), so both agree but sa_v1 keeps its own weights and sa_v2 is changed; sa_v1's parameters must receive sa_v2's weights (transposed).
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # make them the same
    with torch.no_grad():
        sa_v2.W_query.weight.copy_(sa_v1.W_query.T)
        sa_v2.W_key.weight.copy_(sa_v1.W_key.T)
        sa_v2.W_value.weight.copy_(sa_v1.W_value.T)
