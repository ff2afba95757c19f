# exercise: ex_mha_forward
# mistake: The fill mask is mha.mask[:n, :n] == 0, which marks the past and the diagonal instead of the future (the last row becomes all -inf); the buffer's 1s (mask.bool()) mark the future.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.transpose(-2, -1)
    s = s.masked_fill(mha.mask[:n, :n] == 0, float("-inf"))
    w = mha.dropout(torch.softmax(s / hd ** 0.5, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
