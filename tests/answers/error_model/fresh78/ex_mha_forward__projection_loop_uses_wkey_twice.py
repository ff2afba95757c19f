# exercise: ex_mha_forward
# mistake: The tuple of layer names the learner loops over is ('W_query', 'W_key', 'W_key'), so the values are projected with W_key; the values must use W_value.
import torch

PROJ = ("W_query", "W_key", "W_key")


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q, k, v = [
        getattr(mha, name)(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
        for name in PROJ
    ]
    s = q @ k.transpose(2, 3)
    s.masked_fill_(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s / mha.head_dim ** 0.5, dim=-1))
    z = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(z)
