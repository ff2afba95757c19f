# exercise: ex_causal_weights
# mistake: Cached the mask built on the first call in a module-level buffer and only slices it later, so a later call with more tokens than the first fails; build (or size) the mask for each call's n. [cond: a later call with larger n than the first call]
import torch
from torch import nn


class _CausalMask(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("mask", None, persistent=False)

    def forward(self, scores):
        n = scores.shape[-1]
        if self.mask is None:
            self.mask = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
        self.mask = self.mask.to(scores.device)
        return scores.masked_fill(self.mask[:n, :n], float("-inf")).softmax(dim=-1)


_causal = _CausalMask()


def ex_causal_weights(scores):
    return _causal(scores)
