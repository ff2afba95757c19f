# exercise: ex_mha_forward
# mistake: The learner scales the scores by sqrt(x.shape[-1]), the input size d_in (the "depth" of the TF tutorial taken from the input), instead of sqrt(head_dim). [cond: d_in != head_dim]
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    depth = x.shape[-1]
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = split(mha.W_query(x))
    k = split(mha.W_key(x))
    v = split(mha.W_value(x))
    logits = torch.matmul(q, k.transpose(-2, -1)) / math.sqrt(depth)
    logits = logits.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(logits, dim=-1))
    out = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
