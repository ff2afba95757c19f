# exercise: ex_mha_forward
# mistake: The mask is sliced with x.shape[-1], the embedding size d_in, instead of the number of tokens n = x.shape[1]; the (d_in, d_in) mask does not fit the (n, n) scores (an error, or a wrong mask) unless d_in happens to equal n. Slice mask.bool()[:n, :n].
# mistake_zh: 掩码是用 x.shape[-1]（嵌入维度 d_in）切片的，而不是用词元数 n = x.shape[1]；除非 d_in 恰好等于 n，否则 (d_in, d_in) 的掩码与 (n, n) 的分数对不上（报错或掩码错误）。应切片为 mask.bool()[:n, :n]。
# keywords: tokens, slice, x.shape[1], d_in, mask
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    T = x.shape[-1]
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:T, :T], -torch.inf)
    w = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
