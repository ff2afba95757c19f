# exercise: ex_causal_weights
# mistake: Removes the future with scores.tril(), which sets those scores to 0, and exp(0) = 1 still gives the future keys weight; they must be set to -inf (or their weights zeroed and the rows renormalised).
import torch


def ex_causal_weights(scores):
    causal_scores = scores.tril()      # lower triangle only, no mask tensor needed
    return torch.softmax(causal_scores, dim=-1)
