# exercise: ex_padding_attention
# mistake: The learner masks padded keys and removes the NaN rows, but never zeroes the rows of padded queries, which still attend to the real keys; those rows must be all 0.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n, device=scores.device)
    is_pad = positions.unsqueeze(0) >= lengths.unsqueeze(1)   # (b, n)
    key_mask = is_pad[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(key_mask, -float("inf")), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    print(weights[0, 0])
    return weights
