# exercise: ex_mha_forward
# mistake: The causal mask is applied after the softmax by zeroing the future weights, without renormalising, so the rows no longer sum to 1; fill the future scores with -inf before the softmax.
# mistake_zh: 因果掩码在 softmax 之后才施加，只把未来位置的权重置零而没有重新归一化，因此每行之和不再为 1；应在 softmax 之前用 -inf 填充未来位置的分数。
# keywords: before the softmax, -inf, rows, sum to 1, renormalise
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    w = torch.softmax(q @ k.transpose(2, 3) / mha.head_dim ** 0.5, dim=-1)
    w = w.masked_fill(mha.mask.bool()[:n, :n], 0.0)     # 把未来的权重清零
    w = mha.dropout(w)
    out = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
