# exercise: ex_causal_weights
# mistake: Created the mask with torch.triu(torch.ones(n, n)) on the CPU (no device=scores.device), so masked_fill fails for scores on a GPU. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    context_length = scores.shape[-1]
    mask = torch.triu(torch.ones(context_length, context_length), diagonal=1)
    attn_scores = scores.masked_fill(mask.bool(), -torch.inf)
    return torch.softmax(attn_scores, dim=-1)
