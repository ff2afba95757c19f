# exercise: ex3_1
# mistake: To get the (d_in, d_out) shape the learner reshapes the (d_out, d_in) weight instead of transposing it, which scrambles the entries; it must be weight.T.
import torch
from functools import wraps


def no_grad_inplace(fn):
    @wraps(fn)
    def inner(*args, **kwargs):
        with torch.no_grad():
            fn(*args, **kwargs)
        return None
    return inner


@no_grad_inplace
def copy_into(param, weight):
    # shapes differ: v1 is (d_in, d_out), nn.Linear keeps (d_out, d_in)
    param.copy_(weight.reshape(param.shape))


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        copy_into(getattr(sa_v1, name), getattr(sa_v2, name).weight)
