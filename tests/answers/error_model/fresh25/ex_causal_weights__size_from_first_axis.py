# exercise: ex_causal_weights
# mistake: The learner took the number of tokens from scores.shape[0], which is the batch size when the scores have leading axes, so the mask has the wrong size; n is scores.shape[-1]. [cond: scores has a leading axis and its first axis has a size other than n]
import torch


def ex_causal_weights(scores):
    context_length = scores.shape[0]
    mask = torch.triu(torch.ones(context_length, context_length, device=scores.device), diagonal=1)
    masked = scores.masked_fill(mask.bool(), -torch.inf)
    return torch.softmax(masked, dim=-1)
