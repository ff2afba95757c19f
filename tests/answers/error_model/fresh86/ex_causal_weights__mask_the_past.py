# exercise: ex_causal_weights
# mistake: The learner builds the mask from the strictly lower triangle (tril with diagonal=-1), so queries are blocked from earlier keys and may attend to later ones; the future is the strict upper triangle (triu, diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.ones(n, n, device=scores.device).tril(diagonal=-1).bool()
    scores = scores.masked_fill(mask, float('-inf'))
    return torch.softmax(scores, dim=-1)
