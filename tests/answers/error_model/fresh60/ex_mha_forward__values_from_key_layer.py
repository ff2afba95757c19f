# exercise: ex_mha_forward
# mistake: The learner passed the key projection to the values helper (values = heads(W_key(x)) via a reused variable), so the weights average the keys; the values come from mha.W_value(x).
import torch


def heads(t: torch.Tensor, num_heads: int, head_dim: int) -> torch.Tensor:
    """Split the last axis into heads: (b, n, d_out) -> (b, h, n, hd)."""
    b, n, _ = t.shape
    return t.view(b, n, num_heads, head_dim).transpose(1, 2)


def scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    """q k^T per head."""
    return q @ k.transpose(2, 3)


def mask_future(s: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    n = s.shape[-1]
    return s.masked_fill(mask.bool()[:n, :n], float("-inf"))


def merge(t: torch.Tensor) -> torch.Tensor:
    """(b, h, n, hd) -> (b, n, d_out)"""
    b, h, n, hd = t.shape
    return t.transpose(1, 2).contiguous().view(b, n, h * hd)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    proj = mha.W_query(x)
    q = heads(proj, h, hd)
    proj = mha.W_key(x)
    k = heads(proj, h, hd)
    v = heads(proj, h, hd)
    w = torch.softmax(mask_future(scores(q, k), mha.mask) / hd ** 0.5, dim=-1)
    w = mha.dropout(w)
    return mha.out_proj(merge(w @ v))
