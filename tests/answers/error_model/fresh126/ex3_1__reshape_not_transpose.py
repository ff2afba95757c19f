# exercise: ex3_1
# mistake: Made the (d_out, d_in) weights fit sa_v1's (d_in, d_out) matrices with view/reshape, which reorders the numbers instead of transposing them; it needs weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for p1, lin in zip(
            (sa_v1.W_query, sa_v1.W_key, sa_v1.W_value),
            (sa_v2.W_query, sa_v2.W_key, sa_v2.W_value),
        ):
            # shapes differ: (d_out, d_in) vs (d_in, d_out)
            p1.copy_(lin.weight.reshape(p1.shape))
