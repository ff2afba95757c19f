# exercise: ex3_1
# mistake: The helper transposes sa_v2's own weights in place with .t_() and wraps that same storage, so sa_v2 is changed (its Linear weights become (d_in, d_out)) and sa_v1 aliases them; the right thing is to wrap a transposed view/copy (weight.T) and leave sa_v2 untouched.
import torch


def _share(src_linear, transpose=True):
    w = src_linear.weight
    with torch.no_grad():
        if transpose:
            w.t_()  # Linear stores (out, in), v1 wants (in, out)
    return torch.nn.Parameter(w)


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        setattr(sa_v1, name, _share(getattr(sa_v2, name)))
