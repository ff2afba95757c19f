# exercise: ex3_1
# mistake: Copy-paste slip: W_key is set from sa_v2.W_query instead of sa_v2.W_key; each of sa_v1's matrices must get the transposed weight of the matching layer.
import torch


def ex3_1(sa_v1, sa_v2):
    print("before:", sa_v1.W_query)
    new_query_matrix = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_query = new_query_matrix
    new_key_matrix = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = new_key_matrix
    new_value_matrix = torch.nn.Parameter(sa_v2.W_value.weight.T)
    sa_v1.W_value = new_value_matrix
    print("after:", sa_v1.W_query)
