# exercise: ex_causal_weights
# mistake: Called scores.triu(1).fill_(-inf) believing triu returns a view of scores; it returns a new tensor, so scores are never masked and the softmax sees the future; use masked_fill with a triu mask.
import torch


def ex_causal_weights(scores):
    scores = scores.clone()
    # set everything above the diagonal to -inf
    scores.triu(diagonal=1).fill_(float("-inf"))
    return torch.softmax(scores, dim=-1)
