# exercise: ex_mha_forward
# mistake: The whole mask buffer (context_length x context_length) is used without slicing [:n, :n], which fails whenever the sequence is shorter than the context length. [cond: n != context_length]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = split(mha.W_query(x))
    k = split(mha.W_key(x))
    v = split(mha.W_value(x))
    attn_scores = q @ k.transpose(-2, -1)
    attn_scores.masked_fill_(mha.mask.bool(), float("-inf"))
    attn_weights = torch.softmax(attn_scores / mha.head_dim ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    ctx = (attn_weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
