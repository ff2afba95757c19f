# exercise: ex_mha_forward
# mistake: Called F.scaled_dot_product_attention on the (b, n, d_out) projections before splitting into heads, which is single-head attention scaled by √d_out; split into (b, h, n, hd) first, then merge. [cond: num_heads > 1]
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q, k, v = mha.W_query(x), mha.W_key(x), mha.W_value(x)  # (b, n, d_out)
    context = F.scaled_dot_product_attention(
        q, k, v, dropout_p=mha.dropout.p if mha.training else 0.0, is_causal=True
    )
    return mha.out_proj(context)
