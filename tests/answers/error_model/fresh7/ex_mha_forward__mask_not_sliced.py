# exercise: ex_mha_forward
# mistake: Used the whole buffer mha.mask (context_length × context_length) without slicing it to [:n, :n]; it only works when the input has exactly context_length tokens, otherwise masked_fill cannot broadcast and raises. Slice the mask to the number of tokens.
# mistake_zh: 直接使用了整个缓冲区 mha.mask（context_length × context_length），没有切片为 [:n, :n]；只有输入恰好有 context_length 个 token 时才能运行，否则 masked_fill 无法广播而报错。应按 token 数切片掩码。
# keywords: mask, slice, [:n, :n], context_length, broadcast
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = map(split, (mha.W_query(x), mha.W_key(x), mha.W_value(x)))
    s = torch.einsum("bhqd,bhkd->bhqk", q, k) / mha.head_dim ** 0.5
    s = s.masked_fill(mha.mask.bool(), float("-inf"))
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = torch.einsum("bhqk,bhkd->bqhd", w, v).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
