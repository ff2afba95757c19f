# exercise: ex_mha_forward
# mistake: The learner built the boolean mask as mask[:n, :n] == 0, which marks the allowed positions (past and diagonal) instead of the future; the future is where the buffer is 1 (mask.bool()).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    block = mha.mask[:n, :n] == 0
    scores = (q @ k.transpose(2, 3)).masked_fill(block, float('-inf'))
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    ctx = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
