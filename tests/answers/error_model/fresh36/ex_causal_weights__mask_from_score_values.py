# exercise: ex_causal_weights
# mistake: Derives the mask from the scores' values, triu(scores, 1) != 0, so a future score that is exactly 0 is not masked; the mask must depend only on positions (triu of ones). [cond: only when a score above the diagonal is exactly 0]
import torch


def ex_causal_weights(scores):
    upper = torch.triu(scores, diagonal=1)
    future = upper != 0
    return torch.softmax(scores.masked_fill(future, float('-inf')), dim=-1)
