# exercise: ex3_1
# mistake: Reshapes the nn.Linear weight to (d_in, d_out) with .view(param.shape) instead of transposing it, which reorders the numbers without swapping rows and columns; the weight must be copied as weight.T.
import torch


def load_linear(param, linear, transpose=True):
    with torch.no_grad():
        w = linear.weight
        if transpose:
            w = w.reshape(param.shape)
        param.copy_(w)


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        load_linear(getattr(sa_v1, name), getattr(sa_v2, name))
