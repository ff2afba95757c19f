# exercise: ex3_1
# mistake: Gives W_value the key weights too (shared K/V as in multi-query attention); W_value must get sa_v2.W_value.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    kv = sa_v2.W_key.weight.T  # one kv projection
    sa_v1.W_key = torch.nn.Parameter(kv)
    sa_v1.W_value = torch.nn.Parameter(kv)
