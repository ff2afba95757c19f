# exercise: ex_padding_attention
# mistake: Masked the padded keys and replaced NaN rows by 0, but never zeroed the rows of padded queries in sequences that have real tokens; those rows must be set to 0 as well.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device)
    is_pad = positions.unsqueeze(0) >= lengths.unsqueeze(1)          # (b, n)
    w = torch.softmax(scores.masked_fill(is_pad[:, None, None, :], float("-inf")), dim=-1)
    return torch.where(torch.isnan(w), torch.zeros_like(w), w)
