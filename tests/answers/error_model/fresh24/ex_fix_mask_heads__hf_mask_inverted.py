# exercise: ex_fix_mask_heads
# mistake: Built a Hugging Face extended mask (1 - mask) * -10000 from pad, but pad is True at padding (the opposite of HF's attention_mask), so the real keys are pushed down and the padded ones kept; the additive term must be pad * -inf (or -1e4). [cond: some sequence has padding]
import torch


def ex_fix_mask_heads(scores, pad):
    extended = (1.0 - pad[:, None, None, :].to(scores.dtype)) * -10000.0  # (b, 1, 1, n)
    return torch.softmax(scores + extended, dim=-1)
