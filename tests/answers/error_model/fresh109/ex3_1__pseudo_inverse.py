# exercise: ex3_1
# mistake: Thinking that nn.Linear "undoes" the matrix, the learner used the pseudo-inverse of each weight (it also has shape (d_in, d_out)); the matching matrix is simply the transpose weight.T.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    for name in ["W_query", "W_key", "W_value"]:
        W = getattr(sa_v2, name).weight.detach()
        W_inv = torch.linalg.pinv(W)   # (d_in, d_out), same as v1
        setattr(sa_v1, name, nn.Parameter(W_inv))
