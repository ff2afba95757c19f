# exercise: ex_split_merge
# mistake: Splits with view(b, n, hd, num_heads).permute(0, 3, 1, 2), so head i takes every num_heads-th feature (i, i+h, ...) instead of the contiguous block [i*hd, (i+1)*hd). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x: torch.Tensor, num_heads: int, context: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged
