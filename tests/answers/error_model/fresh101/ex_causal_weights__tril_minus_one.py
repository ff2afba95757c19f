# exercise: ex_causal_weights
# mistake: Keeps only the strictly lower triangle (tril with diagonal=-1) and masks everything else, the diagonal included, so a token cannot attend to itself and the first row is NaN; the diagonal must stay visible (keep tril with diagonal=0).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    allowed = torch.ones(n, n, device=scores.device).tril(-1).bool()   # earlier keys
    out = scores.masked_fill(~allowed, float("-inf"))
    return out.softmax(dim=-1)
