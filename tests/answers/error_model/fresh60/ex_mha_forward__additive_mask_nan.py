# exercise: ex_mha_forward
# mistake: The learner added the mask as scores + mask * (-inf); 0 * (-inf) is NaN, so every score (and the whole output) becomes NaN; the future must be filled with masked_fill(mask.bool(), -inf).
import torch


def split_heads(t: torch.Tensor, num_heads: int) -> torch.Tensor:
    """(b, n, d_out) -> (b, num_heads, n, head_dim)"""
    b, n, d = t.shape
    return t.view(b, n, num_heads, d // num_heads).transpose(1, 2)


def additive_mask(mask: torch.Tensor, n: int) -> torch.Tensor:
    """Turn the 0/1 buffer into a bias: 0 for allowed keys, -inf for future keys."""
    return mask[:n, :n] * float("-inf")


def attention_weights(q: torch.Tensor, k: torch.Tensor, bias: torch.Tensor, hd: int) -> torch.Tensor:
    """softmax((q k^T + bias) / sqrt(hd)) over the keys."""
    s = q @ k.transpose(-1, -2) + bias
    return torch.softmax(s / hd ** 0.5, dim=-1)


def merge_heads(t: torch.Tensor) -> torch.Tensor:
    b, h, n, hd = t.shape
    return t.transpose(1, 2).reshape(b, n, h * hd)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = split_heads(mha.W_query(x), mha.num_heads)
    k = split_heads(mha.W_key(x), mha.num_heads)
    v = split_heads(mha.W_value(x), mha.num_heads)
    w = mha.dropout(attention_weights(q, k, additive_mask(mha.mask, n), mha.head_dim))
    return mha.out_proj(merge_heads(w @ v))
