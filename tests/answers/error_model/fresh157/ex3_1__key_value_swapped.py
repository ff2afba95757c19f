# exercise: ex3_1
# mistake: Gave W_key the weights of sa_v2.W_value and W_value those of sa_v2.W_key; each parameter must come from its own layer (W_key ← W_key.weight.T, W_value ← W_value.weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    q = sa_v2.W_query.weight.T
    v = sa_v2.W_key.weight.T
    k = sa_v2.W_value.weight.T
    sa_v1.W_query = torch.nn.Parameter(q)
    sa_v1.W_key = torch.nn.Parameter(k)
    sa_v1.W_value = torch.nn.Parameter(v)
