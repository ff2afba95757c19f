# exercise: ex_mha_forward
# mistake: merges the heads with (weights @ values).transpose(2, 3).reshape(b, n, d_out), swapping tokens and head_dim instead of tokens and heads, so the features are scrambled across tokens; merge with transpose(1, 2) before the reshape.
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    mask = mha.mask.bool()[:n, :n]
    w = F.softmax((q @ k.transpose(2, 3)).masked_fill(mask, float("-inf")) / hd ** 0.5, dim=-1)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(2, 3).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
