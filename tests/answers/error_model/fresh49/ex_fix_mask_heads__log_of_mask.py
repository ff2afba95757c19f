# exercise: ex_fix_mask_heads
# mistake: Added log(pad) to the scores, but log(1) = 0 and log(0) = -inf puts -inf on the real keys and leaves the padded keys untouched (rows without padding become NaN); -inf must go where pad is True.
import torch


def ex_fix_mask_heads(scores, pad):
    additive = pad[:, None, None, :].to(scores.dtype).log()
    return torch.softmax(scores + additive, dim=-1)
