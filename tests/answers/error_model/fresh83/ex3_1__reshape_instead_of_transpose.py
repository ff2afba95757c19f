# exercise: ex3_1
# mistake: Turns the (d_out, d_in) Linear weights into (d_in, d_out) with reshape, which only reinterprets the memory order instead of transposing; the shape is right but the numbers are scrambled, it must be weight.T.
import torch


def _as_v1(linear):
    d_out, d_in = linear.weight.shape
    # v1 wants (d_in, d_out)
    return torch.nn.Parameter(linear.weight.detach().reshape(d_in, d_out).clone())


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = _as_v1(sa_v2.W_query)
    sa_v1.W_key = _as_v1(sa_v2.W_key)
    sa_v1.W_value = _as_v1(sa_v2.W_value)
