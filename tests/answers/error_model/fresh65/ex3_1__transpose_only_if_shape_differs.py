# exercise: ex3_1
# mistake: The copy helper only transposes when the Linear weight's shape differs from the v1 parameter's shape, so for square projections (d_in == d_out) it copies weight untransposed; the v1 matrix must always be weight.T. [cond: d_in == d_out]
import torch


def load_linear_into_param(param, linear):
    """copy an nn.Linear weight into a raw x @ W parameter, fixing the layout if needed"""
    w = linear.weight.detach()
    if w.shape != param.shape:
        w = w.T
    with torch.no_grad():
        param.copy_(w)


def ex3_1(sa_v1, sa_v2):
    load_linear_into_param(sa_v1.W_query, sa_v2.W_query)
    load_linear_into_param(sa_v1.W_key, sa_v2.W_key)
    load_linear_into_param(sa_v1.W_value, sa_v2.W_value)
