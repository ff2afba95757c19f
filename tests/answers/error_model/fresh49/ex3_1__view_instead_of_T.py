# exercise: ex3_1
# mistake: Reshaped the (d_out, d_in) weights with .view(d_in, d_out), which reorders the numbers instead of transposing them; the right matrix is weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.view(d_in, d_out))
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.view(d_in, d_out))
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.view(d_in, d_out))
