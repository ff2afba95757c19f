# exercise: ex3_1
# mistake: Used .reshape(d_in, d_out) on the (d_out, d_in) Linear weights instead of .T, so the shapes fit but the entries are scrambled and sa_v1 returns different values than sa_v2.
import torch


def ex3_1(sa_v1, sa_v2):
    # Linear stores (out, in); v1 wants (in, out) -> reshape to the v1 shape
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            p1 = getattr(sa_v1, name)
            w2 = getattr(sa_v2, name).weight
            p1.copy_(w2.reshape(p1.shape))
