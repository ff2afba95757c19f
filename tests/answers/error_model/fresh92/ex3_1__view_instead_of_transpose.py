# exercise: ex3_1
# mistake: Reshaped the (d_out, d_in) weights to (d_in, d_out) with .view, which reorders the numbers instead of transposing; it must be weight.T.
import torch
import torch.nn.functional as F

@torch.no_grad()
def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight          # (d_out, d_in)
        target = getattr(sa_v1, name)            # (d_in, d_out)
        target.copy_(w.reshape(target.shape))    # shapes line up now
