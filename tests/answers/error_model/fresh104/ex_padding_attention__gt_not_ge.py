# exercise: ex_padding_attention
# mistake: Marked padding with position > length, so the first padded position (position == length) is still attended; padding is position >= length.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos.unsqueeze(0) > lengths.unsqueeze(1)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(pad[:, None, :, None], 0.0)
