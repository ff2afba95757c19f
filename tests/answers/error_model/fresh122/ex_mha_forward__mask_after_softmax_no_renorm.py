# exercise: ex_mha_forward
# mistake: Applies the causal mask after the softmax by zeroing future weights and does not renormalise, so rows sum to less than 1; mask the scores with -inf before the softmax.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    att = torch.softmax(q @ k.transpose(2, 3) / mha.head_dim ** 0.5, dim=-1)
    att = att.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    att = mha.dropout(att)
    out = (att @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
