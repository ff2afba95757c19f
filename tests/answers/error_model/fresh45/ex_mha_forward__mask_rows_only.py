# exercise: ex_mha_forward
# mistake: Slices the mask buffer as mha.mask.bool()[:n], only the rows, leaving all context_length columns, so it cannot be applied to the (n, n) scores when the context length exceeds n; it must be cut on both axes, [:n, :n]. [cond: only when context_length != n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    att = q @ k.transpose(2, 3)
    causal = mha.mask.bool()[:n]      # first n query positions
    att = att.masked_fill(causal, float('-inf'))
    att = torch.softmax(att / (mha.head_dim ** 0.5), dim=-1)
    att = mha.dropout(att)
    y = (att @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(y)
