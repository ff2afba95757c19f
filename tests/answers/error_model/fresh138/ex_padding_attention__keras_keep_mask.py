# exercise: ex_padding_attention
# mistake: Using Keras's convention (True = attend), the learner built the mask as position < length and passed it to masked_fill, which fills where True, so the real keys are masked and the padded ones kept; the fill mask is position ≥ length.
import torch

def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    attn_mask = pos[None, :] < lengths[:, None]      # (b, n), True = valid
    w = torch.softmax(scores.masked_fill(attn_mask[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(~attn_mask[:, None, :, None], 0.0)
    return w
