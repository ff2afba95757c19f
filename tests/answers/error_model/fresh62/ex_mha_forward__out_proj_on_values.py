# exercise: ex_mha_forward
# mistake: out_proj is applied to the projected values before the heads are split, and the merged context is returned without it; out_proj must be applied last, to the merged context vectors. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    q = mha.W_query(x)
    k = mha.W_key(x)
    v = mha.out_proj(mha.W_value(x))     # values go through the output projection
    print("q", q.shape, "v", v.shape)    # (b, n, d_out) both
    q = q.view(b, n, H, D).transpose(1, 2)
    k = k.view(b, n, H, D).transpose(1, 2)
    v = v.view(b, n, H, D).transpose(1, 2)
    s = q @ k.transpose(-2, -1)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(s / D ** 0.5, dim=-1)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return ctx
