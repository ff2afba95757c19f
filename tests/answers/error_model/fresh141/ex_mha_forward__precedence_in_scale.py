# exercise: ex_mha_forward
# mistake: The learner wrote the scale as d_out / num_heads ** 0.5, which by operator precedence is d_out / sqrt(num_heads), not sqrt(d_out / num_heads); scores must be divided by sqrt(head_dim). [cond: wrong unless d_out / sqrt(h) equals sqrt(d_out / h)]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, -1).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, -1).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, -1).transpose(1, 2)
    scale = mha.d_out / mha.num_heads ** 0.5
    logits = (q @ k.transpose(2, 3)) / scale
    logits = logits.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    P = mha.dropout(torch.softmax(logits, dim=-1))
    z = (P @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(z)
