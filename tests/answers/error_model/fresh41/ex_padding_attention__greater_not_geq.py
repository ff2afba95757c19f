# exercise: ex_padding_attention
# mistake: Marks padding with position > length instead of position >= length, so the first padded position (index = length) still counts as a real key and query.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    pad = pos.unsqueeze(0) > lengths.unsqueeze(1)                # (b, n)
    w = scores.masked_fill(pad[:, None, None, :], float('-inf')).softmax(-1)
    w = w.nan_to_num_(0.0)
    return w.masked_fill_(pad[:, None, :, None], 0.0)
