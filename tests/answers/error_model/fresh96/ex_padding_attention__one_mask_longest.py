# exercise: ex_padding_attention
# mistake: Built one mask for the whole batch from the longest length (max over lengths), so shorter sequences still attend to their padding; each sequence needs its own mask row. [cond: sequences of different lengths in the batch]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    longest = max(lengths.tolist())
    pad = torch.tensor([p >= longest for p in range(n)], device=scores.device)
    w = torch.softmax(scores.masked_fill(pad, float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None], 0.0)
