# exercise: ex_mha_forward
# mistake: Calls context.transpose(1, 2) on a line of its own and drops its result (transpose returns a new tensor), so the heads are merged from (b, h, n, hd) untransposed; assign context = context.transpose(1, 2).
# mistake_zh: 单独一行调用 context.transpose(1, 2) 却丢掉了它的返回值（transpose 返回新张量），于是直接从 (b, h, n, hd) 合并了头；应写 context = context.transpose(1, 2)。
# keywords: transpose, discards, return value, assign
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    context = w @ v
    context.transpose(1, 2)
    context = context.contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
