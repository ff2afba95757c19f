# exercise: ex_mha_forward
# mistake: The values are projected with W_key instead of W_value (the three projections are built from a list with a copy-paste slip).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    project = lambda layer: layer(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = [project(l) for l in (mha.W_query, mha.W_key, mha.W_key)]
    attn = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn = torch.softmax(attn / mha.head_dim ** 0.5, dim=-1)
    attn = mha.dropout(attn)
    ctx = (attn @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
