# exercise: ex_mha_forward
# mistake: The learner passes mha.mask.bool()[:n, :n] (True = future) as attn_mask to F.scaled_dot_product_attention, whose boolean mask means True = may attend, so queries attend only to the future (last row all NaN); it needs ~mask or is_causal=True.
import torch
import torch.nn.functional as F

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = split(mha.W_query(x))
    k = split(mha.W_key(x))
    v = split(mha.W_value(x))
    causal = mha.mask.bool()[:n, :n]
    ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=causal, dropout_p=0.0)
    ctx = ctx.transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
