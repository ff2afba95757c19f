# exercise: ex_mha_forward
# mistake: Passed the book's mask buffer (True above the diagonal = forbidden) as attn_mask to F.scaled_dot_product_attention, where a boolean True means “may attend”, so every query attends only to later tokens (the last row to nothing); pass ~mask or use is_causal=True.
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape

    def heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    causal = mha.mask.bool()[:n, :n]
    # SDPA does the 1/sqrt(head_dim) scaling itself
    ctx = F.scaled_dot_product_attention(
        q, k, v, attn_mask=causal, dropout_p=mha.dropout.p if mha.training else 0.0
    )
    ctx = ctx.transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
