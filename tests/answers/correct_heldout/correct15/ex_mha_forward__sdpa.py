# exercise: ex_mha_forward
# style: F.scaled_dot_product_attention with is_causal=True (same as the buffer's triu(1) mask for n x n) and the dropout layer's p only in training.
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    p = mha.dropout.p if mha.training else 0.0
    ctx = F.scaled_dot_product_attention(q, k, v, dropout_p=p, is_causal=True)  # scale 1/sqrt(head_dim)
    return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out))
