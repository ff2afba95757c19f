# exercise: ex_causal_weights
# mistake: The learner built tf.linalg.band_part(ones, -1, 0) (the lower triangle to keep) with torch.tril and passed it to masked_fill, which fills where True, so the past and the diagonal are masked and the first row is NaN; the fill mask must be the strict upper triangle.
import torch

def ex_causal_weights(scores):
    n = scores.size(-1)
    ones = torch.ones(n, n, device=scores.device)
    band = torch.tril(ones).bool()   # band_part(ones, -1, 0)
    masked = scores.masked_fill(band, float("-inf"))
    return torch.softmax(masked, dim=-1)
