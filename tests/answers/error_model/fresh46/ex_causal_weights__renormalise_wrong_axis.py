# exercise: ex_causal_weights
# mistake: The learner uses the book's "softmax, zero the future with tril, renormalise" route but divides by the sum over dim=-2 (the queries) instead of the last axis, so rows don't sum to 1; the renormalisation must be over the keys.
import torch


def ex_causal_weights(scores):
    w = torch.softmax(scores, dim=-1)
    w = torch.tril(w)
    return w / w.sum(dim=-2, keepdim=True)
