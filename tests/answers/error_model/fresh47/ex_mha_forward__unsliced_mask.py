# exercise: ex_mha_forward
# mistake: The learner fills with the whole context_length x context_length mask instead of mask[:n, :n], which fails to broadcast when the context length exceeds the number of tokens. [cond: context_length != n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool(), float("-inf"))
    attn = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    attn = mha.dropout(attn)
    ctx = (attn @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
