# exercise: ex_mha_forward
# mistake: Split with view(b, n, head_dim, num_heads) (the two sizes swapped), then transpose(1, 2) gives head_dim "heads" of num_heads features built from interleaved columns; the split is view(b, n, num_heads, head_dim). [cond: only when num_heads != head_dim]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim

    def split(t):
        return t.view(b, n, hd, h).transpose(1, 2)

    q = split(mha.W_query(x))
    k = split(mha.W_key(x))
    v = split(mha.W_value(x))
    scores = q @ k.transpose(-2, -1)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(scores / hd ** 0.5, dim=-1)
    w = mha.dropout(w)
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
