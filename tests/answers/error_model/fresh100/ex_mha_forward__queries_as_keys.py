# exercise: ex_mha_forward
# mistake: Computes the scores as queries @ queries^T (the tuple unpacking reuses q), so W_key is never used; the scores are queries @ keys^T.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    proj = [layer(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
            for layer in (mha.W_query, mha.W_key, mha.W_value)]
    q, k, v = proj[0], proj[0], proj[2]
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    weights = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    out = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
