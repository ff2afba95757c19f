# exercise: ex_fix_mask_heads
# mistake: Copying Keras' combined query/key attention mask, the learner also masked the rows of padded queries, making them NaN; only padded keys are to be masked. [cond: some position is padding]

import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    # keras: attention_mask[b, i, j] = query_mask[b, i] & key_mask[b, j]
    attention_mask = keep[:, :, None] & keep[:, None, :]          # (b, n, n)
    mask = ~attention_mask[:, None, :, :]
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
