# exercise: ex_fix_mask_heads
# mistake: The learner indexes the mask as pad[None, :, None, :], which still puts the batch axis where the heads are: it runs when b equals h (or b is 1) but head i gets sequence i's padding; the batch axis must stay first: pad[:, None, None, :]. [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
