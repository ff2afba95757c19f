# exercise: ex3_1
# mistake: Copy-pasted lines: W_key is given sa_v2's query weight instead of its key weight; each of sa_v1's three matrices must get the transpose of the matching layer.
import torch

def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
