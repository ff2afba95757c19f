# exercise: ex_fix_mask_heads
# mistake: Using the Keras convention (True = attend), the learner inverts pad before masked_fill, so the real keys are masked and only the padded keys keep weight; pad is already True where masking is needed.
import torch


def ex_fix_mask_heads(scores, pad):
    attention_mask = ~pad            # keras: True means "attend"
    mask = attention_mask[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
