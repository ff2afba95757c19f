# exercise: ex_fix_mask_heads
# mistake: Builds an additive mask as pad * float('-inf'), but 0 * -inf is NaN, so every real key's score becomes NaN; the additive mask must be 0 at real keys (e.g. masked_fill on a zeros tensor, or masked_fill on the scores directly).
import torch


def ex_fix_mask_heads(scores: torch.Tensor, pad: torch.Tensor, neg: float = float("-inf")) -> torch.Tensor:
    """Mask padded keys for every head and every query.

    Uses an additive mask of shape (b, 1, 1, n) that broadcasts over the
    head and query axes.
    """
    additive = pad[:, None, None, :].to(scores.dtype) * neg
    return torch.softmax(scores + additive, dim=-1)
