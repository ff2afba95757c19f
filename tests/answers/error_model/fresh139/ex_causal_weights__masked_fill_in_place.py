# exercise: ex_causal_weights
# mistake: Uses masked_fill_ on the caller's scores, so the input tensor is overwritten with -inf above the diagonal; it should use the out-of-place masked_fill.
import torch

class CausalMasker:
    def __init__(self, fill=float("-inf")):
        self.fill = fill
        self._cache = {}

    def mask(self, n, device):
        key = (n, str(device))
        if key not in self._cache:
            self._cache[key] = torch.triu(torch.ones(n, n, dtype=torch.bool, device=device), 1)
        return self._cache[key]

    def __call__(self, scores):
        scores.masked_fill_(self.mask(scores.shape[-1], scores.device), self.fill)
        return torch.softmax(scores, dim=-1)

_MASKER = CausalMasker()

def ex_causal_weights(scores):
    return _MASKER(scores)
