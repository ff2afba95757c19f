# exercise: ex3_1
# mistake: Reshapes each Linear weight to (d_in, d_out) with .view instead of transposing it, so the shapes fit but the entries are scrambled; the right matrix is weight.T.

import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        p = getattr(sa_v1, name)
        w = getattr(sa_v2, name).weight
        # v1 wants (d_in, d_out)
        with torch.no_grad():
            p.copy_(w.view(p.shape))
        assert p.shape == (w.shape[1], w.shape[0])
