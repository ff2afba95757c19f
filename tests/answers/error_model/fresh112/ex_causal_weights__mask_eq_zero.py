# exercise: ex_causal_weights
# mistake: Builds the triu(diagonal=1) mask but fills where mask == 0 (the book's tril comparison), so the past and the diagonal are hidden and the future kept; fill where the triu mask is 1.
import torch


def ex_causal_weights(scores):
    context_length = scores.shape[-1]
    mask = torch.triu(torch.ones(context_length, context_length, device=scores.device), diagonal=1)
    masked = scores.masked_fill(mask == 0, -torch.inf)
    return torch.softmax(masked, dim=-1)
