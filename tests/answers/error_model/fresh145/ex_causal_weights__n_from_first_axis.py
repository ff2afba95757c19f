# exercise: ex_causal_weights
# mistake: The learner read the number of tokens from scores.shape[0], which is the batch (or head) size for batched scores, so the mask has the wrong size (error or wrong mask); n is scores.shape[-1]. [cond: scores with more than 2 axes]
import torch


def ex_causal_weights(scores):
    number_of_tokens = scores.shape[0]
    print("n =", number_of_tokens)
    mask = torch.triu(torch.ones(number_of_tokens, number_of_tokens, device=scores.device), diagonal=1).bool()
    scores_with_mask = scores.masked_fill(mask, -torch.inf)
    weights = torch.softmax(scores_with_mask, dim=-1)
    return weights
