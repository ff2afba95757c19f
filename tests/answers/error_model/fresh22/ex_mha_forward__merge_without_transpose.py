# exercise: ex_mha_forward
# mistake: Merged the heads with (w @ v).reshape(b, n, d_out) without first transposing (b, h, n, hd) to (b, n, h, hd), mixing tokens and heads. [cond: num_heads > 1 and n > 1]
import math
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    scores = torch.matmul(q, k.transpose(2, 3))
    scores.masked_fill_(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(scores / math.sqrt(mha.head_dim), dim=-1)
    w = mha.dropout(w)
    context = (w @ v).reshape(b, n, mha.d_out)   # concat heads
    return mha.out_proj(context)
