# exercise: ex_split_merge
# mistake: The split helper takes (x, head_dim, num_heads) but is called as split_heads(x, num_heads, hd), so heads comes out as (b, hd, n, num_heads); the number of heads and the head size are swapped. [cond: only when num_heads != d // num_heads]
import torch


def split_heads(x: torch.Tensor, head_dim: int, num_heads: int) -> torch.Tensor:
    """(b, n, d) -> (b, num_heads, n, head_dim)"""
    b, n, _ = x.shape
    return x.view(b, n, num_heads, head_dim).transpose(1, 2)


def merge_heads(ctx: torch.Tensor) -> torch.Tensor:
    """(b, h, n, hd) -> (b, n, h*hd)"""
    b, h, n, hd = ctx.shape
    return ctx.transpose(1, 2).reshape(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    hd = x.shape[-1] // num_heads
    heads = split_heads(x, num_heads, hd)
    return heads, merge_heads(context)
