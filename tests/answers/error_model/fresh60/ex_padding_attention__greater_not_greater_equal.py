# exercise: ex_padding_attention
# mistake: The learner's padding mask uses position > length instead of position >= length, so the first padded position of every sequence is treated as real (attended to, and its query row kept); padding starts at index length. [cond: only when some sequence is shorter than n]
import torch


def padding_mask(lengths: torch.Tensor, n: int) -> torch.Tensor:
    """(b, n) boolean, True at padded positions."""
    pos = torch.arange(n, device=lengths.device)
    return pos[None, :] > lengths[:, None]


def mask_keys(scores: torch.Tensor, pad: torch.Tensor) -> torch.Tensor:
    """-inf on padded keys for every head and query."""
    return scores.masked_fill(pad[:, None, None, :], float("-inf"))


def clean_rows(w: torch.Tensor, pad: torch.Tensor) -> torch.Tensor:
    """NaN rows -> 0, padded queries -> 0."""
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)


def ex_padding_attention(scores, lengths):
    pad = padding_mask(lengths, scores.shape[-1])
    return clean_rows(torch.softmax(mask_keys(scores, pad), dim=-1), pad)
