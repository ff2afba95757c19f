# exercise: ex_mha_forward
# mistake: Split the keys with GPT-2's old _split_heads(k=True), already (b, h, hd, n), and then transposed them again, so q @ k.transpose(-1, -2) multiplies (n, hd) by (n, hd), which fails (or gives Q·K instead of Q·Kᵀ when n = head_dim); transpose the keys once.
import math

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape

    def _split_heads(t, k=False):
        t = t.view(b, n, mha.num_heads, mha.head_dim)
        if k:
            return t.permute(0, 2, 3, 1)  # (b, h, hd, n)
        return t.permute(0, 2, 1, 3)      # (b, h, n, hd)

    query = _split_heads(mha.W_query(x))
    key = _split_heads(mha.W_key(x), k=True)
    value = _split_heads(mha.W_value(x))

    w = torch.matmul(query, key.transpose(-1, -2)) / math.sqrt(mha.head_dim)
    w = w.masked_fill(mha.mask[:n, :n].bool(), float("-inf"))
    w = mha.dropout(torch.softmax(w, dim=-1))
    a = torch.matmul(w, value).permute(0, 2, 1, 3).reshape(b, n, mha.d_out)
    return mha.out_proj(a)
