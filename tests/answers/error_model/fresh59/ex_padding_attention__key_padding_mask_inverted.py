# exercise: ex_padding_attention
# mistake: The learner builds the mask as True for real tokens (thinking of a keep mask) and passes it to masked_fill, so real keys are blanked and padded keys kept; the mask must be True where position >= length.
import torch

def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    key_padding_mask = pos[None, :] < lengths[:, None]          # (b, n)
    w = torch.softmax(scores.masked_fill(key_padding_mask[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(~key_padding_mask[:, None, :, None], 0.0)
    return w
