# exercise: ex_mha_forward
# mistake: The learner splits the heads with view(b, n, head_dim, num_heads).transpose(1, 3), so each head gets strided features instead of a contiguous block of head_dim features, and merges back in the other layout. [cond: num_heads > 1 and head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    def heads(t):
        return t.view(b, n, D, H).transpose(1, 3).transpose(2, 3)   # (b, H, n, D)
    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    sc = torch.einsum("bhqd,bhkd->bhqk", q, k) / D ** 0.5
    sc = sc.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(sc.softmax(-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, H * D)
    return mha.out_proj(ctx)
