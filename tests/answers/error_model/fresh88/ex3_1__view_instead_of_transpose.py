# exercise: ex3_1
# mistake: Reshaped the (d_out, d_in) Linear weight to (d_in, d_out) with .view, which keeps the memory order and scrambles the entries; it must be transposed (weight.T).
import torch


def _as_v1(linear, like):
    # Linear stores (d_out, d_in); v1 wants (d_in, d_out)
    return linear.weight.detach().view(like.shape).clone()


def ex3_1(sa_v1, sa_v2):
    new_q = _as_v1(sa_v2.W_query, sa_v1.W_query)
    new_k = _as_v1(sa_v2.W_key, sa_v1.W_key)
    new_v = _as_v1(sa_v2.W_value, sa_v1.W_value)
    sa_v1.W_query = torch.nn.Parameter(new_q)
    sa_v1.W_key = torch.nn.Parameter(new_k)
    sa_v1.W_value = torch.nn.Parameter(new_v)
