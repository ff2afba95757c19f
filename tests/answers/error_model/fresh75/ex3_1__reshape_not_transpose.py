# exercise: ex3_1
# mistake: Used weight.reshape(3, 2) to get sa_v1's shape instead of weight.T: the shape fits but the numbers land in the wrong places; the weights must be transposed.

import torch


def ex3_1(sa_v1, sa_v2):
    # v2 stores (2, 3), v1 wants (3, 2)
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.reshape(3, 2))
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.reshape(3, 2))
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.reshape(3, 2))
