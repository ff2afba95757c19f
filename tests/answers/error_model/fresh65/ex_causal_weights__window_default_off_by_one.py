# exercise: ex_causal_weights
# mistake: The optional sliding window defaults to n - 1, and keys at distance >= window are masked, so the last query loses the first key (position (n-1, 0)); with no window asked for, only future keys may be masked (a full window is n, or no band mask at all).
import torch


def ex_causal_weights(scores, window=None):
    n = scores.shape[-1]
    if window is None:
        window = n - 1
    ones = torch.ones(n, n, dtype=torch.bool, device=scores.device)
    future = torch.triu(ones, diagonal=1)
    too_far = torch.tril(ones, diagonal=-window)
    return torch.softmax(scores.masked_fill(future | too_far, float("-inf")), dim=-1)
