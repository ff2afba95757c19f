# exercise: ex_padding_attention
# mistake: The learner detects the fully masked sequences with lengths == n instead of lengths == 0, so full-length sequences get all-zero weights and a sequence of length 0 keeps NaN rows.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    idx = torch.arange(n, device=scores.device)
    key_pad = idx.expand(b, n) >= lengths.view(b, 1)
    weights = torch.softmax(scores.masked_fill(key_pad.view(b, 1, 1, n), float("-inf")), dim=-1)
    empty = (lengths == n).view(b, 1, 1, 1)
    weights = torch.where(empty, torch.zeros_like(weights), weights)
    return weights * (~key_pad).view(b, 1, n, 1)
