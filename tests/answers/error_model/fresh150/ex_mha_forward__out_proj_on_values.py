# exercise: ex_mha_forward
# mistake: The learner applied out_proj to the values before splitting them into heads instead of to the merged context vectors; out_proj mixes the features of all heads and must come last.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    v = mha.out_proj(mha.W_value(x)).view(b, n, nh, hd).transpose(1, 2)
    s = (q @ k.transpose(2, 3)) / hd ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    a = mha.dropout(torch.softmax(s, dim=-1))
    return (a @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
