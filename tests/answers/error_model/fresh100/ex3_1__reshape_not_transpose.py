# exercise: ex3_1
# mistake: Converts nn.Linear's (d_out, d_in) weights to (d_in, d_out) with reshape, which only reinterprets the memory; the weights must be transposed (weight.T).
import torch
from functools import partial

as_param = lambda w, shape: torch.nn.Parameter(w.detach().reshape(*shape).clone())


def ex3_1(sa_v1, sa_v2):
    fix = partial(as_param, shape=tuple(sa_v1.W_query.shape))
    sa_v1.W_query, sa_v1.W_key, sa_v1.W_value = map(
        fix, (sa_v2.W_query.weight, sa_v2.W_key.weight, sa_v2.W_value.weight))
