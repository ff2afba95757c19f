# exercise: ex_mha_forward
# mistake: Applied the causal mask to the weights after the softmax (zeroing the future), so rows no longer sum to 1; fill the scores with -inf before the softmax.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    att = torch.softmax(q @ k.transpose(2, 3) / hd ** 0.5, dim=-1)
    att = att.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    att = mha.dropout(att)
    ctx = (att @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
