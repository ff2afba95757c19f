# exercise: ex_causal_weights
# mistake: The learner kept the book's context_length = 6 for the mask, so it only fits scores with n = 6 (other n raise); the mask must be built from scores.shape[-1]. [cond: n != 6]
import torch

context_length = 6


def ex_causal_weights(scores):
    mask = torch.triu(torch.ones(context_length, context_length, device=scores.device), diagonal=1)
    masked = scores.masked_fill(mask.bool(), -torch.inf)
    return torch.softmax(masked, dim=-1)
