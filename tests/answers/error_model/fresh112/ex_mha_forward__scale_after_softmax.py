# exercise: ex_mha_forward
# mistake: Divides by sqrt(head_dim) after the softmax (on the weights), so the rows sum to 1/sqrt(head_dim) and the softmax sees unscaled scores; the scores must be scaled before the softmax. [cond: only when head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries, keys, values = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores = attn_scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores, dim=-1) / mha.head_dim ** 0.5
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
