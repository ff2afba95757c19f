# exercise: ex_fix_mask_heads
# mistake: The learner repeats pad over the heads into shape (b, h, n), which broadcasts from the right against (b, h, n, n), lining b up with h and h up with the queries, so it fails or masks the wrong entries; the mask needs shape (b, 1, 1, n).
import torch

def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad[:, None, :].repeat(1, h, 1)   # one mask per head
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
