# exercise: ex3_1
# mistake: Copies sa_v2's key weights into sa_v1.W_value and its value weights into sa_v1.W_key; each of sa_v1's matrices must get the transposed weight of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    # v2 stores (d_out, d_in), v1 wants (d_in, d_out)
    q = sa_v2.W_query.weight.T
    v = sa_v2.W_key.weight.T
    k = sa_v2.W_value.weight.T
    sa_v1.W_query = torch.nn.Parameter(q)
    sa_v1.W_key = torch.nn.Parameter(k)
    sa_v1.W_value = torch.nn.Parameter(v)
