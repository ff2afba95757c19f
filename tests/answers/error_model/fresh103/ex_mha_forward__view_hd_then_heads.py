# exercise: ex_mha_forward
# mistake: The learner splits with view(b, n, head_dim, num_heads) and permutes the heads forward, so heads take strided features, while the merge puts head i back in the block [i·hd, (i+1)·hd), so the values' features come out permuted; the split must be view(b, n, num_heads, head_dim).transpose(1, 2). [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim

    def to_heads(t):
        # (b, n, D, H) -> (b, H, n, D)
        return t.view(b, n, D, H).permute(0, 3, 1, 2)

    q = to_heads(mha.W_query(x))
    k = to_heads(mha.W_key(x))
    v = to_heads(mha.W_value(x))
    s = (q @ k.transpose(2, 3)) / D ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s, dim=-1))
    z = (w @ v).transpose(1, 2).contiguous().view(b, n, H * D)
    return mha.out_proj(z)
