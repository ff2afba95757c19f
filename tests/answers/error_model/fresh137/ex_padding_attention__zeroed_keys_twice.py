# exercise: ex_padding_attention
# mistake: To clear the padded query rows the learner indexed the padding mask as [:, None, None, :] (the key axis) again instead of [:, None, :, None], so padded queries keep nonzero weights.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos.unsqueeze(0) >= lengths.to(scores.device).unsqueeze(1)
    key_pad = pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(key_pad, float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(key_pad, 0.0)
    return w
