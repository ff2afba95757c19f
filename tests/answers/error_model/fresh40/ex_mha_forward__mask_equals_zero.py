# exercise: ex_mha_forward
# mistake: Took the masked positions as mask == 0 (the diagonal and the past) instead of mask.bool() (ones above the diagonal), so queries attend only to the future and the last row becomes NaN; the future is where the buffer is 1.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    mask = mha.mask[:n, :n] == 0
    scores = scores.masked_fill(mask, float("-inf"))
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    ctx = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
