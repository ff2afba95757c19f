# exercise: ex3_1
# mistake: Reinterprets each weight with .view(d_in, d_out), which only reflows the memory row by row instead of transposing; the right matrix is weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            lin = getattr(sa_v2, name)
            d_out, d_in = lin.weight.shape
            target = getattr(sa_v1, name)
            target.copy_(lin.weight.view(d_in, d_out))
