# exercise: ex_mha_forward
# mistake: The learner transposes the keys right after splitting and then scales by kT.shape[-1] ** 0.5, which is now sqrt(n) (tokens), not sqrt(head_dim). [cond: only when n != head_dim]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = split(mha.W_query(x))
    kT = split(mha.W_key(x)).transpose(2, 3)      # (b, h, hd, n)
    v = split(mha.W_value(x))
    scores = q @ kT
    scores = scores / kT.shape[-1] ** 0.5
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    attn = mha.dropout(torch.softmax(scores, dim=-1))
    out = (attn @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
