# exercise: ex_padding_attention
# mistake: The learner masks padded keys and removes the NaN of empty rows, but never zeroes the rows of padded queries in sequences with length > 0, so those rows still hold weights; they must be all 0.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    key_pos = torch.arange(n, device=scores.device)
    key_pad = key_pos[None, :] >= lengths[:, None]
    omega = scores.masked_fill(key_pad[:, None, None, :], float("-inf"))
    alpha = torch.softmax(omega, dim=-1)
    alpha[torch.isnan(alpha)] = 0.0
    return alpha
