# exercise: ex_fix_mask_heads
# mistake: Turned pad into an attention mask (pad == 0, True at real tokens, as in Hugging Face) but still passed it to masked_fill, which then blocks the real keys and keeps the padded ones; masked_fill needs True where the key is padding. [cond: some position is padded]
import torch


def ex_fix_mask_heads(scores, pad):
    attention_mask = (pad == 0)[:, None, None, :]   # (b, 1, 1, n), 1 = real token
    return torch.softmax(scores.masked_fill(attention_mask, float('-inf')), dim=-1)
