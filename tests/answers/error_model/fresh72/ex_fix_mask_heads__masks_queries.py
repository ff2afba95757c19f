# exercise: ex_fix_mask_heads
# mistake: Reshapes the mask to pad[:, None, :, None], which masks the padded queries (whole rows, which become NaN) instead of the padded keys (columns, pad[:, None, None, :]).
import torch


def ex_fix_mask_heads(scores: torch.Tensor, pad: torch.Tensor) -> torch.Tensor:
    """Softmax weights with padding masked out.

    Args:
        scores: (b, h, n, n) attention scores.
        pad: (b, n) boolean tensor, True at padded positions.

    Returns:
        (b, h, n, n) attention weights.
    """
    if pad.dtype != torch.bool:
        pad = pad.bool()
    mask = pad[:, None, :, None]  # (b, 1, n, 1): broadcast over heads
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
