# exercise: ex_mha_forward
# mistake: Passes the book's mask (True = forbidden) as attn_mask to F.scaled_dot_product_attention, whose boolean masks mean True = allowed, so each query attends only to later keys; invert the mask (~mask) or use is_causal=True.
import torch
import torch.nn.functional as F

BACKENDS = {"sdpa", "manual"}

def ex_mha_forward(mha, x, backend="sdpa"):
    assert backend in BACKENDS
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    mask = mha.mask.bool()[:n, :n]
    ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=mha.dropout.p if mha.training else 0.0)
    ctx = ctx.transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
