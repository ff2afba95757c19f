# exercise: ex_mha_forward
# mistake: The keys are projected with mha.W_query instead of mha.W_key (the wrong layer reused), so every score is q·q; keys need W_key.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    W_q, W_k, W_v = mha.W_query, mha.W_query, mha.W_value
    q = W_q(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = W_k(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = W_v(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    omega = q @ k.transpose(2, 3)
    future = mha.mask.bool()[:n, :n]
    omega = omega.masked_fill(future, float("-inf"))
    alpha = torch.softmax(omega / mha.head_dim ** 0.5, dim=-1)
    z = (alpha @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(z)
