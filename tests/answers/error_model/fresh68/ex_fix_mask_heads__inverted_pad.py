# exercise: ex_fix_mask_heads
# mistake: The learner treats pad as a 'keep' mask and fills where ~pad, masking the real keys instead of the padded ones; the mask is pad itself, True at padding.
import torch


class KeyMask:
    def __init__(self, fill=float("-inf")):
        self.fill = fill

    def __call__(self, scores, pad):
        keep = pad[:, None, None, :]
        return torch.softmax(scores.masked_fill(~keep, self.fill), dim=-1)


ex_fix_mask_heads = KeyMask()
