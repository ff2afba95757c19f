# exercise: ex_causal_weights
# mistake: Translates tf.linalg.band_part(ones, -1, 0) (the lower triangle to keep) as torch.triu, so the additive -1e9 mask hides the past and keeps the future; the keep-mask is torch.tril (equivalently mask triu(diagonal=1)).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    ones = torch.ones(n, n, dtype=scores.dtype, device=scores.device)
    keep = torch.triu(ones)  # band_part(ones, -1, 0)
    scores = scores + (1.0 - keep) * -1e9
    return torch.softmax(scores, dim=-1)
