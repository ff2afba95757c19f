# exercise: ex_mha_forward
# mistake: Returned the concatenated heads without applying out_proj (W^O); the output is out_proj(concat).
import math
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    scores = q @ k.transpose(2, 3) / math.sqrt(mha.head_dim)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(scores, dim=-1))
    heads = [(w @ v)[:, i] for i in range(mha.num_heads)]   # head_1 ... head_h
    return torch.cat(heads, dim=-1)   # Concat(head_1, ..., head_h)
