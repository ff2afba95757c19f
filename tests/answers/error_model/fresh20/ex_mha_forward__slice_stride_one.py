# exercise: ex_mha_forward
# mistake: In the per-head loop it slices features [i : i + head_dim] instead of [i·head_dim : (i+1)·head_dim], so the heads overlap and miss the last features. [cond: num_heads > 1 and head_dim > 1]
import math

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    hd = mha.head_dim
    q_all = mha.W_query(x)
    k_all = mha.W_key(x)
    v_all = mha.W_value(x)
    causal = mha.mask.bool()[:n, :n]

    head_outputs = []
    for i in range(mha.num_heads):
        q = q_all[:, :, i:i + hd]
        k = k_all[:, :, i:i + hd]
        v = v_all[:, :, i:i + hd]
        s = (q @ k.transpose(1, 2)) / math.sqrt(hd)
        s = s.masked_fill(causal, float("-inf"))
        w = mha.dropout(torch.softmax(s, dim=-1))
        head_outputs.append(w @ v)              # (b, n, hd)
    context = torch.cat(head_outputs, dim=-1)   # (b, n, d_out)
    return mha.out_proj(context)
