# exercise: ex3_1
# mistake: The learner copies each transposed weight into one preallocated scratch tensor and wraps that same tensor as all three Parameters, so W_query, W_key and W_value alias one buffer holding the value weights; each needs its own tensor (weight.T or a fresh copy).
import torch


def ex3_1(sa_v1, sa_v2):
    d_out, d_in = sa_v2.W_query.weight.shape
    buf = torch.empty(d_in, d_out)   # allocate once, reuse
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            buf.copy_(getattr(sa_v2, name).weight.T)
            setattr(sa_v1, name, torch.nn.Parameter(buf))
