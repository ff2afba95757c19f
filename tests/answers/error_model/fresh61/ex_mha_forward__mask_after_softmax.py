# exercise: ex_mha_forward
# mistake: Applies the causal mask after the softmax, zeroing future weights without renormalising, so the rows no longer sum to 1; the future scores must be set to -inf before the softmax (or the rows renormalised).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    attn = torch.softmax(q @ k.transpose(2, 3) / hd ** 0.5, dim=-1)
    attn = attn.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    attn = mha.dropout(attn)
    ctx = (attn @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
