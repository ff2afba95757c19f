# exercise: ex_causal_weights
# mistake: Derived the mask from the values, scores.triu(1) != 0, so a future score that is exactly 0 is not masked; the mask must come from positions (torch.triu of ones). [cond: a future score equal to 0]
import torch


def ex_causal_weights(scores):
    s = scores.masked_fill(scores.triu(1) != 0, float('-inf'))
    return s.softmax(-1)
