# exercise: ex_fix_mask_heads
# mistake: The learner fixed the shape but zeroes the padded keys after the softmax, so the remaining weights no longer sum to 1; the padded scores must be set to -inf before the softmax.
import torch


def softmax_keys(scores: torch.Tensor) -> torch.Tensor:
    """Weights over the keys."""
    return torch.softmax(scores, dim=-1)


def drop_padding(w: torch.Tensor, pad: torch.Tensor) -> torch.Tensor:
    """No weight on padded keys."""
    return w.masked_fill(pad[:, None, None, :], 0.0)


def ex_fix_mask_heads(scores, pad):
    return drop_padding(softmax_keys(scores), pad)
