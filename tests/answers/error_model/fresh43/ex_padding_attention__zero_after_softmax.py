# exercise: ex_padding_attention
# mistake: Takes the softmax over all keys first and zeroes the padded keys and queries afterwards, without renormalising, so the real queries' rows no longer sum to 1; padded keys must be set to -inf before the softmax. [cond: only when some length is below n]
import torch
from dataclasses import dataclass


@dataclass
class PadMask:
    keys: torch.Tensor     # (b, 1, 1, n)
    queries: torch.Tensor  # (b, 1, n, 1)

    @classmethod
    def from_lengths(cls, lengths: torch.Tensor, n: int) -> "PadMask":
        pad = torch.arange(n, device=lengths.device).expand(len(lengths), n) >= lengths[:, None]
        return cls(keys=pad[:, None, None, :], queries=pad[:, None, :, None])


def ex_padding_attention(scores: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
    m = PadMask.from_lengths(lengths.to(scores.device), scores.shape[-1])
    w = torch.softmax(scores, dim=-1)
    w = w.masked_fill(m.keys, 0.0).masked_fill(m.queries, 0.0)
    return w
