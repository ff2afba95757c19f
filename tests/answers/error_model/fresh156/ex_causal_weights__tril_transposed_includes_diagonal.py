# exercise: ex_causal_weights
# mistake: The learner builds the forbidden mask as tril(ones).T, which is upper-triangular including the diagonal, so every query is also forbidden to attend to itself (row 0 becomes NaN); the future is triu with diagonal=1.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    lower = torch.ones(n, n, device=scores.device).tril()   # tf.linalg.band_part(ones, -1, 0)
    future = lower.T.bool()
    return scores.masked_fill(future, float('-inf')).softmax(dim=-1)
