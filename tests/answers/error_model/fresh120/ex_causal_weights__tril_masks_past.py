# exercise: ex_causal_weights
# mistake: The learner builds the mask with torch.tril(..., diagonal=-1), which forbids the earlier keys instead of the later ones; the future is torch.triu(..., diagonal=1).
import torch

def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.tril(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=-1)
    masked = scores.masked_fill(mask, float('-inf'))
    return torch.softmax(masked, dim=-1)
