# exercise: ex_causal_weights
# mistake: The learner transposes the triu mask (thinking rows are keys), so it marks the past (below the diagonal) and queries attend only to themselves and later keys; the mask must be triu(…, diagonal=1) untransposed.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    mask = mask.T  # (keys, queries)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
