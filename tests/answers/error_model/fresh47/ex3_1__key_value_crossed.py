# exercise: ex3_1
# mistake: The learner gives W_key the weights of sa_v2.W_value and W_value those of sa_v2.W_key; each v1 matrix must take the transposed weight of the same-named v2 layer.
import torch


def ex3_1(sa_v1, sa_v2):
    q, v, k = (l.weight.T for l in (sa_v2.W_query, sa_v2.W_key, sa_v2.W_value))
    sa_v1.W_query = torch.nn.Parameter(q)
    sa_v1.W_key = torch.nn.Parameter(k)
    sa_v1.W_value = torch.nn.Parameter(v)
