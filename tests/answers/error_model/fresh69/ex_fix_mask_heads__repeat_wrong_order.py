# exercise: ex_fix_mask_heads
# mistake: The learner tiled the mask with pad.repeat(h, 1).view(b, h, 1, n); repeat(h, 1) stacks whole copies of the batch, so the view mixes the sequences' masks across batches and heads. Use pad[:, None, None, :] (or repeat_interleave). [cond: b > 1]
import torch

def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    return torch.softmax(scores.masked_fill(pad.repeat(h, 1).view(b, h, 1, n), float('-inf')), dim=-1)
