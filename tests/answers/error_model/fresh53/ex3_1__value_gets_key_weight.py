# exercise: ex3_1
# mistake: Copy-paste slip: W_value of sa_v1 receives sa_v2.W_key.weight.T instead of sa_v2.W_value.weight.T, so the values (and the context vectors) differ.
import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_key.weight.T)
