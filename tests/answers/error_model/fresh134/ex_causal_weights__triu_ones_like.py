# exercise: ex_causal_weights
# mistake: Built the mask with triu of ones_like(scores) and the default diagonal=0, which also masks the diagonal, so every query loses itself and the first row is all -inf (NaN); the mask needs diagonal=1.
import torch


def ex_causal_weights(scores):
    m = torch.ones_like(scores).triu().bool()
    return torch.softmax(scores.masked_fill(m, float("-inf")), -1)
