# exercise: ex_causal_weights
# mistake: The learner caches the causal masks per size in a dict but builds them without device=scores.device, so on a GPU masked_fill gets a CPU mask and fails; the mask must be created on scores.device. [cond: scores on a GPU]
import torch


class CausalMasker:
    def __init__(self):
        self._masks = {}

    def mask(self, n):
        if n not in self._masks:
            self._masks[n] = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
        return self._masks[n]

    def __call__(self, scores):
        n = scores.shape[-1]
        return torch.softmax(scores.masked_fill(self.mask(n), float("-inf")), dim=-1)


ex_causal_weights = CausalMasker()
