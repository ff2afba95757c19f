# exercise: ex_causal_weights
# mistake: tf.linalg.band_part habit: `torch.tril(scores)` sets the future scores to 0 instead of −inf, so future keys still get weight exp(0)/Σ (max diff 0.92). Right: masked_fill(triu(ones, 1), −inf) then softmax.
import torch


def ex_causal_weights(scores):
    # like tf.linalg.band_part(scores, -1, 0): keep the lower triangle of the scores
    lower = torch.tril(scores)
    return torch.softmax(lower, dim=-1)
