# exercise: ex_mha_forward
# mistake: The learner slices only the rows of the mask buffer, mha.mask.bool()[:n], leaving all context_length columns, which fails when the context length exceeds n; slice both axes, [:n, :n]. [cond: only when context_length != n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    future = mha.mask.bool()[:n]
    att = (q @ k.transpose(2, 3)).masked_fill(future, float("-inf"))
    att = torch.softmax(att / hd ** 0.5, dim=-1)
    att = mha.dropout(att)
    out = (att @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
