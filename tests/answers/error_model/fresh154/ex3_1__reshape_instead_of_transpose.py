# exercise: ex3_1
# mistake: The learner makes the (d_out, d_in) weight fit sa_v1's (d_in, d_out) parameter with reshape, which reorders the numbers instead of transposing; it needs weight.T.
import torch


@torch.no_grad()
def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        target = getattr(sa_v1, name)
        w = getattr(sa_v2, name).weight
        # shapes differ: (d_out, d_in) vs (d_in, d_out), make it fit
        target.copy_(w.reshape(target.shape))
