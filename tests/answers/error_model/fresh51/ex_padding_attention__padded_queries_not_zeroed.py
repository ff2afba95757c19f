# exercise: ex_padding_attention
# mistake: Masked the padded keys and replaced NaN rows by 0, but left the rows of padded queries in sequences with length > 0 as ordinary weights; every padded query's row must be set to 0 as well.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device)
    pad = positions.unsqueeze(0) >= lengths.unsqueeze(1)       # (b, n)
    key_mask = pad[:, None, None, :]                            # (b, 1, 1, n)
    weights = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    return weights
