# exercise: ex_causal_weights
# mistake: The learner copied the tril-style test "mask == 0" onto a triu(diagonal=1) mask, so it masks the past and the diagonal and keeps the future (the last row is all -inf, NaN); with triu(..., diagonal=1) the masked positions are mask == 1.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1)
    print(mask)
    scores = scores.masked_fill(mask == 0, float("-inf"))
    return torch.softmax(scores, dim=-1)
