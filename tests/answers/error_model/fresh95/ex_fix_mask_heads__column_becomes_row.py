# exercise: ex_fix_mask_heads
# mistake: The learner added the missing axes as pad[..., None][:, None], shape (b, 1, n, 1), which masks the rows of padded queries instead of the columns of padded keys (whole rows become NaN); the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[..., None]          # (b, n, 1)
    mask = mask[:, None]           # (b, 1, n, 1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
