# exercise: ex_padding_attention
# mistake: Applies the -inf mask with the query-axis index [:, None, :, None] instead of the key axis [:, None, None, :], so real queries still attend to padded keys (only padded query rows get masked).
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    pad4 = pad[:, None, :, None]
    w = torch.softmax(scores.masked_fill(pad4, float('-inf')), dim=-1)
    torch.nan_to_num(w, nan=0.0, out=w)
    return w.masked_fill_(pad4, 0.0)
