# exercise: ex_causal_weights
# mistake: The learner took the mask size from scores.shape[0], the batch axis, instead of the sequence length scores.shape[-1], so the mask does not fit the (n, n) scores. [cond: scores has a leading axis whose size differs from n]
import torch


def ex_causal_weights(scores):
    context_length = scores.shape[0]
    mask = torch.triu(
        torch.ones(context_length, context_length, device=scores.device), diagonal=1
    )
    attn_scores = scores.masked_fill(mask.bool(), -torch.inf)
    return torch.softmax(attn_scores, dim=-1)
