# exercise: ex_causal_weights
# mistake: Masks with tril(diagonal=-1) instead of triu(diagonal=1), hiding the EARLIER keys: every query attends to itself and later keys (row 0 is spread over all keys instead of being [1, 0, ...]).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    blocked = torch.tril(torch.ones(n, n, device=scores.device), diagonal=-1) == 1
    return torch.softmax(torch.where(blocked, torch.tensor(float("-inf"), device=scores.device), scores), dim=-1)
