# exercise: ex3_1
# mistake: Transposes the nn.Linear weight only when its shape differs from the parameter's, so for square layers (d_in == d_out) it copies W instead of W.T and sa_v1 computes x @ W instead of x @ W.T.
import torch


def _copy_into(param, weight):
    w = weight.detach()
    if w.shape != param.shape:  # nn.Linear stores (out, in); v1 stores (in, out)
        w = w.t()
    param.data.copy_(w)


def ex3_1(sa_v1, sa_v2):
    _copy_into(sa_v1.W_query, sa_v2.W_query.weight)
    _copy_into(sa_v1.W_key, sa_v2.W_key.weight)
    _copy_into(sa_v1.W_value, sa_v2.W_value.weight)
