# exercise: ex_mha_forward
# mistake: The mask helper slices only the rows of the buffer (mask[:n]), leaving all context_length columns, so masked_fill fails when the context length exceeds the number of tokens; slice both axes, mask[:n, :n]. [cond: only when context_length > n]
import torch


def split_heads(t: torch.Tensor, h: int, hd: int) -> torch.Tensor:
    """(b, n, h*hd) -> (b, h, n, hd)"""
    b, n, _ = t.shape
    return t.view(b, n, h, hd).transpose(1, 2)


def future(mha, n: int) -> torch.Tensor:
    """Boolean mask of the future keys for n tokens."""
    return mha.mask.bool()[:n]


def normalize(scores: torch.Tensor, hd: int) -> torch.Tensor:
    """Scaled softmax over the keys."""
    return torch.softmax(scores / hd ** 0.5, dim=-1)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = split_heads(mha.W_query(x), mha.num_heads, mha.head_dim)
    k = split_heads(mha.W_key(x), mha.num_heads, mha.head_dim)
    v = split_heads(mha.W_value(x), mha.num_heads, mha.head_dim)
    scores = (q @ k.transpose(-2, -1)).masked_fill(future(mha, n), float("-inf"))
    w = mha.dropout(normalize(scores, mha.head_dim))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
