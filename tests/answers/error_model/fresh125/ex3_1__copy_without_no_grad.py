# exercise: ex3_1
# mistake: calls copy_ on the parameters, which require grad, outside torch.no_grad(), so PyTorch raises on the in-place copy into a leaf; the copies must be done under torch.no_grad() (or by assigning new Parameters).
import torch


def ex3_1(sa_v1, sa_v2):
    pairs = [(sa_v1.W_query, sa_v2.W_query), (sa_v1.W_key, sa_v2.W_key), (sa_v1.W_value, sa_v2.W_value)]
    for p, lin in pairs:
        p.copy_(lin.weight.T)
