# exercise: ex3_1
# mistake: The learner reshaped each (d_out, d_in) Linear weight to (d_in, d_out) like a Conv1D weight instead of transposing it, which scrambles the entries (and is a no-op for square weights); use weight.T.
import torch
import torch.nn as nn


def ex3_1(sa_v1, sa_v2):
    d_out, d_in = sa_v2.W_query.weight.shape
    # Conv1D keeps (nx, nf) = (d_in, d_out)
    sa_v1.W_query = nn.Parameter(sa_v2.W_query.weight.detach().reshape(d_in, d_out).clone())
    sa_v1.W_key = nn.Parameter(sa_v2.W_key.weight.detach().reshape(d_in, d_out).clone())
    sa_v1.W_value = nn.Parameter(sa_v2.W_value.weight.detach().reshape(d_in, d_out).clone())
