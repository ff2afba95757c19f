# exercise: ex_mha_forward
# mistake: Added mask × (−inf) to the scores instead of masked_fill, but 0 × (−inf) is NaN, so every allowed score turns into NaN; the mask must select positions to fill with -inf.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.transpose(2, 3) + mha.mask[:n, :n] * float('-inf')
    w = mha.dropout(torch.softmax(s / hd ** 0.5, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
