# exercise: ex_causal_weights
# mistake: Used scores.tril_() to zero the future scores in place (and changes the caller's tensor); a score of 0 still gets weight exp(0) after the softmax, so future keys get attention; they must be set to -inf.
import torch


def ex_causal_weights(scores):
    # keep lower triangle, in place (no copy)
    scores.tril_()
    return torch.softmax(scores, dim=-1)
