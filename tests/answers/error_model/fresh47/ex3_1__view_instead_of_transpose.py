# exercise: ex3_1
# mistake: The learner reshapes the (d_out, d_in) weight to (d_in, d_out) with .view, which reorders the numbers instead of transposing; it must be weight.T. [cond: d_in != d_out, or any non-symmetric weight]
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for p, lin in ((sa_v1.W_query, sa_v2.W_query), (sa_v1.W_key, sa_v2.W_key), (sa_v1.W_value, sa_v2.W_value)):
            p.copy_(lin.weight.view(p.shape))
