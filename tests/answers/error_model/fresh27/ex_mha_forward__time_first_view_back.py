# exercise: ex_mha_forward
# mistake: Worked time-first on x.transpose(0, 1) = (n, b, d_in) and at the end turned the (n, b, d_out) output into (b, n, d_out) with .view, which reinterprets memory and mixes tokens of different sequences; going back needs .transpose(0, 1). [cond: b > 1]
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    xt = x.transpose(0, 1)  # (T, B, C), the layout my seq2seq code uses
    T, B, _ = xt.shape
    H, D = mha.num_heads, mha.head_dim

    def heads(t):  # (T, B, H*D) -> (B, H, T, D)
        return t.reshape(T, B, H, D).permute(1, 2, 0, 3)

    q, k, v = heads(mha.W_query(xt)), heads(mha.W_key(xt)), heads(mha.W_value(xt))
    scores = q @ k.transpose(-2, -1) / math.sqrt(D)
    scores = scores.masked_fill(mha.mask.bool()[:T, :T], float("-inf"))
    attn = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = (attn @ v).permute(2, 0, 1, 3).reshape(T, B, H * D)  # back to (T, B, C)
    out = mha.out_proj(ctx)
    return out.view(b, n, mha.d_out)
