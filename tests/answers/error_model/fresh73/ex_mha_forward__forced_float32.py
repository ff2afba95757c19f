# exercise: ex_mha_forward
# mistake: Did the softmax in float64 and cast the weights back with a hard-coded .float(), so a float64 module and input fail at weights @ values (float32 against float64); it should cast back to the input's dtype. [cond: only for float64 (or other non-float32) modules and inputs]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = (q @ k.transpose(2, 3)) / mha.head_dim ** 0.5
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    weights = torch.softmax(scores.double(), dim=-1).float()   # softmax in double precision
    weights = mha.dropout(weights)
    out = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
