# exercise: ex_mha_forward
# mistake: Reshaped the projections with .view(n, num_heads, head_dim) and added the batch axis back at the end, which only works for a batch of 1; keep b: .view(b, n, num_heads, head_dim).transpose(1, 2). [cond: batch size b > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    # (n, d_out) -> (h, n, hd)
    q = mha.W_query(x).view(n, h, hd).transpose(0, 1)
    k = mha.W_key(x).view(n, h, hd).transpose(0, 1)
    v = mha.W_value(x).view(n, h, hd).transpose(0, 1)
    scores = (q @ k.transpose(1, 2)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(scores / hd ** 0.5, dim=-1))
    ctx = (w @ v).transpose(0, 1).reshape(n, mha.d_out)
    return mha.out_proj(ctx).unsqueeze(0)
