# exercise: ex_mha_forward
# mistake: The hand-written rearrange "b n (d h) -> b h n d" splits the features as (head_dim, num_heads), so each head gets strided features while the merge uses (h d) order; the split must be view(b, n, num_heads, head_dim) ("(h d)"). [cond: num_heads > 1 and head_dim > 1]
import torch


def rearrange_split(t, h):
    b, n, D = t.shape
    return t.view(b, n, D // h, h).permute(0, 3, 1, 2)


def rearrange_merge(t):
    b, h, n, d = t.shape
    return t.permute(0, 2, 1, 3).reshape(b, n, h * d)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q, k, v = (rearrange_split(f(x), mha.num_heads) for f in (mha.W_query, mha.W_key, mha.W_value))
    att = torch.einsum("bhqd,bhkd->bhqk", q, k) / mha.head_dim ** 0.5
    att = att.masked_fill(mha.mask.bool()[:n, :n], float("-inf")).softmax(-1)
    att = mha.dropout(att)
    return mha.out_proj(rearrange_merge(torch.einsum("bhqk,bhkd->bhqd", att, v)))
