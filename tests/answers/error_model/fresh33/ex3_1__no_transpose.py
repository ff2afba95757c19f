# exercise: ex3_1
# mistake: Copied the nn.Linear weights (d_out, d_in) without transposing; SelfAttention_v1 computes x @ W and needs weight.T of shape (d_in, d_out).
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.clone())
        sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.clone())
        sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.clone())
