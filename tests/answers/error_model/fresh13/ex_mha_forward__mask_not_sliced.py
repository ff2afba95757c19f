# exercise: ex_mha_forward
# mistake: It uses the whole context_length × context_length mask without slicing [:n, :n], so it fails when the input has fewer tokens than the context length.
# mistake_zh: 它使用了完整的 context_length × context_length 掩码而没有切片 [:n, :n]，因此输入词元数少于上下文长度时报错。
# keywords: mask, [:n, :n], context_length, tokens
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    queries, keys, values = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = queries @ keys.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool(), float("-inf"))
    weights = mha.dropout(torch.softmax(scores / keys.shape[-1] ** 0.5, dim=-1))
    context = (weights @ values).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
