# exercise: ex_fix_mask_heads
# mistake: Applies the HF extended-mask formula (1 - mask) * -10000 to pad, but pad is True at padding (HF masks are 1 = keep), so the real keys are pushed down and the padded ones kept; the fill must go where pad is True.
import torch


def ex_fix_mask_heads(scores, pad):
    extended_attention_mask = pad[:, None, None, :].to(dtype=scores.dtype)  # (b, 1, 1, n)
    extended_attention_mask = (1.0 - extended_attention_mask) * -10000.0
    return torch.softmax(scores + extended_attention_mask, dim=-1)
