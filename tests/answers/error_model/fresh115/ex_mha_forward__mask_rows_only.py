# exercise: ex_mha_forward
# mistake: Cut the mask buffer to mask[:n] (rows only), which still has context_length columns and cannot be applied to (n, n) scores when the context length exceeds n; slice both axes: mask.bool()[:n, :n]. [cond: context_length > n]
import math

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    c = {}
    c["queries"] = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    c["keys"] = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    c["values"] = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    c["attn_scores"] = c["queries"] @ c["keys"].transpose(2, 3)
    c["mask"] = mha.mask.bool()[:n]
    c["attn_scores"] = c["attn_scores"].masked_fill(c["mask"], float("-inf"))
    c["attn_weights"] = torch.softmax(c["attn_scores"] / math.sqrt(mha.head_dim), dim=-1)
    c["attn_weights"] = mha.dropout(c["attn_weights"])
    c["context"] = (c["attn_weights"] @ c["values"]).transpose(1, 2).contiguous()
    return mha.out_proj(c["context"].view(b, n, mha.d_out))
