# exercise: ex_causal_weights
# mistake: The mask is cached in a class attribute the first time and reused for every later call, so a call with a different n (or device) uses the wrong-sized mask and fails; the mask must be built for each call's n and device. [cond: only after an earlier call with a different n]
import torch


class CausalMask:
    _future = None

    @classmethod
    def get(cls, n, device):
        if cls._future is None:
            cls._future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=device), diagonal=1)
        return cls._future


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = CausalMask.get(n, scores.device)
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
