# exercise: ex_mha_forward
# mistake: Split the projections column-major, view(b, n, head_dim, num_heads) then permute, so head i gets the strided features i, i+h, i+2h, … instead of the block [i·hd, (i+1)·hd); the split must be view(b, n, num_heads, head_dim).transpose(1, 2). [cond: num_heads > 1 and head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim
    def split(t):
        # (b, n, hd, H) -> (b, H, n, hd)
        return t.reshape(b, n, hd, H).permute(0, 3, 1, 2)
    def merge(t):
        # (b, H, n, hd) -> (b, n, hd, H) -> (b, n, d_out)
        return t.permute(0, 2, 3, 1).reshape(b, n, mha.d_out)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = (q @ k.transpose(-1, -2)) / hd ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    a = mha.dropout(torch.softmax(s, dim=-1))
    return mha.out_proj(merge(a @ v))
