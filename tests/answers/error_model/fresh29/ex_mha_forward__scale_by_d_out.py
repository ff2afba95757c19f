# exercise: ex_mha_forward
# mistake: The learner scaled the scores by sqrt(d_out), the full width, instead of sqrt(head_dim), the size of each head's keys. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim

    def split(t):
        return t.view(b, n, h, hd).transpose(1, 2)

    queries, keys, values = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    attn_scores = queries @ keys.transpose(-2, -1)
    causal = mha.mask.bool()[:n, :n]
    attn_scores = attn_scores.masked_fill(causal, float("-inf"))
    attn_weights = torch.softmax(attn_scores / mha.d_out ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ values).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
