# exercise: ex_mha_forward
# mistake: Merges the heads with reshape(b, n, d_out) straight from (b, h, n, hd) without transposing back to (b, n, h, hd) first, mixing tokens and heads. [cond: num_heads > 1 and n > 1]
import torch


def ex_mha_forward(mha, x: torch.Tensor) -> torch.Tensor:
    """Causal multi-head self-attention forward pass (batched heads)."""
    b, n, _ = x.shape
    shape = (b, n, mha.num_heads, mha.head_dim)
    queries = mha.W_query(x).view(shape).transpose(1, 2)
    keys = mha.W_key(x).view(shape).transpose(1, 2)
    values = mha.W_value(x).view(shape).transpose(1, 2)

    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores.masked_fill_(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / mha.head_dim ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)

    context_vec = attn_weights @ values           # (b, h, n, hd)
    context_vec = context_vec.reshape(b, n, mha.d_out)
    return mha.out_proj(context_vec)
