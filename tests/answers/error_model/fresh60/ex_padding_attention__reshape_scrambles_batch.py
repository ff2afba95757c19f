# exercise: ex_padding_attention
# mistake: The learner built the mask as (n, b) by comparing positions[:, None] with lengths[None, :] and then reshaped it with .reshape(b, n), which reorders the entries instead of transposing; it needs .T (or build it as (b, n) directly). [cond: only when b > 1 and the lengths differ]
import torch


def compare(lengths: torch.Tensor, n: int) -> torch.Tensor:
    """pos >= length for every (position, sequence)."""
    pos = torch.arange(n, device=lengths.device)
    return pos[:, None] >= lengths[None, :]


def to_batch_first(m: torch.Tensor, b: int, n: int) -> torch.Tensor:
    """Make the mask (b, n)."""
    return m.reshape(b, n)


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = to_batch_first(compare(lengths, n), b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
