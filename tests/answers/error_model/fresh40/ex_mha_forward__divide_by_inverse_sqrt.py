# exercise: ex_mha_forward
# mistake: Divided the scores by head_dim ** -0.5, which multiplies them by √head_dim; they must be divided by head_dim ** 0.5 (or multiplied by head_dim ** -0.5). [cond: head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    scale = mha.head_dim ** -0.5      # 1/sqrt(d_k)

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    queries = split(mha.W_query(x))
    keys = split(mha.W_key(x))
    values = split(mha.W_value(x))
    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores.masked_fill_(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / scale, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
