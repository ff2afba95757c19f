# exercise: ex3_1
# mistake: The learner reshaped each (d_out, d_in) weight to (d_in, d_out) with .view, which reorders the numbers instead of transposing; the right copy is weight.T.

import torch


@torch.no_grad()
def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        dst = getattr(sa_v1, name)
        src = getattr(sa_v2, name).weight
        # Linear stores (out, in); v1 wants (in, out)
        dst.copy_(src.contiguous().view(dst.shape))
