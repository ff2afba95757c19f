# exercise: ex_causal_weights
# mistake: Adapted from a forum answer whose scores were laid out (keys, queries), the learner transposes the mask, which then hides the past instead of the future; the mask is triu(diagonal=1) on (queries, keys).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    # mask[k, q] = True where key k comes after query q
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    mask = mask.transpose(0, 1)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
