# exercise: ex_padding_attention
# mistake: The learner built one padding mask for the whole batch from lengths.max(), so shorter sequences keep attending to their padding; each sequence needs its own mask from its own length. [cond: lengths differ within the batch]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    L = int(lengths.max())
    pad = torch.zeros(b, n, dtype=torch.bool, device=scores.device)
    pad[:, L:] = True
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w
