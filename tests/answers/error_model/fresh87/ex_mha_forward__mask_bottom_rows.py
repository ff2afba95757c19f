# exercise: ex_mha_forward
# mistake: Thinking of the last n positions of a cache, the learner slices the mask as mask[-n:, :n] (its last rows), which are almost all 0 when context_length > n, so no causal masking happens; the mask for n tokens is mask[:n, :n]. [cond: context_length > n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.transpose(-2, -1)
    causal = mha.mask.bool()[-n:, :n]
    s = s.masked_fill(causal, float("-inf"))
    w = mha.dropout(torch.softmax(s / hd ** 0.5, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
