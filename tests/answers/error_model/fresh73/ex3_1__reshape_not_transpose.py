# exercise: ex3_1
# mistake: Turned each (d_out, d_in) nn.Linear weight into a (d_in, d_out) matrix with .reshape(d_in, d_out), which reorders the numbers; it needs the transpose weight.T. [cond: only when d_in != 1 and d_out != 1]
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            w = getattr(sa_v2, name).weight          # (d_out, d_in)
            d_out, d_in = w.shape
            target = getattr(sa_v1, name)            # (d_in, d_out)
            target.copy_(w.reshape(d_in, d_out))
