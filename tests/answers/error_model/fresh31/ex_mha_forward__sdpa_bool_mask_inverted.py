# exercise: ex_mha_forward
# mistake: The learner passed the buffer (True above the diagonal = forbidden) as attn_mask to F.scaled_dot_product_attention, whose boolean mask means True = may attend; the mask must be inverted (~mask).

import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    causal = mha.mask.bool()[:n, :n]
    ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=causal, dropout_p=mha.dropout.p if mha.training else 0.0)
    return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out))
