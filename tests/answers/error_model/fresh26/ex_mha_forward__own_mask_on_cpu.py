# exercise: ex_mha_forward
# mistake: Built a fresh causal mask with torch.triu(torch.ones(n, n)) on the default (CPU) device instead of slicing the mask buffer or passing device=x.device, so masking fails when x is on a GPU. [cond: x on a device other than the CPU]

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    queries = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    causal = torch.triu(torch.ones(n, n), diagonal=1).bool()  # only the n tokens we have
    scores = (queries @ keys.transpose(2, 3)).masked_fill(causal, float("-inf"))
    weights = mha.dropout(torch.softmax(scores / hd ** 0.5, dim=-1))
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
