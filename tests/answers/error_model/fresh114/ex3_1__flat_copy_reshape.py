# exercise: ex3_1
# mistake: Copies the flattened (d_out, d_in) weight into the flattened (d_in, d_out) parameter, which reshapes instead of transposing; the parameter must receive weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    pairs = [(sa_v1.W_query, sa_v2.W_query), (sa_v1.W_key, sa_v2.W_key), (sa_v1.W_value, sa_v2.W_value)]
    with torch.no_grad():
        for p, lin in pairs:
            # same number of entries (d_in*d_out), just laid out the other way round
            p.view(-1).copy_(lin.weight.reshape(-1))
