# exercise: ex3_1
# mistake: Reshaped sa_v2's (d_out, d_in) Linear weights to (d_in, d_out) with .view instead of transposing them, so the entries are scrambled and sa_v1 gives different outputs; the right copy is weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # nn.Linear stores (d_out, d_in); v1 wants (d_in, d_out)
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            w = getattr(sa_v2, name).weight
            d_out, d_in = w.shape
            # view is free, no copy needed
            getattr(sa_v1, name).copy_(w.view(d_in, d_out))
