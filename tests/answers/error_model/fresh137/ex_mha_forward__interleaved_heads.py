# exercise: ex_mha_forward
# mistake: The learner split the projections with view(b, n, head_dim, num_heads) and moved the last axis forward, so each head gets strided features instead of a contiguous block of head_dim features (and merged them back the same way). [cond: only when num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim

    def split(t):
        return t.view(b, n, hd, H).permute(0, 3, 1, 2)

    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = torch.matmul(q, k.transpose(-1, -2)) / (hd ** 0.5)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    p = mha.dropout(s.softmax(dim=-1))
    ctx = (p @ v).permute(0, 2, 3, 1).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
