# exercise: ex_padding_attention
# mistake: Marks padding with position > length instead of position >= length, so the first padded position of every sequence stays visible (and its query row is not zeroed).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device).unsqueeze(0)      # (1, n)
    lengths = lengths.to(scores.device).unsqueeze(1)                     # (b, 1)
    pad = positions > lengths                                            # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
