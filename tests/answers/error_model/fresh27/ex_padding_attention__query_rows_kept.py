# exercise: ex_padding_attention
# mistake: Masked only the padded keys and replaced NaN by 0, so the rows of padded queries in a non-empty sequence still hold a softmax over the real keys; those rows must be set to 0 as well (mask the query axis after the softmax). [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device)
    pad = positions[None, :] >= lengths.to(scores.device)[:, None]  # (B, T) True at padding
    scores = scores.masked_fill(pad[:, None, None, :], float("-inf"))
    weights = torch.softmax(scores, dim=-1)
    # an empty sequence gives 0/0 in every row
    return torch.nan_to_num(weights, nan=0.0)
