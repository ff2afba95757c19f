# exercise: ex_mha_forward
# mistake: Applies the causal mask after the softmax by setting future weights to 0 without renormalising, so the rows no longer sum to 1; the -inf mask must go on the scores before the softmax (or renormalise the rows).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn = torch.softmax(q @ k.transpose(2, 3) / mha.head_dim ** 0.5, dim=-1)
    attn = attn.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    attn = mha.dropout(attn)
    ctx = (attn @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
