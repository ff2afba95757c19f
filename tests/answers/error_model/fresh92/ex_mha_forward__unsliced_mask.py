# exercise: ex_mha_forward
# mistake: Used the whole context_length x context_length mask buffer without slicing it to [:n, :n], which fails whenever the context length exceeds the number of tokens. [cond: context_length != n]
import torch
import torch.nn.functional as F

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    scores = torch.einsum('bhqd,bhkd->bhqk', q, k)
    scores = scores.masked_fill(mha.mask.bool(), float('-inf'))
    attn = mha.dropout(F.softmax(scores / hd ** 0.5, dim=-1))
    out = torch.einsum('bhqk,bhkd->bqhd', attn, v).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
