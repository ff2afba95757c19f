# exercise: ex3_1
# mistake: W_key was given the transposed weight of sa_v2.W_query (copy-paste slip), so the keys are wrong; each of W_query, W_key, W_value must take the transposed weight of its own namesake in sa_v2.
import torch


def ex3_1(sa_v1, sa_v2):
    W_q = sa_v2.W_query.weight.T   # (d_in, d_out), v1 computes x @ W
    W_k = sa_v2.W_query.weight.T
    W_v = sa_v2.W_value.weight.T
    sa_v1.W_query = torch.nn.Parameter(W_q)
    sa_v1.W_key = torch.nn.Parameter(W_k)
    sa_v1.W_value = torch.nn.Parameter(W_v)
