# exercise: ex_padding_attention
# mistake: The padding mask uses position > length, so the first padded position (index == length) stays unmasked; padding starts at position >= length.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] > lengths[:, None]               # (b, n)
    omega = scores.masked_fill(pad[:, None, None, :], float("-inf"))
    alpha = torch.softmax(omega, dim=-1)
    alpha = torch.nan_to_num(alpha, nan=0.0)
    alpha = alpha.masked_fill(pad[:, None, :, None], 0.0)
    return alpha
