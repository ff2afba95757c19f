# exercise: ex3_1
# mistake: The learner fits the (d_out, d_in) Linear weight into the (d_in, d_out) parameter with reshape, which only reinterprets the numbers in row-major order instead of transposing; the parameter must be weight.T.
import torch


@torch.no_grad()
def ex3_1(sa_v1, sa_v2):
    pairs = {
        "W_query": sa_v2.W_query,
        "W_key": sa_v2.W_key,
        "W_value": sa_v2.W_value,
    }
    for name, lin in pairs.items():
        target = getattr(sa_v1, name)
        target.copy_(lin.weight.reshape(target.shape))
