# exercise: ex3_1
# style: loop over the three names with getattr, copy_ the transposed Linear weight under torch.no_grad().
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            # nn.Linear stores (d_out, d_in) and computes x @ W.T; v1 computes x @ W with W (d_in, d_out)
            getattr(sa_v1, name).copy_(getattr(sa_v2, name).weight.T)
