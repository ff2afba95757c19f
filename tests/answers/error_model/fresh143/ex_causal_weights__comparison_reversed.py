# exercise: ex_causal_weights
# mistake: The comparison is reversed (key index < query index), so it masks the past and lets every query attend to the future; the future is where key index > query index.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    idx = torch.arange(n, device=scores.device)
    query_pos = idx[:, None]
    key_pos = idx[None, :]
    causal_mask = key_pos < query_pos
    scores = scores.masked_fill(causal_mask, float("-inf"))
    return torch.softmax(scores, dim=-1)
