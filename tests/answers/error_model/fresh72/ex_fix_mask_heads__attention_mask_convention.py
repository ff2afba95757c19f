# exercise: ex_fix_mask_heads
# mistake: Converts pad to a Hugging-Face-style attention_mask (True = attend) with ~pad but then passes that mask straight to masked_fill, so the real keys are masked and the padded keys kept; it should fill where attention_mask is False.
import torch


def ex_fix_mask_heads(scores, pad):
    # attention_mask: 1 for tokens to attend to, 0 for padding
    attention_mask = ~pad
    attention_mask = attention_mask[:, None, None, :]  # (b, 1, 1, n)
    scores = scores.masked_fill(attention_mask, float("-inf"))
    return torch.softmax(scores, dim=-1)
