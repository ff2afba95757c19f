# exercise: ex_fix_mask_heads
# mistake: The learner built a Hugging Face extended mask (1 - m) * finfo.min from pad, but pad is True at padding while HF's attention_mask is 1 at real tokens, so the real keys are masked instead of the padded ones.

import torch


def ex_fix_mask_heads(scores, pad):
    attention_mask = pad[:, None, None, :].to(scores.dtype)      # (b, 1, 1, n)
    extended = (1.0 - attention_mask) * torch.finfo(scores.dtype).min
    return torch.softmax(scores + extended, dim=-1)
