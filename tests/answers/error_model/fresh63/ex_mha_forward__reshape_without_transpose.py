# exercise: ex_mha_forward
# mistake: Flattens the projections straight to (b·h, n, hd) with reshape for a K.batch_dot/bmm, without first viewing (b, n, h, hd) and transposing, so every 'head' mixes features of different tokens; it must view then transpose(1, 2). [cond: num_heads > 1]
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).reshape(b * H, n, hd)
    k = mha.W_key(x).reshape(b * H, n, hd)
    v = mha.W_value(x).reshape(b * H, n, hd)
    scores = torch.bmm(q, k.transpose(1, 2)) / (hd ** 0.5)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = torch.bmm(w, v).view(b, H, n, hd).transpose(1, 2).reshape(b, n, H * hd)
    return mha.out_proj(ctx)
