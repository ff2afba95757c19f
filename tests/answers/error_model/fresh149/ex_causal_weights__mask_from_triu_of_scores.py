# exercise: ex_causal_weights
# mistake: Built the mask as triu(scores, 1) != 0, from the scores' values, so a future score that is exactly 0 stays unmasked; the mask must come from positions only (triu of ones). [cond: a future score equal to 0]
import torch


def ex_causal_weights(scores):
    upper = torch.triu(scores, diagonal=1)
    future = upper != 0
    w = torch.softmax(scores.masked_fill(future, float('-inf')), dim=-1)
    return w
