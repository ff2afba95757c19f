# exercise: ex_mha_forward
# mistake: The learner attended head by head with an apply-style helper and stacked the results with dim=-1, giving (b, n, hd, h), so the reshape interleaves the heads' features; the heads must be stacked on dim=-2 (b, n, h, hd) so head i fills features [i·hd, (i+1)·hd). [cond: only when num_heads > 1 and head_dim > 1]
import torch


def attend_one(q, k, v, mask):
    logit = q @ k.transpose(-2, -1) / k.shape[-1] ** 0.5
    logit = logit.masked_fill(mask, float('-inf'))
    return torch.softmax(logit, dim=-1) @ v


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    hd = mha.head_dim
    Q, K, V = mha.W_query(x), mha.W_key(x), mha.W_value(x)
    mask = mha.mask.bool()[:n, :n]
    cols = [slice(i * hd, (i + 1) * hd) for i in range(mha.num_heads)]
    per_head = [attend_one(Q[..., c], K[..., c], V[..., c], mask) for c in cols]   # each (b, n, hd)
    ctx = torch.stack(per_head, dim=-1).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
