# exercise: ex3_1
# mistake: The learner gives W_query the key weights of sa_v2 and W_key the query weights (swapped); each parameter must get the transposed weight of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    # key first, like in the book forward (keys = x @ W_key)
    k = sa_v2.W_query.weight.T
    q = sa_v2.W_key.weight.T
    v = sa_v2.W_value.weight.T
    sa_v1.W_key = torch.nn.Parameter(k)
    sa_v1.W_query = torch.nn.Parameter(q)
    sa_v1.W_value = torch.nn.Parameter(v)
