# exercise: ex_padding_attention
# mistake: The learner builds the position index with torch.arange(n) on the CPU and compares it with lengths, so on a GPU the mask and the scores are on different devices; arange needs device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n)
    pad = pos.unsqueeze(0) >= lengths.cpu().unsqueeze(1)
    keymask = pad[:, None, None, :]
    qmask = pad[:, None, :, None]
    w = scores.masked_fill(keymask, float("-inf")).softmax(-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(qmask, 0.0)
