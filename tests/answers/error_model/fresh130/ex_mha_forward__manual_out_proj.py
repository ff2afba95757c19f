# exercise: ex_mha_forward
# mistake: The learner applied the output projection by hand as z @ out_proj.weight, without transposing the weight and without its bias; nn.Linear computes z @ W.T + b, so call mha.out_proj(z).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    heads = mha.num_heads
    hd = mha.head_dim
    q = mha.W_query(x).view(b, n, heads, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, heads, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, heads, hd).transpose(1, 2)
    omega = q @ k.transpose(2, 3)
    omega = omega.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    alpha = torch.softmax(omega / hd ** 0.5, dim=-1)
    alpha = mha.dropout(alpha)
    z = (alpha @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    W_o = mha.out_proj.weight
    y = z @ W_o
    return y
