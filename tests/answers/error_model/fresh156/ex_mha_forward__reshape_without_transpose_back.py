# exercise: ex_mha_forward
# mistake: After weights @ values (b, h, n, hd) the learner reshapes straight to (b, n, d_out) without transposing the heads and tokens back (a dropped perm from tf.transpose), mixing tokens and heads; transpose(1, 2) first. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    queries = mha.W_query(x).reshape(b, n, H, D).permute(0, 2, 1, 3)
    keys = mha.W_key(x).reshape(b, n, H, D).permute(0, 2, 1, 3)
    values = mha.W_value(x).reshape(b, n, H, D).permute(0, 2, 1, 3)
    attn_scores = queries @ keys.permute(0, 1, 3, 2)
    attn_scores = attn_scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / D ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ values).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
