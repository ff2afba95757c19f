# exercise: ex_causal_weights
# mistake: The learner treats scores as (keys, queries) (k @ q^T layout), masks below the diagonal and normalises over axis -2, so the columns sum to 1 instead of the rows; scores are (queries, keys): mask above the diagonal and softmax over the last axis.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    # key j may serve query i only if j <= i  (rows: keys, cols: queries)
    later_key = idx[:, None] > idx[None, :]
    masked = torch.where(later_key, torch.full_like(scores, float("-inf")), scores)
    return torch.softmax(masked, dim=-2)
