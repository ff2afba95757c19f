# exercise: ex_mha_forward
# mistake: The learner used GPT-2's keep-mask formula w·b − 1e4·(1 − b) with mha.mask, but mha.mask is 1 on the future (not 1 on allowed keys like GPT-2's bias), so the past and diagonal are masked and the future kept; fill the positions where mask is 1 with -inf.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    w = q @ k.transpose(-1, -2)
    w = w / (float(v.size(-1)) ** 0.5)
    bias = mha.mask[:n, :n]
    w = w * bias - 1e4 * (1 - bias)
    w = torch.softmax(w, dim=-1)
    w = mha.dropout(w)
    a = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(a)
