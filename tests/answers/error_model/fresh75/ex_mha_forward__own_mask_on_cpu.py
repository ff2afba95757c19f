# exercise: ex_mha_forward
# mistake: Builds its own causal mask with torch.triu(torch.ones(n, n)) without device=x.device, so on a GPU masked_fill gets a CPU mask and fails; create it on x's device (or use mha.mask). [cond: only on a GPU]

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, H, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, H, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, H, hd).transpose(1, 2)
    causal = torch.triu(torch.ones(n, n), diagonal=1).bool()
    att = (q @ k.transpose(2, 3)).masked_fill(causal, float('-inf'))
    att = torch.softmax(att / hd ** 0.5, dim=-1)
    att = mha.dropout(att)
    y = (att @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(y)
