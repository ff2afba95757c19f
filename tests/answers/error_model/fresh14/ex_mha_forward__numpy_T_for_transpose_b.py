# exercise: ex_mha_forward
# mistake: Writes tf.matmul(q, k, transpose_b=True) as `queries @ keys.T`; on the 4-D keys `.T` reverses all axes to (head_dim, n, h, b) and the matmul fails on shapes (or broadcasts wrongly). Right: `keys.transpose(2, 3)`.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = split(mha.W_query(x))
    keys = split(mha.W_key(x))
    values = split(mha.W_value(x))
    # tf.matmul(q, k, transpose_b=True)
    attn_scores = queries @ keys.T
    attn_scores = attn_scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = mha.dropout(torch.softmax(attn_scores / mha.head_dim ** 0.5, dim=-1))
    context = (attn_weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
