# exercise: ex_causal_weights
# mistake: The learner builds the triu mask without device=scores.device, so masked_fill fails when the scores are on a GPU; the mask must be created on the scores' device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    context_length = scores.shape[-1]
    mask = torch.triu(torch.ones(context_length, context_length), diagonal=1).bool()
    masked = scores.masked_fill(mask, -torch.inf)
    weights = torch.softmax(masked, dim=-1)
    return weights
