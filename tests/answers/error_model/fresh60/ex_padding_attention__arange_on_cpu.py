# exercise: ex_padding_attention
# mistake: The learner created the positions with torch.arange(n) on the CPU and compared them with lengths, which fails when lengths lives on a GPU; create it with device=scores.device. [cond: only on a GPU]
import torch


def positions(n: int) -> torch.Tensor:
    """Token positions 0..n-1."""
    return torch.arange(n)


def padding(lengths: torch.Tensor, n: int) -> torch.Tensor:
    """(b, n): True on padding."""
    return positions(n)[None, :] >= lengths[:, None]


def ex_padding_attention(scores, lengths):
    pad = padding(lengths, scores.shape[-1])
    keys = pad[:, None, None, :]
    queries = pad[:, None, :, None]
    w = torch.softmax(scores.masked_fill(keys, float("-inf")), dim=-1)
    w = w.nan_to_num(0.0)
    return w.masked_fill(queries, 0.0)
