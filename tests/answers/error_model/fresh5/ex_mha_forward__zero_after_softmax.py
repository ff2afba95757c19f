# exercise: ex_mha_forward
# mistake: You zero the future weights after the softmax but never renormalise, so each row sums to less than 1. Fill the future scores with -inf before the softmax (or divide each row by its sum afterwards).
# mistake_zh: 你在 softmax 之后把未来位置的权重清零，却没有重新归一化，每一行之和小于 1。应在 softmax 之前把未来位置的分数填成 -inf（或事后将每一行除以其和）。
# keywords: renormalise, sum to 1, before the softmax, -inf, rows
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).reshape(b, n, mha.num_heads, mha.head_dim).permute(0, 2, 1, 3)
    k = mha.W_key(x).reshape(b, n, mha.num_heads, mha.head_dim).permute(0, 2, 1, 3)
    v = mha.W_value(x).reshape(b, n, mha.num_heads, mha.head_dim).permute(0, 2, 1, 3)
    w = torch.softmax(q @ k.transpose(-2, -1) / mha.head_dim ** 0.5, dim=-1)
    w = w.masked_fill(mha.mask.bool()[:n, :n], 0.0)   # 屏蔽未来
    w = mha.dropout(w)
    ctx = (w @ v).permute(0, 2, 1, 3).reshape(b, n, -1)
    return mha.out_proj(ctx)
