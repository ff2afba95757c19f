# exercise: ex_padding_attention
# mistake: The PaddingMask dataclass builds its positions with torch.arange(n) on the CPU, so comparing them with lengths on a GPU raises a device error; create them with device=scores.device. [cond: inputs on a GPU]
from dataclasses import dataclass
from functools import cached_property

import torch


@dataclass
class PaddingMask:
    lengths: torch.Tensor
    n: int

    @cached_property
    def real(self) -> torch.Tensor:  # (b, n), True for real tokens
        return torch.arange(self.n)[None, :] < self.lengths[:, None]

    @property
    def keys(self):
        return self.real[:, None, None, :]

    @property
    def queries(self):
        return self.real[:, None, :, None]


def ex_padding_attention(scores, lengths):
    m = PaddingMask(lengths, scores.shape[-1])
    neg = torch.finfo(scores.dtype).min
    w = torch.softmax(scores.masked_fill(~m.keys, neg), dim=-1)
    return w.masked_fill(~m.queries, 0.0)
