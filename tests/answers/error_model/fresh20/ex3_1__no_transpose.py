# exercise: ex3_1
# mistake: Copied each nn.Linear weight (d_out, d_in) into sa_v1 as it is; SelfAttention_v1 computes x @ W and needs the transposed (d_in, d_out) matrix, weight.T, so sa_v1(x) fails.
import torch


def ex3_1(sa_v1, sa_v2):
    # give sa_v1 the weights of sa_v2
    with torch.no_grad():
        sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.clone())
        sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.clone())
        sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.clone())
