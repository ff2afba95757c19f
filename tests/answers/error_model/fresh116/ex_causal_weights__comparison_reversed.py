# exercise: ex_causal_weights
# mistake: Built the mask with key index < query index, which masks the past; the future is key index > query index (j > i).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    idx = torch.arange(n, device=scores.device)
    q_pos = idx[:, None]
    k_pos = idx[None, :]
    blocked = k_pos < q_pos
    scores = torch.where(blocked, torch.full_like(scores, float('-inf')), scores)
    return torch.softmax(scores, dim=-1)
