# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1) instead of transpose(1, 2), so the merged features are ordered feature-major (hd, h) and head i no longer occupies features [i*hd, (i+1)*hd). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x: torch.Tensor, num_heads: int, context: torch.Tensor):
    """Split the feature axis into heads and merge per-head contexts back.

    Args:
        x: (b, n, d) tensor, d divisible by ``num_heads``.
        num_heads: number of attention heads.
        context: (b, num_heads, n, hd) per-head context vectors.

    Returns:
        heads: (b, num_heads, n, hd)
        merged: (b, n, num_heads * hd)
    """
    b, n, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d must be a multiple of num_heads")
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
