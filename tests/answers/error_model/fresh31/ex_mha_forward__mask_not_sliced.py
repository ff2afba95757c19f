# exercise: ex_mha_forward
# mistake: The learner used the whole context_length x context_length mask buffer without slicing it to [:n, :n], so masking fails when the context length exceeds the number of tokens. [cond: context_length > n]

import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool(), -torch.inf)
    w = torch.softmax(scores / math.sqrt(hd), dim=-1)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
