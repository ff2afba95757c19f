# exercise: ex_causal_weights
# mistake: The learner set the future scores to 0 before the softmax, and exp(0) = 1 still gives later keys weight; they must be set to -inf (or the weights zeroed and renormalised after the softmax).
import torch


def ex_causal_weights(scores):
    num_tokens = scores.shape[-1]
    future = torch.triu(
        torch.ones(num_tokens, num_tokens, device=scores.device), diagonal=1
    ).bool()
    # zero out the future positions
    attn_scores = scores.masked_fill(future, 0.0)
    attn_weights = torch.softmax(attn_scores, dim=-1)
    return attn_weights
