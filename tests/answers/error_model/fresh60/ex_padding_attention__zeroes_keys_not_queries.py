# exercise: ex_padding_attention
# mistake: The clean-up step zeroes the padded keys' columns again ([:, None, None, :]) instead of the padded queries' rows ([:, None, :, None]), so padded queries still attend to the real keys; their rows must be all 0. [cond: only when some sequence has 0 < length < n]
import torch


def pad_mask(lengths: torch.Tensor, n: int) -> torch.Tensor:
    """True where position >= length."""
    return torch.arange(n, device=lengths.device).unsqueeze(0) >= lengths.unsqueeze(1)


def key_view(pad: torch.Tensor) -> torch.Tensor:
    """(b, 1, 1, n): broadcast over heads and queries."""
    return pad[:, None, None, :]


def zero_padded(w: torch.Tensor, pad: torch.Tensor) -> torch.Tensor:
    """Zero out the padding, and any NaN."""
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(key_view(pad), 0.0)


def ex_padding_attention(scores, lengths):
    pad = pad_mask(lengths, scores.size(-1))
    w = torch.softmax(scores.masked_fill(key_view(pad), float("-inf")), dim=-1)
    return zero_padded(w, pad)
