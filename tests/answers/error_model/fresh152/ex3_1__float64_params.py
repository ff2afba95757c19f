# exercise: ex3_1
# mistake: Converted the copied weights to float64 'for precision', so sa_v1(x) fails (dtype mismatch) on the book's float32 inputs; the weights must keep sa_v2's dtype.
import torch
import torch.nn as nn


def ex3_1(sa_v1, sa_v2):
    # use double precision so the outputs match exactly
    sa_v1.W_query = nn.Parameter(sa_v2.W_query.weight.T.double())
    sa_v1.W_key = nn.Parameter(sa_v2.W_key.weight.T.double())
    sa_v1.W_value = nn.Parameter(sa_v2.W_value.weight.T.double())
