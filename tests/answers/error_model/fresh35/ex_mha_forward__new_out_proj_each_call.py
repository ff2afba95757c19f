# exercise: ex_mha_forward
# mistake: Created a fresh nn.Linear(d_out, d_out) as output projection inside the function instead of using mha.out_proj, so the output uses random new weights on every call.
import torch
import torch.nn as nn


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = queries @ keys.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    weights = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    # final linear layer that combines the heads
    proj = nn.Linear(mha.d_out, mha.d_out).to(x.device)
    return proj(context)
