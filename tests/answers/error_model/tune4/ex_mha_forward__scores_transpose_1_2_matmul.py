# exercise: ex_mha_forward
# mistake: torch.matmul(q, k.transpose(1, 2)) kept from the one-head class: on (b, h, n, hd) keys it swaps heads and tokens; the last two axes are (2, 3) (or -2, -1).
# mistake_zh: 沿用了单头类的 torch.matmul(q, k.transpose(1, 2))：对 (b, h, n, hd) 的 keys，它交换的是头和词元；最后两维是 (2, 3)（或 -2, -1）。
# keywords: transpose, (2, 3), heads, tokens
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    split = lambda t: t.reshape(b, n, h, hd).permute(0, 2, 1, 3)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = torch.matmul(q, k.transpose(1, 2)) / math.sqrt(hd)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = torch.matmul(w, v).permute(0, 2, 1, 3).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
