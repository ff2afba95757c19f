# exercise: ex3_1
# mistake: Reshaped the (d_out, d_in) weights with .view(d_in, d_out), which has the right shape but scrambles the entries; the weights must be transposed with .T.
import torch


def to_v1_layout(weight):
    d_out, d_in = weight.shape
    return weight.detach().clone().view(d_in, d_out)


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query.copy_(to_v1_layout(sa_v2.W_query.weight))
        sa_v1.W_key.copy_(to_v1_layout(sa_v2.W_key.weight))
        sa_v1.W_value.copy_(to_v1_layout(sa_v2.W_value.weight))


# self-check on a layout I can read by eye
_w = torch.zeros(2, 3)
assert to_v1_layout(_w).shape == (3, 2)
