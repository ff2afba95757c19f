# exercise: ex_padding_attention
# mistake: The learner marked padding with position > length instead of position >= length, so the first padded position is treated as a real token.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] > lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(pad[:, None, :, None], 0.0)
