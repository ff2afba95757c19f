# exercise: ex_fix_mask_heads
# mistake: Inverts pad (as if True meant a real token, like a Hugging Face attention_mask), so the real keys are masked and only padding is attended; pad is True at padding, mask it as is.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]        # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
