# exercise: ex_causal_weights
# mistake: torch.tril(scores) sets the future scores to 0, not -inf, so they still get weight exp(0) after the softmax; future scores must be -inf (or the weights renormalised after zeroing).
import torch


def ex_causal_weights(scores):
    return torch.softmax(torch.tril(scores), dim=-1)
