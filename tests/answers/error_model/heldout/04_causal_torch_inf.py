# exercise: ex_causal_weights
# mistake: fill torch.inf
# accept: rewrite.fill
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones_like(scores[..., :, :], dtype=torch.bool), 1)
    return torch.softmax(torch.where(mask, torch.inf, scores), -1)
