# exercise: ex_mha_forward
# mistake: The scaling helper reads the size from the keys before they are split into heads, so the scores are divided by sqrt(d_out) instead of sqrt(head_dim). [cond: only when num_heads > 1]
import torch


def project(mha, x: torch.Tensor):
    """Queries, keys and values, each (b, n, d_out)."""
    return mha.W_query(x), mha.W_key(x), mha.W_value(x)


def split_heads(t: torch.Tensor, num_heads: int) -> torch.Tensor:
    """(b, n, d_out) -> (b, h, n, hd)"""
    b, n, d = t.shape
    return t.view(b, n, num_heads, d // num_heads).transpose(1, 2)


def scale(scores: torch.Tensor, keys: torch.Tensor) -> torch.Tensor:
    """Divide by sqrt of the key size."""
    return scores / keys.shape[-1] ** 0.5


def causal(scores: torch.Tensor, mask: torch.Tensor, n: int) -> torch.Tensor:
    """-inf on the future keys."""
    return scores.masked_fill(mask.bool()[:n, :n], float("-inf"))


def merge_heads(t: torch.Tensor) -> torch.Tensor:
    """(b, h, n, hd) -> (b, n, h*hd)"""
    b, h, n, hd = t.shape
    return t.transpose(1, 2).contiguous().view(b, n, h * hd)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q_full, k_full, v_full = project(mha, x)
    q, k, v = (split_heads(t, mha.num_heads) for t in (q_full, k_full, v_full))
    scores = scale(q @ k.transpose(2, 3), k_full)
    weights = torch.softmax(causal(scores, mha.mask, n), dim=-1)
    weights = mha.dropout(weights)
    return mha.out_proj(merge_heads(weights @ v))
