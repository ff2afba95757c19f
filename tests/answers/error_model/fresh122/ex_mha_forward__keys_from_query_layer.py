# exercise: ex_mha_forward
# mistake: Projects the keys with mha.W_query instead of mha.W_key (copy-paste in the projection loop); keys come from W_key.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    projected = []
    for layer in (mha.W_query, mha.W_query, mha.W_value):
        t = layer(x).view(b, n, mha.num_heads, mha.head_dim)
        projected.append(t.transpose(1, 2))
    q, k, v = projected
    sc = q @ k.transpose(2, 3)
    sc = sc.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(sc / mha.head_dim ** 0.5, dim=-1)
    w = mha.dropout(w)
    z = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(z)
