# exercise: ex_fix_mask_heads
# mistake: The mask is added as pad * -inf, which makes 0 * -inf = NaN at every real key; nan_to_num before the softmax turns those into 0, so the real keys' scores are lost (uniform weights). The padded keys must be filled with -inf by masked_fill, keeping the other scores.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :].float()
    scores = scores + mask * float('-inf')
    scores = torch.nan_to_num(scores)   # 0 * -inf = nan
    return torch.softmax(scores, dim=-1)
