# exercise: ex_causal_weights
# mistake: Passed the forbidden-positions mask (True above the diagonal) to torch.masked.softmax, whose mask means 'keep'; queries then attend only to later keys and the last row is NaN. The mask must be the lower triangle (True where allowed).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    future = future.expand(scores.shape)
    return torch.masked.softmax(scores, dim=-1, mask=future)
