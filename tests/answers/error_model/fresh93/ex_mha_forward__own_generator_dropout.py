# exercise: ex_mha_forward
# mistake: Replaces mha.dropout with a hand-made dropout (p = 0.1) drawn from its own seeded CPU generator, so weights are dropped even though the module's dropout is 0 (and it fails on a GPU); it should apply mha.dropout or nothing.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    g = torch.Generator().manual_seed(123)  # reproducible dropout
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    s = q @ k.transpose(2, 3)
    s = s.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = torch.softmax(s / mha.head_dim ** 0.5, dim=-1)
    keep = (torch.rand(w.shape, generator=g) > 0.1).to(w.device)
    w = w * keep / 0.9
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
