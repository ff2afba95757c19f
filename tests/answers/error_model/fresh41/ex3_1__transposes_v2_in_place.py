# exercise: ex3_1
# mistake: Calls the in-place t_() on sa_v2's own weights to avoid a copy and then wraps them, so sa_v2 is left with transposed (d_in, d_out) weights and breaks or computes something else; sa_v1 must get a transposed view or copy while sa_v2 stays unchanged.
import torch


@torch.no_grad()
def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight
        w.t_()  # no extra memory
        setattr(sa_v1, name, torch.nn.Parameter(w))
