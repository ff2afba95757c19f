# exercise: ex_mha_forward
# mistake: Reshaped the (b, h, n, hd) context straight to (b, n, d_out) without first transposing to (b, n, h, hd), which mixes tokens and heads in the output. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q, k, v = (t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
               for t in map(lambda f: f(x), (mha.W_query, mha.W_key, mha.W_value)))
    s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s / mha.head_dim ** 0.5, dim=-1))
    return mha.out_proj((w @ v).reshape(b, n, mha.d_out))
