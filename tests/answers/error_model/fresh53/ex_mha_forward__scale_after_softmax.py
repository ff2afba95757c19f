# exercise: ex_mha_forward
# mistake: The learner divides by sqrt(head_dim) after the softmax, so the weights no longer sum to 1; the scores must be scaled before the softmax. [cond: only when head_dim != 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.transpose(-2, -1)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(s, dim=-1) / hd ** 0.5
    w = mha.dropout(w)
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
