# exercise: ex_mha_forward
# mistake: Passes the buffer's True-above-the-diagonal mask as attn_mask to F.scaled_dot_product_attention, where True means "may attend", so queries see only future keys and the last row is fully masked (NaN); pass is_causal=True or the inverted mask ~mask.
import torch
import torch.nn.functional as F


def ex_mha_forward(mha: torch.nn.Module, x: torch.Tensor) -> torch.Tensor:
    """Forward pass of the efficient MultiHeadAttention using PyTorch's fused SDPA kernel.

    Args:
        mha: module with W_query, W_key, W_value, out_proj, dropout, mask, num_heads, head_dim, d_out.
        x: (b, n, d_in) input.
    Returns:
        (b, n, d_out) context vectors.
    """
    b, n, _ = x.shape

    def to_heads(t: torch.Tensor) -> torch.Tensor:
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    q, k, v = (to_heads(layer(x)) for layer in (mha.W_query, mha.W_key, mha.W_value))
    attn_mask = mha.mask[:n, :n].bool()  # causal mask from the module's buffer
    ctx = F.scaled_dot_product_attention(
        q, k, v, attn_mask=attn_mask, dropout_p=mha.dropout.p if mha.training else 0.0
    )
    ctx = ctx.transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
