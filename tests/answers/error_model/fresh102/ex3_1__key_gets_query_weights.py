# exercise: ex3_1
# mistake: Copy-paste slip: W_key is given sa_v2's query weights instead of its key weights; each of W_query, W_key, W_value must get the transpose of its own nn.Linear weight.
import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
