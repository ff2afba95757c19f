# exercise: ex_mha_forward
# mistake: After weights @ values (b, h, n, hd) it merges with .contiguous().view(b, n, d_out) without transposing back to (b, n, h, hd), mixing tokens and heads; it needs .transpose(1, 2) first.
# mistake_zh: 在 weights @ values (b, h, n, hd) 之后，它直接 .contiguous().view(b, n, d_out) 合并，没有先转回 (b, n, h, hd)，把词元和头混在一起；需要先 .transpose(1, 2)。
# keywords: transpose, merge, heads, view
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    scores = (q @ k.transpose(-2, -1)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    context = (weights @ v).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
