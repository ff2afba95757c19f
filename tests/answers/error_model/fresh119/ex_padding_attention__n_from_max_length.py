# exercise: ex_padding_attention
# mistake: Builds the position range from lengths.max() instead of the padded size n = scores.shape[-1], so the mask has the wrong width (and is empty for an all-zero batch). [cond: the longest length is shorter than n]
import torch

def ex_padding_attention(scores, lengths):
    zuichang = int(lengths.max())
    pos = torch.arange(zuichang, device=scores.device)
    pad = pos[None, :] >= lengths[:, None]
    jian_mask = pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(jian_mask, float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
