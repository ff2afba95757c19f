# exercise: ex_mha_forward
# mistake: The learner applies the whole context_length x context_length mask buffer without slicing it to [:n, :n], so masked_fill raises when there are fewer tokens than the context length. [cond: n < context_length]
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.transpose(-2, -1) / math.sqrt(hd)
    s = s.masked_fill(mha.mask.bool(), float("-inf"))  # causal
    w = mha.dropout(torch.softmax(s, dim=-1))
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
