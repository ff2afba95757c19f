# exercise: ex_padding_attention
# mistake: The learner marks padding with position > length instead of position >= length, so the first padded position (index = length) stays visible as a key and its query row is not zeroed.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    idx = torch.arange(n, device=scores.device).expand(b, n)
    pad = idx > lengths.unsqueeze(1)
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w
