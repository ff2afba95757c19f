# exercise: ex_mha_forward
# mistake: After transposing the per-head context back, the learner merges with .view(b, n, d_out) without .contiguous(), which raises a RuntimeError on the non-contiguous tensor; use .contiguous().view or .reshape.
import torch


def ex_mha_forward(mha, x):
    if not torch.is_tensor(x):
        x = torch.as_tensor(x)
    if not x.is_floating_point():
        x = x.float()
    x = x.contiguous()
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, H, D).transpose(1, 2)
    k = mha.W_key(x).view(b, n, H, D).transpose(1, 2)
    v = mha.W_value(x).view(b, n, H, D).transpose(1, 2)
    s = (q @ k.transpose(2, 3)) / D ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = (w @ v).transpose(1, 2)
    ctx = ctx.view(b, n, mha.d_out)
    return mha.out_proj(ctx)
