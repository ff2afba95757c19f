# exercise: ex_causal_weights
# mistake: Builds the band mask with torch.ones(n, n) without device=scores.device (as a TF constant would be placed automatically), so it fails on CUDA scores; the mask must be created on the scores' device. [cond: only on a GPU]
import torch

def ex_causal_weights(scores):
    n = scores.size(-1)
    # band_part(ones, -1, 0) -> lower triangle is kept
    keep = torch.tril(torch.ones(n, n)).bool()
    scores = scores.masked_fill(~keep, float("-inf"))
    return torch.softmax(scores, dim=-1)
