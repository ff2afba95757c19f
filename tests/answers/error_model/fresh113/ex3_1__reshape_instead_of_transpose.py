# exercise: ex3_1
# mistake: The learner turns the (d_out, d_in) Linear weight into a (d_in, d_out) matrix with .reshape(d_in, d_out), which has the right shape but scrambles the entries; it must be transposed (.T).
import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    for layer in (sa_v2.W_query, sa_v2.W_key, sa_v2.W_value):
        assert layer.weight.numel() == d_in * d_out, "sizes of v1 and v2 don't match"
        assert layer.bias is None, "v1 has no bias, can't copy one"
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.detach().clone().reshape(d_in, d_out))
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.detach().clone().reshape(d_in, d_out))
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.detach().clone().reshape(d_in, d_out))
