# exercise: ex_mha_forward
# mistake: Applied the softmax first and then zeroed the future weights without renormalising, so the rows no longer sum to 1; mask the scores with -inf before the softmax (or renormalise the rows).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    attn = torch.softmax(q @ k.transpose(2, 3) / hd ** 0.5, dim=-1)
    attn = attn.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    attn = mha.dropout(attn)
    y = (attn @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(y)
