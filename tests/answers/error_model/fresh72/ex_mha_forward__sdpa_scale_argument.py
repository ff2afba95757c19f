# exercise: ex_mha_forward
# mistake: Calls scaled_dot_product_attention with scale=sqrt(head_dim), but its scale argument is the factor the scores are multiplied by, so it should be 1/sqrt(head_dim) (or left at its default). [cond: head_dim > 1]
import math
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x: torch.Tensor, use_fused: bool = True) -> torch.Tensor:
    """Efficient multi-head attention forward.

    Uses PyTorch's fused ``scaled_dot_product_attention`` kernel
    (FlashAttention / memory-efficient attention when available).

    Args:
        mha: the MultiHeadAttention module (layers and sizes only).
        x: (b, n, d_in) input tokens.
        use_fused: kept for API compatibility; the fused path is always used.
    """
    b, n, _ = x.shape

    def to_heads(t: torch.Tensor) -> torch.Tensor:
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    q = to_heads(mha.W_query(x))
    k = to_heads(mha.W_key(x))
    v = to_heads(mha.W_value(x))
    p = mha.dropout.p if mha.training else 0.0
    ctx = F.scaled_dot_product_attention(q, k, v, dropout_p=p, is_causal=True,
                                         scale=math.sqrt(mha.head_dim))
    ctx = ctx.transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
