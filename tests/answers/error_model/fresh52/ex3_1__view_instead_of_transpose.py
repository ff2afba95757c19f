# exercise: ex3_1
# mistake: Converts the Linear weight (d_out, d_in) to v1's (d_in, d_out) layout with .view(d_in, d_out), which only reinterprets the memory and scrambles the entries; it must be the transpose .T.
import torch


def conv1d_layout(linear):
    # GPT-2's Conv1D keeps weights as (in, out) so that y = x @ W
    d_out, d_in = linear.weight.shape
    return linear.weight.detach().clone().view(d_in, d_out)


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(conv1d_layout(sa_v2.W_query))
    sa_v1.W_key = torch.nn.Parameter(conv1d_layout(sa_v2.W_key))
    sa_v1.W_value = torch.nn.Parameter(conv1d_layout(sa_v2.W_value))
