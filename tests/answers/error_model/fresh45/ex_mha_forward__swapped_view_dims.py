# exercise: ex_mha_forward
# mistake: Splits with view(b, n, head_dim, num_heads), swapping the two sizes, so it computes head_dim "heads" of num_heads strided features each (the shapes still work out); split with view(b, n, num_heads, head_dim). [cond: only when num_heads != head_dim]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim

    def split(t):
        return t.view(b, n, D, H).transpose(1, 2)

    q = split(mha.W_query(x))
    k = split(mha.W_key(x))
    v = split(mha.W_value(x))
    s = q @ k.transpose(-2, -1)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s / D ** 0.5, dim=-1))
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
