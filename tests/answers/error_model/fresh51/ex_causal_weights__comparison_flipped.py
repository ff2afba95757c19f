# exercise: ex_causal_weights
# mistake: Built the mask with the comparison the wrong way (key index < query index), which hides the past instead of the future; the forbidden keys are those with key index > query index.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    q_idx = pos[:, None]
    k_idx = pos[None, :]
    not_allowed = k_idx < q_idx
    return torch.softmax(scores.masked_fill(not_allowed, float("-inf")), dim=-1)
