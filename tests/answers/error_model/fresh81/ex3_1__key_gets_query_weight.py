# exercise: ex3_1
# mistake: Gave W_key the transposed weight of sa_v2's W_query (a copy-paste slip), so keys equal queries; each parameter must take the matching layer's weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
