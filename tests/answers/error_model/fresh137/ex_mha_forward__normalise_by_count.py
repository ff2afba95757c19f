# exercise: ex_mha_forward
# mistake: In a hand-written stable softmax the learner divided the masked exponentials by the number of visible keys (a masked mean) instead of by their sum.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    scores = (q @ k.transpose(2, 3)) / hd ** 0.5
    visible = ~mha.mask.bool()[:n, :n]
    scores = scores.masked_fill(~visible, float('-inf'))
    m = scores.amax(dim=-1, keepdim=True)
    e = torch.exp(scores - m) * visible
    count = visible.sum(dim=-1, keepdim=True).clamp_min(1).to(e.dtype)
    weights = mha.dropout(e / count)
    ctx = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
