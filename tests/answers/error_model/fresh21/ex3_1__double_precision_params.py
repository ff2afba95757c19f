# exercise: ex3_1
# mistake: The learner stored the copied weights as float64 parameters "for exactness", so sa_v1(x) fails on the book's float32 inputs (dtype mismatch in x @ W); the weights must stay float32 (sa_v2.W_*.weight.T as is).
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # keep full precision when moving the weights over, so the outputs match exactly
    sa_v1.W_query = nn.Parameter(sa_v2.W_query.weight.detach().T.to(torch.float64))
    sa_v1.W_key = nn.Parameter(sa_v2.W_key.weight.detach().T.to(torch.float64))
    sa_v1.W_value = nn.Parameter(sa_v2.W_value.weight.detach().T.to(torch.float64))
