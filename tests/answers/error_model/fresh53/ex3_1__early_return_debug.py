# exercise: ex3_1
# mistake: A leftover debugging return after the query and key assignments means W_value is never copied; all three matrices must be given sa_v2's transposed weights.
import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    # print(sa_v1.W_query.shape, sa_v2.W_query.weight.shape)
    return
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
