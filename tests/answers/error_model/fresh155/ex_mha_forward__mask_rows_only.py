# exercise: ex_mha_forward
# mistake: Slices the mask buffer only along the rows (mask[:n]), leaving all context_length columns, so it does not broadcast against the (n, n) scores when the context length exceeds n; it must be mask[:n, :n]. [cond: context_length > n]
import torch


def causal(scores, mask, fill=float('-inf')):
    n = scores.shape[-2]
    return scores.masked_fill(mask.bool()[:n], fill)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = causal(q @ k.transpose(2, 3), mha.mask)
    w = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
