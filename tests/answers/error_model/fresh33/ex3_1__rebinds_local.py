# exercise: ex3_1
# mistake: Created a new SelfAttention_v1 and filled that one, rebinding the local name sa_v1, so the module passed in is never changed; it must be modified in place.
import torch
from torch import nn


class SelfAttention_v1(nn.Module):
    def __init__(self, d_in, d_out):
        super().__init__()
        self.W_query = nn.Parameter(torch.rand(d_in, d_out))
        self.W_key = nn.Parameter(torch.rand(d_in, d_out))
        self.W_value = nn.Parameter(torch.rand(d_in, d_out))

    def forward(self, x):
        keys = x @ self.W_key
        queries = x @ self.W_query
        values = x @ self.W_value
        attn_scores = queries @ keys.T
        attn_weights = torch.softmax(attn_scores / keys.shape[-1] ** 0.5, dim=-1)
        return attn_weights @ values


def ex3_1(sa_v1, sa_v2):
    d_out, d_in = sa_v2.W_query.weight.shape
    sa_v1 = SelfAttention_v1(d_in, d_out)
    sa_v1.W_query.data = sa_v2.W_query.weight.data.T
    sa_v1.W_key.data = sa_v2.W_key.weight.data.T
    sa_v1.W_value.data = sa_v2.W_value.weight.data.T
